/** What both spreadsheet libraries give for a plain cell. */
export type PlainCellValue = string | number | boolean | Date | null | undefined;

/** Dates become ISO days so a year column formatted as a date still yields its year. */
export function plainCellText(value: PlainCellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}
