/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's list for CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** What the exports put before such a cell, so that a spreadsheet shows it as text. */
const GUARD = "'";

/**
 * Text that a spreadsheet would run as a formula gets a leading apostrophe, so an exported title such as
 * "=HYPERLINK(...)" stays text (CSV/formula injection). Every CSV and Excel export writes its cells through this.
 */
export function neutralizeFormula(value: string | null | undefined): string {
  if (!value) return '';
  return FORMULA_START.test(value) ? `${GUARD}${value}` : value;
}

/**
 * Undoes `neutralizeFormula` on import, so that Screener's own export read back gives the text it was made
 * from: an apostrophe followed by one of the guarded characters loses the apostrophe. Nothing else changes
 * ("'Omics' and screening" keeps its quote). A cell that really began with "'=" cannot be told apart.
 */
export function restoreFormula(value: string): string {
  return value.startsWith(GUARD) && FORMULA_START.test(value.slice(GUARD.length)) ? value.slice(GUARD.length) : value;
}
