import { columnRenames, type ColumnMapping } from '../../shared/import/citation-columns.ts';
import { headerRecord, renameHeaderColumns, sniffDelimiter } from '../../shared/import/delimited-header.ts';
import {
  binaryReason,
  extensionOf,
  isSpreadsheetExtension,
  spreadsheetKindOf,
  textKindOf,
  unreadableText,
  type SpreadsheetKind,
} from '../../shared/import/file-kind.ts';
import { decodeHead, decodeText, looksBinary } from '../../shared/import/text-decoding.ts';
import { fileMessages } from '../../shared/messages.ts';
import { readSheetHeader, renameSheetColumns, type SheetHeader } from './spreadsheet-columns.ts';

/** As much of a text file as the server reads to tell its kind and find its header line. */
const HEAD_BYTES = 64 * 1024;

/** The columns of a CSV, TSV or Excel file, read before upload. */
export type FileTable = { kind: 'delimited'; columns: string[] } | ({ kind: SpreadsheetKind } & SheetHeader);

/** What the browser learns from a file: its columns, that it is a record format with none to check, or why it cannot be imported. */
export type FileColumns = { table: FileTable } | { records: true } | { problem: string };

const notExcel = (kind: SpreadsheetKind) =>
  `The file could not be read as an Excel workbook (.${kind}): it is not an Excel workbook`;

async function delimitedColumns(file: File): Promise<FileColumns> {
  const whole = file.size <= HEAD_BYTES;
  const headBytes = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const head = decodeHead(headBytes);
  const kind = textKindOf(extensionOf(file.name), head);
  // The server's rule, said before upload: a binary file (often a workbook saved as .csv) is no text to read.
  if (looksBinary(head))
    return { problem: unreadableText(kind === 'delimited' ? 'csv' : kind, binaryReason(headBytes)) };
  if (kind !== 'delimited') return { records: true };
  const delimiter = sniffDelimiter(head);
  const header = headerRecord(head, delimiter, whole);
  // A header longer than the first 64 KB is left for the server to judge.
  if (!header) return whole ? { problem: fileMessages.empty } : { records: true };
  // Nothing under the header but delimiters and spaces: no citation, as the server would also say.
  if (whole && /^[\s,;\t"]*$/.test(head.slice(header.end))) return { problem: fileMessages.empty };
  return { table: { kind: 'delimited', columns: header.fields } };
}

async function spreadsheetColumns(file: File): Promise<FileColumns> {
  const bytes = await file.arrayBuffer();
  const kind = spreadsheetKindOf(new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength)));
  const extension = extensionOf(file.name) as SpreadsheetKind;
  if (!kind) return { problem: notExcel(extension) };
  try {
    const header = await readSheetHeader(bytes);
    if (!header || !header.hasRows) return { problem: fileMessages.empty };
    return { table: { kind, ...header } };
  } catch {
    return { problem: notExcel(kind) };
  }
}

/** The file's columns, or why it cannot be imported; record formats (RIS, PubMed, BibTeX, EndNote XML) have no columns to check. */
export function readFileColumns(file: File): Promise<FileColumns> {
  return isSpreadsheetExtension(extensionOf(file.name)) ? spreadsheetColumns(file) : delimitedColumns(file);
}

/**
 * The file as it is sent: with the chosen columns renamed to "title" and "abstract", so the server's
 * rule (exactly those names) holds; the file itself when nothing needs renaming. Delimited text is sent
 * as UTF-8, decoded by the server's own rules.
 */
export async function withRenamedColumns(
  file: File,
  table: FileTable | undefined,
  mapping: ColumnMapping | undefined,
): Promise<File> {
  if (!table || !mapping) return file;
  const renames = columnRenames(table.columns, mapping);
  if (renames.size === 0) return file;
  const bytes = await file.arrayBuffer();
  const body =
    table.kind === 'delimited'
      ? new TextEncoder().encode(renameHeaderColumns(decodeText(new Uint8Array(bytes)), renames))
      : await renameSheetColumns(bytes, table.kind, table, renames);
  return new File([body], file.name, { type: file.type, lastModified: file.lastModified });
}
