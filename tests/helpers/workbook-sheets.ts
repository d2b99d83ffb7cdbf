import ExcelJS from 'exceljs';

/** A sheet's rows as objects by header, from the second row on. */
export function rowsOf(sheet: ExcelJS.Worksheet) {
  // Excel's columns count from 1: the values of a row hold nothing at 0.
  const header = Array.from(sheet.getRow(1).values as unknown[], String).slice(1);
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value ?? ''])));
  });
  return { header, rows };
}

/** A downloaded workbook, and its Summary sheet as a map from each line's name to its value. */
export async function workbookOf(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const summary = new Map<unknown, unknown>();
  book.getWorksheet('Summary')!.eachRow((row) => summary.set(row.getCell(1).value, row.getCell(2).value));
  return { book, summary };
}
