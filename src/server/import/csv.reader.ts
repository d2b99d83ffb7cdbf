import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse, type Parser } from 'csv-parse';
import type { CitationCollection } from './citation.normalizer.ts';
import { TableCitationReader } from './column.mapper.ts';
import { unreadableError } from './import.errors.ts';
import { sniffDelimiter, type Delimiter } from '../../shared/import/delimited-header.ts';
import { decodeText } from '../../shared/import/text-decoding.ts';
import { streamText } from './text.decoder.ts';
import type { FileFormat } from './types.ts';

function parseReason(error: unknown): string {
  if (!(error instanceof CsvError)) return 'the text is not valid delimited data';
  // The parser only notices an unclosed quote at the end of the file, so its line number would mislead.
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted field is opened but never closed';
  return `the text is not valid delimited data near line ${String(error.lines)}`;
}

/**
 * A field that still starts with its quote and holds a line break: its closing quote was followed by more text
 * (a quote inside it not doubled), so the lenient parser took the quote as text and read on across the rows
 * that follow, which would silently become one citation. A well-quoted field loses its quotes, and a field
 * without quotes cannot hold a line break, so this is never a well-formed row.
 */
function runawayQuote(row: string[], lastLine: number): string | undefined {
  const field = row.find((value) => value.startsWith('"') && /[\r\n]/.test(value));
  if (field === undefined) return undefined;
  const firstLine = lastLine - (field.match(/\r\n|\r|\n/g)?.length ?? 0);
  return `the quoted field that starts on line ${String(firstLine)} runs on over the next lines (a quote inside a quoted field must be written twice: "")`;
}

const LINE_BREAKS = /\r\n|\r|\n/g;

/**
 * Feeds each row to `reader` as the parser produces it, with the line it starts on (a quoted field may hold
 * line breaks, so rows and lines part ways); settles once the parser has finished or failed.
 */
function feedRows(utf8: Readable, parser: Parser, reader: TableCitationReader, format: FileFormat): Promise<void> {
  let line = 1;
  return new Promise((resolve, reject) => {
    pipeline(utf8, parser, (error) => (error ? reject(error) : resolve()));
    parser.on('data', ({ record: row, raw }: { record: string[]; raw: string }) => {
      try {
        const runaway = runawayQuote(row, parser.info.lines);
        if (runaway) throw unreadableError(format, runaway);
        reader.add(row, line);
        line += raw.match(LINE_BREAKS)?.length ?? 0;
      } catch (error) {
        parser.destroy(error as Error);
      }
    });
  });
}

/** Rows become citations as the parser produces them, so the file is never held whole as rows or text. */
async function parseRows(utf8: Readable, delimiter: Delimiter, format: FileFormat): Promise<CitationCollection> {
  const reader = new TableCitationReader();
  const parser = parse({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, raw: true });
  try {
    await feedRows(utf8, parser, reader, format);
  } catch (error) {
    if (error instanceof CsvError) throw unreadableError(format, parseReason(error));
    throw error;
  }
  return reader.finish();
}

/** CSV or TSV at `path`; `head` is the file's first bytes, enough to see its encoding and header line. */
export async function readDelimited(
  path: string,
  head: Uint8Array,
): Promise<CitationCollection & { format: FileFormat }> {
  const delimiter = sniffDelimiter(decodeText(head));
  const format = delimiter === '\t' ? 'tsv' : 'csv';
  return { format, ...(await streamText(path, head, (utf8) => parseRows(utf8, delimiter, format))) };
}
