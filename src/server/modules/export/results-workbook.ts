import { PassThrough } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import { sql, type RawBuilder } from 'kysely';
import { query } from '../../db/sql.ts';
import { neutralizeFormula } from './spreadsheet-safety.ts';

interface ExportRow {
  id: number;
  title: string;
  abstract: string;
  relevance_score: number | null;
  is_relevant: boolean | null;
  iteration: number | null;
  authors: string | null;
  year: number | null;
  journal: string | null;
  doi: string | null;
  duplicate_of: number | null;
}

const CHUNK = 5000;
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
  { header: 'DOI', key: 'doi', width: 28 },
];

const labelText = (v: boolean | null) => (v === true ? 'Relevant' : v === false ? 'Irrelevant' : 'Unlabelled');

/** Rows in order, a chunk at a time (keyset by position), so 100,000 citations never sit in memory at once. */
async function* chunks(em: EntityManager, projectId: number, where: RawBuilder<unknown>, order: RawBuilder<unknown>) {
  for (let offset = 0; ; offset += CHUNK) {
    const rows = await query(
      em,
      sql<ExportRow>`select id, title, abstract, relevance_score, is_relevant, iteration, authors, year, journal, doi, duplicate_of
                       from citation c where c.project_id = ${projectId} and ${where} order by ${order} limit ${CHUNK} offset ${offset}`,
    );
    if (rows.length === 0) return;
    yield rows;
  }
}

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
          iteration: r.iteration ?? '',
          authors: neutralizeFormula(r.authors),
          year: r.year ?? '',
          journal: neutralizeFormula(r.journal),
          doi: neutralizeFormula(r.doi),
          ...extra?.(r),
        })
        .commit();
    }
  }
  sheet.commit();
}

export interface WorkbookSummary {
  project: string;
  iteration: number;
  model: string | null;
  counts: Record<string, number>;
}

/** Streams the results workbook: ranked, relevant, irrelevant, removed duplicates and a summary sheet. */
export function resultsWorkbook(em: EntityManager, projectId: number, ascending: boolean, summary: WorkbookSummary): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const direction = ascending ? sql`asc` : sql`desc`;
  const ranked = sql`c.relevance_score ${direction} nulls last, c.id`;
  const active = sql`c.duplicate_of is null`;
  void (async () => {
    await writeSheet(workbook, 'Ranked citations', chunks(em, projectId, active, ranked));
    await writeSheet(workbook, 'Relevant', chunks(em, projectId, sql`${active} and c.is_relevant = true`, ranked));
    await writeSheet(workbook, 'Irrelevant', chunks(em, projectId, sql`${active} and c.is_relevant = false`, ranked));
    await writeSheet(workbook, 'Removed duplicates', chunks(em, projectId, sql`c.duplicate_of is not null`, sql`c.id`), (r) => ({ duplicate_of: r.duplicate_of }));
    const sheet = workbook.addWorksheet('Summary');
    sheet.columns = [{ header: 'Item', key: 'item', width: 28 }, { header: 'Value', key: 'value', width: 50 }];
    const lines: Array<[string, unknown]> = [
      ['Project', neutralizeFormula(summary.project)],
      ['Iteration', `${summary.iteration}/10`],
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
