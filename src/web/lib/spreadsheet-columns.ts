import type { WorkBook, WorkSheet } from '@e965/xlsx';
import { exactColumns, mappingComplete, suggestedMapping } from '../../shared/import/citation-columns.ts';
import type { SpreadsheetKind } from '../../shared/import/file-kind.ts';

/**
 * Excel headers read in the browser with SheetJS, the library the server reads .xls with. It is loaded
 * only when an Excel file is picked, so the rest of the app does not carry it.
 */
const sheetJs = () => import('@e965/xlsx');

/** Enough rows to find a header that starts lower down and to see whether any row follows it. */
const HEAD_ROWS = 50;

export interface SheetHeader {
  sheet: string;
  columns: string[];
  /** Where the header is in the sheet (0-based), for renaming its cells. */
  row: number;
  firstColumn: number;
  hasRows: boolean;
}

const blank = (row: unknown[]) => row.every((cell) => String(cell ?? '').trim() === '');

async function sheetHeader(sheet: string, worksheet: WorkSheet): Promise<SheetHeader | undefined> {
  const { utils } = await sheetJs();
  const rows = utils.sheet_to_json<unknown[]>(worksheet, { header: 1, raw: false, blankrows: true, defval: '' });
  const at = rows.findIndex((row) => !blank(row));
  if (at === -1) return undefined;
  const range = utils.decode_range(worksheet['!ref'] ?? 'A1');
  return {
    sheet,
    columns: rows[at]!.map((cell) => String(cell ?? '')),
    row: range.s.r + at,
    firstColumn: range.s.c,
    hasRows: rows.slice(at + 1).some((row) => !blank(row)),
  };
}

/**
 * The sheet the server would read (the first with the exact columns), else the first whose columns a
 * renaming can fix, else the first that has anything in it.
 */
function chooseSheet(headers: SheetHeader[]): SheetHeader | undefined {
  const exact = headers.find((h) => mappingComplete(exactColumns(h.columns)));
  return exact ?? headers.find((h) => mappingComplete(suggestedMapping(h.columns))) ?? headers[0];
}

async function sheetHeaders(workbook: WorkBook): Promise<SheetHeader[]> {
  const headers: SheetHeader[] = [];
  for (const name of workbook.SheetNames) {
    const header = await sheetHeader(name, workbook.Sheets[name]!);
    if (header) headers.push(header);
  }
  return headers;
}

/** The header of the sheet a workbook's citations come from; undefined when every sheet is blank. */
export async function readSheetHeader(bytes: ArrayBuffer): Promise<SheetHeader | undefined> {
  const { read } = await sheetJs();
  return chooseSheet(await sheetHeaders(read(bytes, { type: 'array', sheetRows: HEAD_ROWS })));
}

/** The workbook with the header cells of one sheet renamed, written again in its own format. */
export async function renameSheetColumns(
  bytes: ArrayBuffer,
  kind: SpreadsheetKind,
  header: SheetHeader,
  renames: ReadonlyMap<number, string>,
): Promise<ArrayBuffer> {
  const { read, write, utils } = await sheetJs();
  const workbook = read(bytes, { type: 'array' });
  const sheet = workbook.Sheets[header.sheet]!;
  for (const [column, name] of renames)
    sheet[utils.encode_cell({ r: header.row, c: header.firstColumn + column })] = { t: 's', v: name };
  return write(workbook, { type: 'array', bookType: kind === 'xls' ? 'biff8' : 'xlsx' }) as ArrayBuffer;
}
