/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so an exported title such as "=HYPERLINK(...)" stays text (CSV/formula injection).
 */
export function neutralizeFormula(value: string | null | undefined): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
