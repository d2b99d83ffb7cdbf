import type ExcelJS from 'exceljs';

/** The most characters an Excel cell holds: a workbook with a longer cell opens with a repair prompt. */
export const EXCEL_CELL_MAX = 32_767;

const cutNote = (left: number) => `… [cut: ${left} more characters; the CSV export holds the whole text]`;

/**
 * Text that fits an Excel cell: longer text is cut and ends with a note of how much was left out (never in
 * the middle of a character written as two UTF-16 units). The CSV and RIS exports keep the whole text.
 */
export function excelText(text: string): string {
  if (text.length <= EXCEL_CELL_MAX) return text;
  // The note for text.length characters left out is at least as long as the one written.
  let keep = EXCEL_CELL_MAX - cutNote(text.length).length;
  if (/[\uD800-\uDBFF]/.test(text.charAt(keep - 1))) keep -= 1;
  return text.slice(0, keep) + cutNote(text.length - keep);
}

/** Writes a row, every text cell fitted to Excel's limit. */
export function addRow(sheet: ExcelJS.Worksheet, values: Record<string, unknown>): void {
  const fitted = Object.entries(values).map(([key, value]) => [
    key,
    typeof value === 'string' ? excelText(value) : value,
  ]);
  sheet.addRow(Object.fromEntries(fitted)).commit();
}
