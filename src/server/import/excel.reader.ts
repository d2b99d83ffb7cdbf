import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { CitationCollection } from './citation.normalizer.ts';
import { citationsFromSheets } from './column.mapper.ts';
import { unreadableError } from './import.errors.ts';
import { plainCellText } from './spreadsheet-cell.helpers.ts';
import { declaredZipSizes, unpackingProblem } from './zip-size.guard.ts';

/** Rich text, hyperlinks and formulas arrive as objects; users expect the text they see in the cell. */
function cellText(value: ExcelJS.CellValue): string {
  if (typeof value !== 'object' || value === null || value instanceof Date) return plainCellText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  // A hyperlink's text is typed as a string but is rich text when the link is formatted.
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result);
  return '';
}

/** Row values from exceljs are 1-based and sparse; a missing row is blank. */
function sheetRows(worksheet: ExcelJS.Worksheet): string[][] {
  const rows = worksheet.getSheetValues();
  return Array.from({ length: Math.max(rows.length - 1, 0) }, (_, r) => {
    const values = rows[r + 1];
    return Array.isArray(values)
      ? Array.from({ length: Math.max(values.length - 1, 0) }, (_, c) => cellText(values[c + 1]))
      : [];
  });
}

/**
 * exceljs unpacks every member in memory with no limit, so a small zip bomb would take the server's
 * memory; the sizes its central directory declares are checked first. Sizes that lie are left to the
 * read-file worker's memory limit.
 */
function refuseZipBomb(bytes: Uint8Array): void {
  const members = declaredZipSizes(bytes);
  if (members === undefined) throw unreadableError('xlsx', 'the workbook is damaged or is not an Excel file');
  const problem = unpackingProblem(members);
  if (problem !== undefined) throw unreadableError('xlsx', problem);
}

/** exceljs's reader: the workbook is read from disk once into one model. */
export async function readXlsx(path: string): Promise<CitationCollection> {
  const bytes = await readFile(path);
  refuseZipBomb(bytes);
  const workbook = new ExcelJS.Workbook();
  // Typed as taking an ArrayBuffer, but exceljs's own readFile hands it a Node Buffer, as here.
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  // Excel cannot save a workbook without a sheet, so a zip without one is another kind of document.
  if (workbook.worksheets.length === 0) throw unreadableError('xlsx', 'it is a zip archive but not an Excel workbook');
  return citationsFromSheets(workbook.worksheets.map(sheetRows));
}
