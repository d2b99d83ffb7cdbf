import { open, readFile } from 'node:fs/promises';
import { readBibtex } from './bibtex.reader.ts';
import { readCochrane } from './cochrane.reader.ts';
import { collectCitations, type CitationCollection, type NumberedRecord } from './citation.normalizer.ts';
import { readDelimited } from './csv.reader.ts';
import { readEndnoteXml } from './endnote-xml.reader.ts';
import { readXlsx } from './excel.reader.ts';
import {
  binaryReason,
  extensionOf,
  isAcceptedExtension,
  isSpreadsheetExtension,
  spreadsheetKindOf,
  textKindOf,
  type SpreadsheetKind,
  type TextKind,
} from '../../shared/import/file-kind.ts';
import { emptyFileError, unreadableError } from './import.errors.ts';
import { importMessages } from './import.messages.ts';
import { readNbib } from './nbib.reader.ts';
import { readRis } from './ris.reader.ts';
import { decodeText, looksBinary } from '../../shared/import/text-decoding.ts';
import { ImportError, type ParsedFile } from './types.ts';
import { readWos } from './wos.reader.ts';
import { readXls } from './xls.reader.ts';

type FormatResult = Omit<ParsedFile, 'fileName'>;

/** Enough of the file's start to see its header line or first record. */
const HEAD_BYTES = 64 * 1024;

const RECORD_READERS: Record<
  Exclude<TextKind, 'delimited'>,
  { read: (text: string) => NumberedRecord[]; noRecords: string }
> = {
  ris: { read: readRis, noRecords: 'no records were found (each record starts with a "TY  - " line)' },
  nbib: { read: readNbib, noRecords: 'no records were found (each record starts with a "PMID- " line)' },
  bibtex: { read: readBibtex, noRecords: 'no entries such as @article{...} were found' },
  'endnote-xml': { read: readEndnoteXml, noRecords: 'no <record> elements were found in <xml><records>' },
  wos: { read: readWos, noRecords: 'no records were found (each record starts with a "PT " line)' },
  cochrane: {
    read: readCochrane,
    noRecords: 'no records were found (each record starts with a "Record #1 of …" line)',
  },
};

function readRecords(kind: Exclude<TextKind, 'delimited'>, text: string): FormatResult {
  const reader = RECORD_READERS[kind];
  const records = reader.read(text);
  if (records.length > 0) return { format: kind, ...collectCitations(records) };
  if (text.trim() === '') throw emptyFileError();
  throw unreadableError(kind, reader.noRecords);
}

async function readHead(path: string, length: number): Promise<Uint8Array> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(new Uint8Array(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** A delimited file is streamed through the parser; the record formats need their whole text, decoded once. */
async function readTextFile(path: string, extension: string): Promise<FormatResult> {
  const headBytes = await readHead(path, HEAD_BYTES);
  if (headBytes.length === 0) throw emptyFileError();
  const head = decodeText(headBytes);
  const kind = textKindOf(extension, head);
  if (looksBinary(head)) throw unreadableError(kind === 'delimited' ? 'csv' : kind, binaryReason(headBytes));
  return kind === 'delimited' ? readDelimited(path, headBytes) : readRecords(kind, decodeText(await readFile(path)));
}

/** Library failures on a damaged workbook say little a user can act on, so they get one plain reason. */
async function readWorkbook(kind: SpreadsheetKind, path: string): Promise<CitationCollection> {
  try {
    return kind === 'xlsx' ? await readXlsx(path) : readXls(await readFile(path));
  } catch (error) {
    if (error instanceof ImportError) throw error;
    const locked = error instanceof Error && /password/i.test(error.message);
    throw unreadableError(
      kind,
      locked ? 'the workbook is password-protected' : 'the workbook is damaged or is not an Excel file',
    );
  }
}

/** A renamed workbook is read by what its bytes are, not by its extension. */
async function readSpreadsheet(path: string, extension: SpreadsheetKind): Promise<FormatResult> {
  const head = await readHead(path, 8);
  if (head.length === 0) throw emptyFileError();
  const kind = spreadsheetKindOf(head);
  if (kind === undefined) throw unreadableError(extension, 'it is not an Excel workbook');
  return { format: kind, ...(await readWorkbook(kind, path)) };
}

/**
 * Reads an uploaded citation file. `path` is where the upload was stored; `fileName` is the user's
 * own name for it, whose extension (never the MIME type) picks the reader together with the content.
 * Throws ImportError, carrying `fileName`, with a message fit to show the user.
 */
export async function readCitationFile(path: string, fileName: string): Promise<ParsedFile> {
  const extension = extensionOf(fileName);
  if (!isAcceptedExtension(extension)) throw new ImportError('unsupported', importMessages.unsupported, fileName);
  try {
    const { format, citations, skipped } = isSpreadsheetExtension(extension)
      ? await readSpreadsheet(path, extension)
      : await readTextFile(path, extension);
    return { fileName, format, citations, skipped };
  } catch (error) {
    if (error instanceof ImportError) throw new ImportError(error.kind, error.message, fileName);
    throw error;
  }
}
