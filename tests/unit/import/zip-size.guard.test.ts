import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { declaredZipSizes, unpackingProblem } from '../../../src/server/import/zip-size.guard.ts';
import { deflatedMember, tinyWorkbook, workbookBomb, zipArchive } from '../../helpers/zip-files.ts';
import { importError, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();
const MB = 1024 * 1024;

describe('the sizes a zip declares', () => {
  it('are read from its central directory, member by member', () => {
    const zip = zipArchive([deflatedMember('a.txt', 'hello hello hello'), deflatedMember('b.txt', 'x'.repeat(1000))]);
    const members = declaredZipSizes(zip);
    expect(members?.map((m) => m.unpacked)).toEqual([17, 1000]);
    expect(members?.every((m) => m.packed > 0 && m.packed < 1000)).toBe(true);
  });

  it('are found behind an archive comment', () => {
    const zip = zipArchive([deflatedMember('a.txt', 'hello')]);
    const withComment = Buffer.concat([zip.subarray(0, zip.length - 2), Buffer.from([5, 0]), Buffer.from('notes')]);
    expect(declaredZipSizes(withComment)?.map((m) => m.unpacked)).toEqual([5]);
  });

  it('are unknown for bytes that are not a zip or lost their end', () => {
    expect(declaredZipSizes(Buffer.from('PK\x03\x04 not really a zip'))).toBeUndefined();
    expect(declaredZipSizes(new Uint8Array(0))).toBeUndefined();
    const zip = zipArchive([deflatedMember('a.txt', 'hello')]);
    expect(declaredZipSizes(zip.subarray(0, zip.length - 10))).toBeUndefined();
  });

  it('are accepted for a workbook of ordinary size and refused beyond 500 MB or an absurd packing ratio', () => {
    expect(unpackingProblem([{ packed: 5 * MB, unpacked: 60 * MB }])).toBeUndefined();
    expect(unpackingProblem([{ packed: 100, unpacked: 50_000 }])).toBeUndefined();
    expect(
      unpackingProblem([
        { packed: 40 * MB, unpacked: 300 * MB },
        { packed: 40 * MB, unpacked: 300 * MB },
      ]),
    ).toMatch(/over 500 MB/);
    expect(unpackingProblem([{ packed: 100_000, unpacked: 100 * MB }])).toMatch(/over 200 times its size/);
  });
});

describe('a workbook that is a zip bomb', () => {
  it('is refused before it is unpacked when it declares more than 500 MB', async () => {
    const bomb = workbookBomb(1, 600);
    expect(declaredZipSizes(bomb)?.reduce((n, m) => n + m.unpacked, 0)).toBeGreaterThan(500 * MB);
    const error = await importError(readCitationFile(scratch('bomb.xlsx', bomb), 'bomb.xlsx'));
    expect(error.message).toBe(
      'The file could not be read as an Excel workbook (.xlsx): it is too large once unpacked (over 500 MB)',
    );
  });

  it('is refused when it packs tens of megabytes into a few kilobytes, whatever its extension says', async () => {
    const bomb = workbookBomb(50);
    expect(bomb.length).toBeLessThan(100 * 1024);
    for (const name of ['bomb.xlsx', 'bomb.xls']) {
      const error = await importError(readCitationFile(scratch(name, bomb), name));
      expect(error.message).toMatch(/unpacks to over 200 times its size/);
    }
  });

  it('is refused as damaged when its headers understate what it unpacks to', async () => {
    const error = await importError(readCitationFile(scratch('liar.xlsx', workbookBomb(20, 1)), 'liar.xlsx'));
    expect(error.message).toMatch(/could not be read as an Excel workbook/);
  });

  it('is told apart from a small honest workbook built the same way, which is read', async () => {
    const { citations } = await readCitationFile(
      scratch('tiny.xlsx', tinyWorkbook([['A title', 'An abstract']])),
      'tiny.xlsx',
    );
    expect(citations).toEqual([{ title: 'A title', abstract: 'An abstract' }]);
  });
});
