import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { importError, readFixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

/** A real export saved by Excel on Windows, in Windows-1252, with curly quotes and en dashes. */
const KITCHENHAM = '/work/shared/datasets/ranking/Kitchenham_cp1252.csv';

describe('text encodings', () => {
  it('reads UTF-16 with a byte-order mark, as Excel saves "Unicode text"', async () => {
    const { citations } = await readFixture('utf16.csv');
    expect(citations).toEqual([
      {
        title: 'Évaluation de la qualité des essais randomisés',
        abstract: 'Étude transversale de 150 essais publiés en 2019–2020.',
        authors: 'Lefèvre É; Núñez J',
        year: 2021,
      },
      { title: 'Depressionsbehandlung in der Primärversorgung', abstract: 'Übersichtsarbeit über 24 Studien.', authors: 'Groß T', year: 2019 },
    ]);
  });

  it('reads big-endian UTF-16 with a byte-order mark', async () => {
    const text = 'title,abstract\nÉtude pilote,Résumé\n';
    const littleEndian = Buffer.from(text, 'utf16le');
    const bytes = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(littleEndian.swap16())]);
    const path = scratch('utf16be.csv', bytes);
    expect((await readCitationFile(path, 'utf16be.csv')).citations).toEqual([{ title: 'Étude pilote', abstract: 'Résumé' }]);
  });

  it('does not mistake a UTF-8 byte-order mark for part of the first column name', async () => {
    const { citations } = await readFixture('bom.csv');
    expect(citations).toEqual([{ title: 'Reporting quality of systematic reviews in nursing', abstract: 'We appraised 200 reviews against PRISMA 2020.', year: 2023 }]);
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', async () => {
    const path = scratch('latin.csv', Buffer.from('title,abstract\nCaf\xe9 culture \x96 a review,\x93Quoted\x94 text\n', 'latin1'));
    expect((await readCitationFile(path, 'latin.csv')).citations).toEqual([{ title: 'Café culture – a review', abstract: '“Quoted” text' }]);
  });
});

describe('the Kitchenham export in Windows-1252', () => {
  it('is refused until its columns are renamed, naming the columns it has', async () => {
    const error = await importError(readCitationFile(KITCHENHAM, 'Kitchenham_cp1252.csv'));
    expect(error.kind).toBe('columns');
    expect(error.message).toBe(
      'Missing required columns: title, abstract. The file needs columns named exactly "title" and "abstract". ' +
        'Columns found: Document Title, Abstract, Year, PDF Link, Authors, Source, abs, label. Rename "Abstract" to "abstract".',
    );
  });

  it('keeps its curly apostrophes and en dashes once the columns are renamed', async () => {
    const bytes = readFileSync(KITCHENHAM);
    const renamed = Buffer.concat([Buffer.from('title,abstract'), bytes.subarray('Document Title,Abstract'.length)]);
    const { citations } = await readCitationFile(scratch('kitchenham.csv', renamed), 'kitchenham.csv');
    const openSource = citations.find((c) => c.title === 'Developing Open Source Software: A Community-Based Analysis of Research');
    expect(openSource?.abstract).toContain('we still don’t know exactly what we do');
    expect(citations.some((c) => c.abstract.includes('proceedings in the decade 1993–2002'))).toBe(true);
    expect(citations.some((c) => c.abstract.includes('\ufffd') || c.title.includes('\ufffd'))).toBe(false);
  });
});
