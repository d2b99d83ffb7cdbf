import { CsvError, parse } from 'csv-parse/sync';
import type { CitationCollection } from './citation.normalizer.ts';
import { citationsFromTable, toTable } from './column.mapper.ts';
import { unreadableError } from './import.errors.ts';
import type { FileFormat } from './types.ts';

const DELIMITERS = [',', ';', '\t'] as const;
type Delimiter = (typeof DELIMITERS)[number];

/**
 * Counts candidate delimiters in the header line, outside quotes; European Excel writes semicolons
 * and databases export tabs. A tie or a single-column header falls back to the comma.
 */
export function sniffDelimiter(text: string): Delimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return DELIMITERS.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best), DELIMITERS[0]);
}

function parseReason(error: unknown): string {
  if (!(error instanceof CsvError)) return 'the text is not valid delimited data';
  // The parser only notices an unclosed quote at the end of the file, so its line number would mislead.
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted field is opened but never closed';
  return `the text is not valid delimited data near line ${String(error.lines)}`;
}

function parseRows(utf8: Buffer, delimiter: Delimiter, format: FileFormat): string[][] {
  try {
    return parse(utf8, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (error) {
    throw unreadableError(format, parseReason(error));
  }
}

/** CSV or TSV from UTF-8 bytes; `head` is the decoded start of the file, enough to see the header line. */
export function readDelimited(utf8: Buffer, head: string): CitationCollection & { format: FileFormat } {
  const delimiter = sniffDelimiter(head);
  const format = delimiter === '\t' ? 'tsv' : 'csv';
  return { format, ...citationsFromTable(toTable(parseRows(utf8, delimiter, format))) };
}
