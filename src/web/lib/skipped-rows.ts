import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import type { UploadResponse } from '../../shared/project.schema.ts';

/** Enough to see what went wrong with a file without burying the toast under a long list. */
export const SKIPPED_ROWS_SHOWN = 20;

/** Formats without rows number their records: a RIS or BibTeX file's third entry is record 3. */
const RECORD_FORMATS = new Set(['ris', 'nbib', 'bibtex', 'endnote-xml']);

/** One line per skipped row, with its file and reason: the first SKIPPED_ROWS_SHOWN, then how many more. */
export function skippedRowLines(summary: UploadResponse['upload_summary']): string[] {
  const lines: string[] = [];
  let total = 0;
  for (const file of summary.files) {
    const unit = RECORD_FORMATS.has(file.format) ? 'record' : 'row';
    for (const { row, reason } of file.skipped) {
      total += 1;
      if (lines.length < SKIPPED_ROWS_SHOWN) lines.push(text.skippedRow(file.name, unit, row, reason));
    }
  }
  return total > lines.length ? [...lines, text.moreSkippedRows(total - lines.length)] : lines;
}
