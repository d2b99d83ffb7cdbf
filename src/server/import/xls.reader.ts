import { read, utils, type WorkSheet } from '@e965/xlsx';
import type { CitationCollection } from './citation.normalizer.ts';
import { citationsFromSheets } from './column.mapper.ts';
import { plainCellText, type PlainCellValue } from './spreadsheet-cell.helpers.ts';

/**
 * Raw values, not formatted text: "General" formatting would turn long numbers into 1.23E+12. The rows start
 * at the sheet's first row (its used range may start lower), so that their index is the row Excel shows.
 */
function sheetRows(sheet: WorkSheet): string[][] {
  const rows = utils.sheet_to_json<PlainCellValue[]>(sheet, { header: 1, raw: true, blankrows: true, defval: '' });
  const above = sheet['!ref'] ? utils.decode_range(sheet['!ref']).s.r : 0;
  return [...Array.from({ length: above }, () => []), ...rows.map((row) => Array.from(row, plainCellText))];
}

/** Legacy BIFF workbooks, which exceljs cannot open. */
export function readXls(bytes: Buffer): CitationCollection {
  const workbook = read(bytes, { type: 'buffer', cellDates: true, dense: true });
  return citationsFromSheets(
    workbook.SheetNames.map((name) => workbook.Sheets[name])
      .filter((sheet) => sheet !== undefined)
      .map(sheetRows),
  );
}
