/** A file's @string macros by lowercased name (BibTeX compares macro names without case). */
export type BibMacros = Map<string, string>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The macros BibTeX's styles predefine: `jan` .. `dec` become the month's name, as the standard styles print
 * them (the reader keeps no month, and a name reads right in any text field; a year is never taken from it).
 */
export function standardMacros(): BibMacros {
  return new Map(MONTHS.map((name) => [name.slice(0, 3).toLowerCase(), name]));
}

/**
 * A bare word in a value: a number is itself; a macro is its text. A macro the file never defines stays the
 * word as written: BibTeX would warn and print nothing, but a researcher reading the record would rather see
 * "jama" than a journal gone blank.
 */
export function expandWord(word: string, macros: BibMacros): string {
  if (/^\d+$/.test(word)) return word;
  return macros.get(word.toLowerCase()) ?? word;
}
