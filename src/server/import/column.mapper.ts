import { restoreFormula } from '../../shared/formula-guard.ts';
import { looseColumnName, REQUIRED_COLUMNS } from '../../shared/import/citation-columns.ts';
import { collectCitation, pageRange, type CitationCollection, type RawCitation } from './citation.normalizer.ts';
import { emptyFileError } from './import.errors.ts';
import { importMessages, type MissingColumn } from './import.messages.ts';
import { ImportError } from './types.ts';
import { ONLY_WITHOUT, OPTIONAL_COLUMNS, PACKED_CITATION, PAGE_PARTS } from './column-names.ts';

/** Each field's columns, in order of preference: a row takes the first that is not blank. */
type ColumnIndexes = Partial<Record<keyof RawCitation, number[]>>;

/** The columns of PAGE_PARTS a file has, for rows without pages. */
type PageIndexes = Partial<Record<keyof typeof PAGE_PARTS, number[]>>;

interface Columns {
  fields: ColumnIndexes;
  pages: PageIndexes;
  /** PubMed's "Citation" column, where the file has one. */
  citation: number[];
}

/** A sheet or delimited file split into its header and the rows under it; `headerAt` rows (blank) are above the header. */
interface Table {
  header: string[];
  rows: string[][];
  headerAt: number;
}

function isBlankRow(row: string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/** The first non-blank row is the header, so a spreadsheet may start lower down; undefined when all are blank. */
export function toTable(rows: string[][]): Table | undefined {
  const headerAt = rows.findIndex((row) => !isBlankRow(row));
  if (headerAt === -1) return undefined;
  return { header: rows[headerAt] ?? [], rows: rows.slice(headerAt + 1), headerAt };
}

function missingColumns(header: string[]): MissingColumn[] {
  return REQUIRED_COLUMNS.filter((name) => !header.includes(name)).map((name) => ({
    name,
    lookalike: header.find((column) => column.trim().toLowerCase() === name),
  }));
}

function hasRequiredColumns(table: Table): boolean {
  return missingColumns(table.header).length === 0;
}

/**
 * Where the header (its names made loose) has each of `names`, in their order, leaving out a name ONLY_WITHOUT
 * rules out in this header.
 */
function positions(loose: string[], names: readonly string[]): number[] {
  const at = (name: string) => loose.indexOf(looseColumnName(name));
  return names
    .filter((name) => !(ONLY_WITHOUT[name] ?? []).some((other) => at(other) !== -1))
    .map(at)
    .filter((i) => i !== -1);
}

/** The spec asks for exactly lowercase title and abstract; optional columns are matched loosely (looseColumnName). */
function columnIndexes(header: string[]): Columns {
  const missing = missingColumns(header);
  if (missing.length > 0) {
    const found = header.filter((column) => column.trim() !== '');
    throw new ImportError('columns', importMessages.missingColumns(missing, found));
  }
  const fields: ColumnIndexes = { title: [header.indexOf('title')], abstract: [header.indexOf('abstract')] };
  const loose = header.map(looseColumnName);
  // A file may hold several of a field's columns, some empty (Covidence: an empty "Accession Number" beside
  // "Covidence #"): each row takes the first with a value.
  for (const [field, names] of Object.entries(OPTIONAL_COLUMNS)) {
    const at = positions(loose, names);
    if (at.length > 0) fields[field as keyof ColumnIndexes] = at;
  }
  const pages: PageIndexes = {};
  for (const [part, names] of Object.entries(PAGE_PARTS)) {
    const at = positions(loose, names);
    if (at.length > 0) pages[part as keyof PageIndexes] = at;
  }
  return { fields, pages, citation: positions(loose, PACKED_CITATION) };
}

/**
 * A cell's text with the apostrophe Screener's CSV and Excel exports put before a formula-like cell taken off,
 * so an exported project imported again has the titles, authors and abstracts it was exported with.
 */
function toRawCitation(row: string[], { fields: indexes, pages, citation }: Columns): RawCitation {
  const fields: RawCitation = {};
  for (const [field, columns] of Object.entries(indexes)) {
    const cell = row[columns.find((at) => (row[at] ?? '').trim() !== '') ?? columns[0]!];
    fields[field as keyof RawCitation] = cell === undefined ? undefined : restoreFormula(cell);
  }
  if ((fields.pages ?? '').trim() === '') fields.pages = pagesFromParts(row, pages) ?? fields.pages;
  const packed = citation.map((at) => row[at] ?? '').find((cell) => cell.trim() !== '');
  if (packed !== undefined) fillFromCitation(fields, packed);
  return fields;
}

/** ";volume(issue):pages." after the date in a PubMed citation; the issue may be missing. */
const VOLUME_ISSUE_PAGES = /;([^;:()]*)(?:\(([^)]*)\))?:(\S+?)\.(?:\s|$)/;

/** The volume, issue and pages a PubMed "Citation" holds, for each of them the row has no value for. */
function fillFromCitation(fields: RawCitation, packed: string): void {
  const [, volume, issue, pages] = VOLUME_ISSUE_PAGES.exec(packed) ?? [];
  const parts = { volume, issue, pages };
  for (const [field, value] of Object.entries(parts) as [keyof typeof parts, string | undefined][]) {
    if ((fields[field] ?? '').trim() === '' && value?.trim()) fields[field] = value.trim();
  }
}

function pagesFromParts(row: string[], parts: PageIndexes): string | undefined {
  const first = (columns: number[] = []) => columns.map((at) => (row[at] ?? '').trim()).find((cell) => cell !== '');
  return pageRange(first(parts.start), first(parts.end), first(parts.article));
}

/**
 * Turns rows, given one at a time as a parser reads them, into citations. The first non-blank row is
 * the header; rows are numbered from the first row under it, and blank rows keep their number but are
 * not records. A header without the required columns fails at once, before the rest is read.
 * Each row is also numbered as a spreadsheet shows it (the sheet's first row is 1, whatever it holds), after
 * `rowsAbove` rows the caller did not give.
 */
export class TableCitationReader {
  private indexes: Columns | undefined;
  private rowsUnderHeader = 0;
  private sheetRow: number;
  private readonly collection: CitationCollection = { citations: [], skipped: [] };

  constructor(rowsAbove = 0) {
    this.sheetRow = rowsAbove;
  }

  /** `line` is the line of a text file the row starts on, when the file is text. */
  add(row: string[], line?: number): void {
    this.sheetRow += 1;
    if (this.indexes === undefined) {
      if (!isBlankRow(row)) this.indexes = columnIndexes(row);
      return;
    }
    this.rowsUnderHeader += 1;
    if (isBlankRow(row)) return;
    const place = { ...(line === undefined ? {} : { line }), sheet_row: this.sheetRow };
    collectCitation(this.collection, { row: this.rowsUnderHeader, fields: toRawCitation(row, this.indexes), place });
  }

  finish(): CitationCollection {
    const { citations, skipped } = this.collection;
    if (citations.length + skipped.length === 0) throw emptyFileError();
    return this.collection;
  }
}

export function citationsFromTable(table: Table | undefined): CitationCollection {
  const reader = new TableCitationReader(table?.headerAt);
  if (table !== undefined) {
    reader.add(table.header);
    for (const row of table.rows) reader.add(row);
  }
  return reader.finish();
}

/**
 * Workbooks often carry notes or lookups in other sheets: use the first sheet that has the required columns.
 * Each sheet's rows start at its row 1, so that skipped rows are numbered as the spreadsheet shows them.
 */
export function citationsFromSheets(sheets: string[][][]): CitationCollection {
  const tables = sheets.map(toTable).filter((table) => table !== undefined);
  return citationsFromTable(tables.find(hasRequiredColumns) ?? tables[0]);
}
