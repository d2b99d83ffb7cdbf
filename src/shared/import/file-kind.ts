/** Which reader a citation file needs, from its name and first bytes: shared by the server's import and the browser's check. */

/** Whether text is RIS, judged from the start of a .txt export. */
export function looksLikeRis(head: string): boolean {
  return /^TY {1,2}- /m.test(head);
}

/** Whether text is a MEDLINE export, judged from the start of a .txt file. */
export function looksLikeNbib(head: string): boolean {
  return /^\s*PMID- /.test(head);
}

/**
 * Whether text is Web of Science's plain-text export ("FN Clarivate Analytics Web of Science", "VR 1.0", then
 * records from "PT J"), judged from the start of a .txt file.
 */
export function looksLikeWos(head: string): boolean {
  return /^\s*(?:FN |PT [A-Z]\r?\n)/.test(head);
}

/**
 * Whether text is the Cochrane Library's plain-text export ("Record #1 of 25", then "ID: CN-…", "AU: …",
 * "TI: …" lines), judged from the start of a .txt file.
 */
export function looksLikeCochrane(head: string): boolean {
  return /^\s*Record #\d+ of \d+\s*\r?\n\s*[A-Z]{2,3}: /m.test(head) || /^ID: CN-\d+\s*$/m.test(head);
}

/** How the bytes of a text file are to be read; CSV and TSV are told apart later, by the delimiter. */
export type TextKind = 'delimited' | 'ris' | 'nbib' | 'bibtex' | 'endnote-xml' | 'wos' | 'cochrane';
export type SpreadsheetKind = 'xlsx' | 'xls';

const TEXT_EXTENSIONS = new Map<string, TextKind | 'txt'>([
  ['csv', 'delimited'],
  ['tsv', 'delimited'],
  ['txt', 'txt'],
  ['ris', 'ris'],
  ['nbib', 'nbib'],
  ['bib', 'bibtex'],
  ['xml', 'endnote-xml'],
]);

const SPREADSHEET_EXTENSIONS = new Set<string>(['xlsx', 'xls']);

/** The lowercased extension of the user's file name, '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isSpreadsheetExtension(extension: string): extension is SpreadsheetKind {
  return SPREADSHEET_EXTENSIONS.has(extension);
}

export function isAcceptedExtension(extension: string): boolean {
  return isSpreadsheetExtension(extension) || TEXT_EXTENSIONS.has(extension);
}

/** .txt is what PubMed, Web of Science and many databases call their exports, so its content decides. */
export function textKindOf(extension: string, head: string): TextKind {
  const kind = TEXT_EXTENSIONS.get(extension) ?? 'txt';
  if (kind !== 'txt') return kind;
  if (looksLikeNbib(head)) return 'nbib';
  if (looksLikeWos(head)) return 'wos';
  if (looksLikeRis(head)) return 'ris';
  if (looksLikeCochrane(head)) return 'cochrane';
  return 'delimited';
}

/**
 * The workbook format its first bytes show, whatever the extension says: .xlsx is a zip ("PK\x03\x04"),
 * .xls a compound document (D0 CF 11 E0). Undefined for anything else.
 */
export function spreadsheetKindOf(head: Uint8Array): SpreadsheetKind | undefined {
  const starts = (magic: number[]) => magic.every((byte, i) => head[i] === byte);
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (starts([0xd0, 0xcf, 0x11, 0xe0])) return 'xls';
  return undefined;
}

/** Formats whose files hold numbered records (RIS, PubMed, BibTeX, EndNote, Web of Science, Cochrane) rather than rows of a table. */
const RECORD_FORMATS = new Set(['ris', 'nbib', 'bibtex', 'endnote-xml', 'wos', 'cochrane']);

/** What one entry of a file in `format` is called when telling the user about it. */
export const entryUnit = (format: string): 'row' | 'record' => (RECORD_FORMATS.has(format) ? 'record' : 'row');

/** What the import reads a file as: the text kinds with CSV and TSV told apart, and the two workbook formats. */
export type FileFormat =
  'csv' | 'tsv' | 'xlsx' | 'xls' | 'ris' | 'nbib' | 'bibtex' | 'endnote-xml' | 'wos' | 'cochrane';

/** How a format is named to the user when its file cannot be read. */
const FORMAT_NAMES: Record<FileFormat, string> = {
  csv: 'CSV',
  tsv: 'TSV',
  xlsx: 'an Excel workbook (.xlsx)',
  xls: 'an Excel workbook (.xls)',
  ris: 'RIS',
  nbib: 'PubMed (MEDLINE)',
  bibtex: 'BibTeX',
  'endnote-xml': 'EndNote XML',
  wos: 'Web of Science plain text',
  cochrane: 'Cochrane Library plain text',
};

/** Why a file cannot be imported, said the same by the server and by the browser's check before upload. */
export function unreadableText(format: FileFormat, reason: string): string {
  return `The file could not be read as ${FORMAT_NAMES[format]}: ${reason}`;
}

/**
 * The reason given for a text file that holds binary data. A workbook saved under a text file's name
 * (Excel's bytes with a .csv ending) is the common case, and renaming it back is what reads it.
 */
export function binaryReason(head: Uint8Array): string {
  const reason = 'it contains binary data, not text';
  return spreadsheetKindOf(head)
    ? `${reason}. It looks like an Excel workbook, which is read when its name ends in .xlsx or .xls`
    : reason;
}
