import { PassThrough } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import { prismaMessages, type PrismaNumbers } from '../../../shared/prisma.schema.ts';
import type { DecisionOutput } from '../../../shared/screening.schema.ts';
import {
  decidedAt,
  exportRows,
  hiddenText,
  labelIteration,
  labelText,
  maybeText,
  screenedBy,
  screenerCells,
  type ExportRow,
} from './results-rows.ts';
import { tableSheet, writeDecisions, writeNotes } from './history-sheets.ts';
import { rowsInTurns } from './rows-in-turns.ts';
import type { Viewer } from '../reviews/review-visibility.ts';
import { neutralizeFormula } from '../../../shared/formula-guard.ts';
import { addRow } from './excel-cells.ts';

const COLUMNS = [
  { header: 'Rank', key: 'rank', width: 7 },
  { header: 'ID', key: 'id', width: 9 },
  { header: 'Title', key: 'title', width: 60 },
  { header: 'Abstract', key: 'abstract', width: 80 },
  { header: 'Relevance score', key: 'relevance_score', width: 16 },
  { header: 'Label', key: 'label', width: 13 },
  { header: 'Iteration', key: 'iteration', width: 10 },
  { header: 'Authors', key: 'authors', width: 30 },
  { header: 'Year', key: 'year', width: 7 },
  { header: 'Journal', key: 'journal', width: 30 },
  { header: 'Volume', key: 'volume', width: 8 },
  { header: 'Issue', key: 'issue', width: 8 },
  { header: 'Pages', key: 'pages', width: 10 },
  { header: 'DOI', key: 'doi', width: 28 },
  { header: 'Keywords', key: 'keywords', width: 30 },
  { header: 'URL', key: 'url', width: 30 },
  // Beyond the spec's columns: an unlabelled citation the keyword filter keeps out of the lists.
  { header: 'Hidden by keywords', key: 'hidden', width: 18 },
  { header: 'Decided at', key: 'decided_at', width: 24 },
];
/** Reviewers' notes, after every column above (and after a sheet's own extra column). */
const NOTE_COLUMNS = [
  { header: 'Notes', key: 'notes', width: 50 },
  { header: 'Tags', key: 'tags', width: 24 },
  { header: 'Exclusion reason', key: 'exclusion_reason', width: 24 },
  { header: 'Maybe', key: 'maybe', width: 8 },
];
/** Where each record came from, last: its own identifier in the imported file, and the file's name. */
const SOURCE_COLUMNS = [
  { header: 'Record ID in file', key: 'source_record_id', width: 18 },
  { header: 'Source file', key: 'source_file', width: 28 },
];
/** The kind of publication as the record's file named it, after every other column (the dual ones too). */
const TYPE_COLUMNS = [{ header: 'Publication type', key: 'publication_type', width: 20 }];

/** Who gave each record its decision, after every column above, where no dual columns name its screeners. */
const DECIDER_COLUMNS = [{ header: 'Decided by', key: 'decided_by', width: 24 }];

/**
 * Blind dual screening (a project that has or had two screeners per record), after every column above: how
 * the reviewers decided the record, naming them all, and the first two reviewers' own decisions side by side.
 */
const SCREENER_COLUMNS = [
  { header: 'Screened by', key: 'screened_by', width: 44 },
  { header: 'Screener 1', key: 'screener_1', width: 24 },
  { header: 'Screener 1 decision', key: 'screener_1_decision', width: 18 },
  { header: 'Screener 2', key: 'screener_2', width: 24 },
  { header: 'Screener 2 decision', key: 'screener_2_decision', width: 18 },
];

function screenerRow(r: ExportRow) {
  const [first, firstDecision] = screenerCells(r, 0);
  const [second, secondDecision] = screenerCells(r, 1);
  return {
    screened_by: neutralizeFormula(screenedBy(r)),
    screener_1: neutralizeFormula(first),
    screener_1_decision: firstDecision,
    screener_2: neutralizeFormula(second),
    screener_2_decision: secondDecision,
  };
}

async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  rows: AsyncGenerator<ExportRow[]>,
  dual: boolean,
  extra?: (r: ExportRow) => Record<string, unknown>,
) {
  const sheet = tableSheet(workbook, name, [
    ...COLUMNS,
    ...(extra ? [{ header: 'Duplicate of', key: 'duplicate_of', width: 13 }] : []),
    ...NOTE_COLUMNS,
    ...SOURCE_COLUMNS,
    ...(dual ? SCREENER_COLUMNS : DECIDER_COLUMNS),
    ...TYPE_COLUMNS,
  ]);
  let rank = 0;
  for await (const chunk of rowsInTurns(rows)) {
    for (const r of chunk) {
      addRow(sheet, {
        rank: ++rank,
        id: r.id,
        title: neutralizeFormula(r.title),
        abstract: neutralizeFormula(r.abstract),
        relevance_score: r.relevance_score === null ? '' : Number(r.relevance_score.toFixed(4)),
        label: labelText(r.is_relevant),
        iteration: labelIteration(r),
        authors: neutralizeFormula(r.authors),
        year: r.year ?? '',
        journal: neutralizeFormula(r.journal),
        volume: neutralizeFormula(r.volume),
        issue: neutralizeFormula(r.issue),
        pages: neutralizeFormula(r.pages),
        doi: neutralizeFormula(r.doi),
        keywords: neutralizeFormula(r.keywords),
        url: neutralizeFormula(r.url),
        hidden: hiddenText(r),
        decided_at: decidedAt(r),
        notes: neutralizeFormula(r.notes),
        tags: neutralizeFormula(r.tags),
        exclusion_reason: neutralizeFormula(r.exclusion_reason),
        maybe: maybeText(r),
        source_record_id: neutralizeFormula(r.source_record_id),
        source_file: neutralizeFormula(r.source_file),
        publication_type: neutralizeFormula(r.publication_type),
        ...(dual ? screenerRow(r) : { decided_by: neutralizeFormula(r.decided_by) }),
        ...extra?.(r),
      });
    }
  }
  sheet.commit();
}

export interface WorkbookSummary {
  project: string;
  /** The Summary sheet's rows between the project's name and the sort order. */
  lines: Array<[string, unknown]>;
  /** The project has or had two screeners per record: the citation sheets give each reviewer's decision. */
  dual: boolean;
  /** Every change of a label, oldest first: a 'Decision history' sheet (continuous projects). */
  decisions?: AsyncGenerator<DecisionOutput[]>;
  prisma: PrismaNumbers;
}

/** The PRISMA 2020 diagram's boxes as rows: what, how many, and a note (a file's format and left-out rows, the stopping statement). */
function writePrismaSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, p: PrismaNumbers): void {
  const sheet = workbook.addWorksheet('PRISMA 2020');
  sheet.columns = [
    { header: 'Box', key: 'box', width: 44 },
    { header: 'Records (n)', key: 'n', width: 12 },
    { header: 'Note', key: 'note', width: 80 },
  ];
  const rows: Array<[string, number, string?]> = [
    ['Records identified', p.identified],
    ...p.sources.map((s): [string, number, string] => [
      `  from ${neutralizeFormula(s.name)}`,
      s.records + s.skipped,
      `${s.format}${s.skipped ? `; ${prismaMessages.leftOut(s.skipped, s.format)}` : ''}`,
    ]),
    ['Duplicate records removed', p.duplicates_removed],
    ...(p.without_title > 0 ? [[prismaMessages.withoutTitle, p.without_title] as [string, number]] : []),
    ['Records after duplicates removed', p.screenable],
    [
      prismaMessages.notScreened(p.screening_stopped),
      p.not_screened,
      p.since_finished ? `${p.stopping_statement} ${p.since_finished}` : p.stopping_statement,
    ],
    ['Records screened', p.screened],
    ['Records excluded', p.excluded],
    ...p.excluded_reasons.map((r): [string, number] => [`  ${neutralizeFormula(r.reason)}`, r.records]),
    ...(p.excluded_without_reason > 0 && p.excluded_reasons.length > 0
      ? [['  no reason given', p.excluded_without_reason] as [string, number]]
      : []),
    ['Records included', p.included],
  ];
  for (const [box, n, note] of rows) addRow(sheet, { box, n, note: note ?? '' });
  sheet.commit();
}

/** Streams the results workbook: ranked, relevant, irrelevant, removed duplicates, (decision history), notes, a summary and the PRISMA 2020 numbers. */
export function resultsWorkbook(
  em: EntityManager,
  projectId: number,
  ascending: boolean,
  summary: WorkbookSummary,
  viewer: Viewer,
): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  void (async () => {
    const { dual } = summary;
    await writeSheet(workbook, 'Ranked citations', exportRows(em, projectId, 'ranked', ascending, viewer), dual);
    await writeSheet(workbook, 'Relevant', exportRows(em, projectId, 'relevant', ascending, viewer), dual);
    await writeSheet(workbook, 'Irrelevant', exportRows(em, projectId, 'irrelevant', ascending, viewer), dual);
    await writeSheet(
      workbook,
      'Removed duplicates',
      exportRows(em, projectId, 'removed', ascending, viewer),
      dual,
      (r) => ({
        duplicate_of: r.duplicate_of,
      }),
    );
    if (summary.decisions) await writeDecisions(workbook, summary.decisions);
    await writeNotes(workbook, em, projectId, viewer);
    const sheet = workbook.addWorksheet('Summary');
    sheet.columns = [
      { header: 'Item', key: 'item', width: 28 },
      { header: 'Value', key: 'value', width: 50 },
    ];
    const lines: Array<[string, unknown]> = [
      ['Project', neutralizeFormula(summary.project)],
      ...summary.lines,
      ['Sort order', ascending ? 'Ascending' : 'Descending'],
      ['Exported at', new Date().toISOString()],
    ];
    for (const [item, value] of lines) addRow(sheet, { item, value });
    sheet.commit();
    writePrismaSheet(workbook, summary.prisma);
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}
