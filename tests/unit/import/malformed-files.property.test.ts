import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { ImportError } from '../../../src/server/import/types.ts';
import {
  extension,
  falseUtf16,
  formatText,
  invalidUtf8,
  textExtension,
  hugeField,
  withNuls,
} from '../../helpers/malformed-files.ts';
import { fixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

/** Fixed so that a failure seen once is seen again; fast-check prints the counterexample and its path. */
const SEED = 20261123;
const RUNS = 100;
const SLOW_RUNS = 4;
/** A reader that takes this long on a few kilobytes has looped or backtracked, which is a hang to a user. */
const PER_FILE_MS = 5_000;

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

describe('a malformed upload', () => {
  it('of arbitrary bytes under any accepted extension is read or refused with a message', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), extension, readsOrRefuses), {
      seed: SEED,
      numRuns: RUNS,
    });
  });

  it('made of half-finished CSV, RIS, MEDLINE, BibTeX and XML syntax is read or refused with a message', async () => {
    await fc.assert(fc.asyncProperty(formatText, textExtension, readsOrRefuses), { seed: SEED, numRuns: RUNS * 3 });
  });

  it('with invalid UTF-8 or a false byte-order mark is read or refused with a message', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(invalidUtf8, falseUtf16), textExtension, readsOrRefuses), {
      seed: SEED,
      numRuns: RUNS * 2,
    });
  });

  it('with NUL bytes among its text is refused as binary or read, never a crash', async () => {
    await fc.assert(fc.asyncProperty(withNuls, textExtension, readsOrRefuses), { seed: SEED, numRuns: RUNS });
  });

  it('with deeply nested quotes or braces is read or refused with a message', async () => {
    const nested = fc
      .tuple(
        fc.constantFrom('"', '""', '{', '}', '<record>', '<'),
        fc.integer({ min: 1_000, max: 50_000 }),
        textExtension,
      )
      .map(([piece, times, ext]) => [`title,abstract\n${piece.repeat(times)}`, ext] as const);
    await fc.assert(
      fc.asyncProperty(nested, ([content, ext]) => readsOrRefuses(content, ext)),
      { seed: SEED, numRuns: RUNS / 4 },
    );
  });

  it('with one huge field of 1 to 5 MB is read or refused with a message', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(hugeField, ([content, ext]) => readsOrRefuses(content, ext)),
      { seed: SEED, numRuns: SLOW_RUNS },
    );
  });
});

describe('a damaged workbook', () => {
  const workbooks = ['citations.xlsx', 'citations.xls'].map((name) => new Uint8Array(readFileSync(fixture(name))));

  /** A real workbook with bytes overwritten or cut off: the zip or compound document is damaged, not foreign. */
  const damaged = fc
    .tuple(
      fc.constantFrom(...workbooks),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }),
      fc.option(fc.nat()),
    )
    .map(([original, flips, cut]) => {
      const bytes = original.slice();
      for (const [at, value] of flips) bytes[at % bytes.length] = value;
      return cut === null ? bytes : bytes.subarray(0, Math.max(8, cut % bytes.length));
    });

  /** A zip or compound-document signature followed by noise, so the workbook readers, not the sniffing, see it. */
  const signed = fc
    .tuple(
      fc.constantFrom([0x50, 0x4b, 0x03, 0x04], [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      fc.uint8Array({ maxLength: 2048 }),
    )
    .map(([magic, rest]) => new Uint8Array([...magic, ...rest]));

  it('with corrupted or truncated bytes is read or refused with a message', async () => {
    await fc.assert(fc.asyncProperty(damaged, fc.constantFrom('xlsx', 'xls'), readsOrRefuses), {
      seed: SEED,
      numRuns: RUNS,
    });
  });

  it('that is noise behind a workbook signature is refused with a message', async () => {
    await fc.assert(fc.asyncProperty(signed, fc.constantFrom('xlsx', 'xls'), readsOrRefuses), {
      seed: SEED,
      numRuns: RUNS,
    });
  });
});
