/** Web of Science's tab-delimited header ("savedrecs.txt"), TI and AB renamed as the upload dialog renames them. */
const WOS_TAGS = (
  'PT AU BA BE GP AF BF CA title SO SE BS LA DT CT CY CL SP HO DE ID abstract C1 C3 RP EM RI OI FU FP FX CR NR TC ' +
  'Z9 U1 U2 PU PI PA SN EI BN J9 JI PD PY VL IS PN SU SI MA BP EP AR DI DL D2 EA PG WC WE SC GA PM OA HC HP DA UT'
).split(' ');

/** A file as Web of Science writes it: a byte order mark, tabs, Windows line endings; empty cells where a record has no value. */
export function wosFile(records: Array<Record<string, string>>): string {
  const lines = [WOS_TAGS, ...records.map((r) => WOS_TAGS.map((tag) => r[tag] ?? ''))];
  return `\uFEFF${lines.map((cells) => cells.join('\t')).join('\r\n')}\r\n`;
}
