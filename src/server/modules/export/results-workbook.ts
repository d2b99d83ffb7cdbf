import { PassThrough } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import { allTrainingsDone, displayedIteration, MAX_ITERATIONS } from '../../../shared/training.schema.ts';
import { exportRows, labelIteration, labelText, type ExportRow } from './results-rows.ts';
import { neutralizeFormula } from './spreadsheet-safety.ts';

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
];

async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, rows: AsyncGenerator<ExportRow[]>, extra?: (r: ExportRow) => Record<string, unknown>) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = extra ? [...COLUMNS, { header: 'Duplicate of', key: 'duplicate_of', width: 13 }] : COLUMNS;
  let rank = 0;
  for await (const chunk of rows) {
    for (const r of chunk) {
      sheet
        .addRow({
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
          ...extra?.(r),
        })
        .commit();
    }
  }
  sheet.commit();
}

export interface WorkbookSummary {
  project: string;
  /** The project's current_iteration as the API has it (0-based). */
  currentIteration: number;
  model: string | null;
  counts: Record<string, number>;
}

/** Streams the results workbook: ranked, relevant, irrelevant, removed duplicates and a summary sheet. */
export function resultsWorkbook(em: EntityManager, projectId: number, ascending: boolean, summary: WorkbookSummary): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  void (async () => {
    await writeSheet(workbook, 'Ranked citations', exportRows(em, projectId, 'ranked', ascending));
    await writeSheet(workbook, 'Relevant', exportRows(em, projectId, 'relevant', ascending));
    await writeSheet(workbook, 'Irrelevant', exportRows(em, projectId, 'irrelevant', ascending));
    await writeSheet(workbook, 'Removed duplicates', exportRows(em, projectId, 'removed', ascending), (r) => ({ duplicate_of: r.duplicate_of }));
    const sheet = workbook.addWorksheet('Summary');
    sheet.columns = [{ header: 'Item', key: 'item', width: 28 }, { header: 'Value', key: 'value', width: 50 }];
    const lines: Array<[string, unknown]> = [
      ['Project', neutralizeFormula(summary.project)],
      ['Iteration', `${displayedIteration(summary.currentIteration)}/${MAX_ITERATIONS}${allTrainingsDone(summary.currentIteration) ? ' (all trainings done)' : ''}`],
      ['Model', summary.model ?? 'No model trained yet'],
      ...Object.entries(summary.counts),
      ['Sort order', ascending ? 'Ascending' : 'Descending'],
      ['Exported at', new Date().toISOString()],
    ];
    for (const [item, value] of lines) sheet.addRow({ item, value }).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}
