import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import { entryUnit } from '../../shared/import/file-kind.ts';
import type { SkippedRecord, UploadResponse } from '../../shared/project.schema.ts';

/** How many skipped rows the upload's message names; the rest are behind "Show all". */
export const SKIPPED_ROWS_NAMED = 3;

const WORKBOOK_FORMATS = new Set(['xlsx', 'xls']);

/** A skipped row as a person looks for it: its file, where it is in that file, and why it was left out. */
export interface SkippedRow {
  file: string;
  place: string;
  reason: string;
}

/**
 * Where a person finds a record: the row number Excel shows in a workbook, the line a CSV row starts on (and
 * the spreadsheet's row when a cell with line breaks makes them differ), a record's number and line otherwise.
 */
export function placeOf(format: string, { row, line, sheet_row }: SkippedRecord): string {
  // Formats without rows number their records: a RIS or BibTeX file's third entry is record 3.
  if (entryUnit(format) === 'record') return line === undefined ? `record ${row}` : `record ${row} (line ${line})`;
  if (WORKBOOK_FORMATS.has(format) || line === undefined)
    return sheet_row === undefined ? `data row ${row}` : `row ${sheet_row}`;
  return sheet_row === undefined || sheet_row === line ? `line ${line}` : `line ${line} (spreadsheet row ${sheet_row})`;
}

/** Every skipped row of an upload, in file order. */
export function skippedRows(summary: UploadResponse['upload_summary']): SkippedRow[] {
  return summary.files.flatMap((file) =>
    file.skipped.map((record) => ({ file: file.name, place: placeOf(file.format, record), reason: record.reason })),
  );
}

/** Rows, unless every file with a skipped entry numbers records (RIS, PubMed, BibTeX, EndNote). */
export const skippedUnit = (summary: UploadResponse['upload_summary']): 'row' | 'record' =>
  summary.files.every((f) => f.skipped.length === 0 || entryUnit(f.format) === 'record') ? 'record' : 'row';

/**
 * One sentence: how many rows were skipped, and the first few of them ("citations.csv line 46"; the file is
 * named once for its rows that follow each other), with the reason when they all share it.
 */
export function skippedSummary(summary: UploadResponse['upload_summary'], rows = skippedRows(summary)): string {
  const reasons = new Set(rows.map((r) => r.reason));
  const named = rows
    .slice(0, SKIPPED_ROWS_NAMED)
    .map((r, i) => (i > 0 && rows[i - 1]!.file === r.file ? r.place : `${r.file} ${r.place}`));
  return text.skippedSummary({
    count: rows.length,
    unit: skippedUnit(summary),
    reason: reasons.size === 1 ? [...reasons][0] : undefined,
    named,
  });
}
