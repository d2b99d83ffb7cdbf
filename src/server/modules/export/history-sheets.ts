import type { EntityManager } from '@mikro-orm/postgresql';
import type ExcelJS from 'exceljs';
import { neutralizeFormula } from '../../../shared/formula-guard.ts';
import type { DecisionOutput } from '../../../shared/screening.schema.ts';
import type { Viewer } from '../reviews/review-visibility.ts';
import { addRow } from './excel-cells.ts';
import { decidedBy, decisionKind, labelText } from './results-rows.ts';
import { reviewRows } from './review-rows.ts';
import { rowsInTurns } from './rows-in-turns.ts';

/* The results workbook's sheets of changes and notes, one row per change or per reviewer and record. */

/** A sheet of one row per record or change: its header row stays in view while scrolling and offers Excel's filter buttons. */
export function tableSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: Array<Partial<ExcelJS.Column>>,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

export async function writeDecisions(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  pages: AsyncGenerator<DecisionOutput[]>,
) {
  const sheet = tableSheet(workbook, 'Decision history', [
    { header: 'When (UTC)', key: 'at', width: 24 },
    { header: 'Citation ID', key: 'citation', width: 11 },
    { header: 'Title', key: 'title', width: 60 },
    { header: 'From', key: 'from', width: 12 },
    { header: 'To', key: 'to', width: 12 },
    { header: 'By', key: 'by', width: 24 },
    { header: 'Kind', key: 'kind', width: 22 },
  ]);
  for await (const page of rowsInTurns(pages)) {
    for (const d of page) {
      addRow(sheet, {
        at: d.created_at,
        citation: d.citation_id,
        title: neutralizeFormula(d.title),
        from: labelText(d.from_label),
        to: labelText(d.to_label),
        by: neutralizeFormula(decidedBy(d)),
        kind: decisionKind(d),
      });
    }
  }
  sheet.commit();
}

/**
 * One row per reviewer and record: who wrote what (a record with several reviewers has several rows). The record's
 * label is the record's, as settled (by two reviewers' agreement or a lead under blind dual screening); the
 * reviewer's own decision has a column of its own, after the others so that scripts reading by position keep theirs.
 */
export async function writeNotes(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  em: EntityManager,
  projectId: number,
  viewer: Viewer,
) {
  const sheet = tableSheet(workbook, 'Notes', [
    { header: 'Citation ID', key: 'citation', width: 11 },
    { header: 'Title', key: 'title', width: 60 },
    { header: "Record's label", key: 'label', width: 14 },
    { header: 'Reviewer', key: 'reviewer', width: 24 },
    { header: 'Note', key: 'note', width: 60 },
    { header: 'Tags', key: 'tags', width: 24 },
    { header: 'Exclusion reason', key: 'reason', width: 24 },
    { header: 'Maybe', key: 'maybe', width: 8 },
    { header: 'Updated at (UTC)', key: 'at', width: 24 },
    { header: "Reviewer's own decision", key: 'decision', width: 22 },
  ]);
  for await (const page of rowsInTurns(reviewRows(em, projectId, viewer))) {
    for (const r of page) {
      addRow(sheet, {
        citation: r.citation_id,
        title: neutralizeFormula(r.title),
        label: labelText(r.is_relevant),
        reviewer: neutralizeFormula(r.reviewer),
        note: neutralizeFormula(r.note),
        tags: neutralizeFormula(r.tags.join('; ')),
        reason: neutralizeFormula(r.exclusion_reason),
        maybe: r.maybe ? 'Maybe' : '',
        at: new Date(r.updated_at).toISOString(),
        decision: r.decision === null ? '' : labelText(r.decision),
      });
    }
  }
  sheet.commit();
}
