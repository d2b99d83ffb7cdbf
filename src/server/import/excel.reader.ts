import ExcelJS from 'exceljs';
import type { CitationCollection } from './citation.normalizer.ts';
import { citationsFromSheets } from './column.mapper.ts';
import { unreadableError } from './import.errors.ts';
import { plainCellText } from './spreadsheet-cell.helpers.ts';

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
    return Array.isArray(values) ? Array.from({ length: Math.max(values.length - 1, 0) }, (_, c) => cellText(values[c + 1])) : [];
  });
}

/** exceljs's file reader: the workbook is read from disk once into one model. */
export async function readXlsx(path: string): Promise<CitationCollection> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  // Excel cannot save a workbook without a sheet, so a zip without one is another kind of document.
  if (workbook.worksheets.length === 0) throw unreadableError('xlsx', 'it is a zip archive but not an Excel workbook');
  return citationsFromSheets(workbook.worksheets.map(sheetRows));
}
