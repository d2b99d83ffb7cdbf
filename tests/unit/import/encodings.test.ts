import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { STREAM_CHUNK_BYTES } from '../../../src/server/import/text.decoder.ts';
import { fixture, importError, readFixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

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
      {
        title: 'Depressionsbehandlung in der Primärversorgung',
        abstract: 'Übersichtsarbeit über 24 Studien.',
        authors: 'Groß T',
        year: 2019,
      },
    ]);
  });

  it('reads big-endian UTF-16 with a byte-order mark', async () => {
    const text = 'title,abstract\nÉtude pilote,Résumé\n';
    const littleEndian = Buffer.from(text, 'utf16le');
    const bytes = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(littleEndian.swap16())]);
    const path = scratch('utf16be.csv', bytes);
    expect((await readCitationFile(path, 'utf16be.csv')).citations).toEqual([
      { title: 'Étude pilote', abstract: 'Résumé' },
    ]);
  });

  it('does not mistake a UTF-8 byte-order mark for part of the first column name', async () => {
    const { citations } = await readFixture('bom.csv');
    expect(citations).toEqual([
      {
        title: 'Reporting quality of systematic reviews in nursing',
        abstract: 'We appraised 200 reviews against PRISMA 2020.',
        year: 2023,
      },
    ]);
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', async () => {
    const path = scratch(
      'latin.csv',
      Buffer.from('title,abstract\nCaf\xe9 culture \x96 a review,\x93Quoted\x94 text\n', 'latin1'),
    );
    expect((await readCitationFile(path, 'latin.csv')).citations).toEqual([
      { title: 'Café culture – a review', abstract: '“Quoted” text' },
    ]);
  });
});

describe('large files, read in chunks', () => {
  const CHUNK = STREAM_CHUNK_BYTES;
  const rowsOf = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i)).join('\n');

  it('goes back to Windows-1252 when the first byte that is not UTF-8 lies far into the file', async () => {
    const rows = Math.ceil(CHUNK / 20);
    const ascii = rowsOf(rows, (i) => `Trial ${i},Plain abstract ${i}`);
    const bytes = Buffer.concat([
      Buffer.from(`title,abstract\n${ascii}\n`),
      Buffer.from('Caf\xe9 \x93society\x94,Last\n', 'latin1'),
    ]);
    expect(bytes.indexOf(0xe9)).toBeGreaterThan(CHUNK);
    const { citations } = await readCitationFile(scratch('late-cp1252.csv', bytes), 'late-cp1252.csv');
    expect(citations).toHaveLength(rows + 1);
    expect(citations.at(-1)).toEqual({ title: 'Café “society”', abstract: 'Last' });
  });

  it('keeps a UTF-8 character split across two chunks as UTF-8', async () => {
    // Short rows up to the chunk's end, then a title whose é straddles it (a title can be 4,000 characters at most).
    let text = 'title,abstract\n';
    for (let i = 0; text.length < CHUNK - 3000; i++) text += `Trial ${i},Abstract ${i}\n`;
    const filler = 'x'.repeat(CHUNK - text.length - 1);
    const bytes = Buffer.from(`${text}${filler}é,straddles\nRésumé,Ünïcode\n`);
    expect(bytes[CHUNK - 1]).toBe(0xc3);
    const { citations } = await readCitationFile(scratch('straddle.csv', bytes), 'straddle.csv');
    expect(citations.slice(-2)).toEqual([
      { title: `${filler}é`, abstract: 'straddles' },
      { title: 'Résumé', abstract: 'Ünïcode' },
    ]);
  });

  it('drops a UTF-8 byte-order mark even when the text after it is Windows-1252', async () => {
    const bytes = Buffer.from('\xef\xbb\xbftitle,abstract\nNa\xefve \x96 study,Text\n', 'latin1');
    expect((await readCitationFile(scratch('bom-cp1252.csv', bytes), 'bom-cp1252.csv')).citations).toEqual([
      { title: 'Naïve – study', abstract: 'Text' },
    ]);
  });
});

describe('a CSV saved by Excel on Windows, in Windows-1252', () => {
  it('keeps its accents, curly quotes and en dashes', async () => {
    const { format, citations } = await readFixture('cp1252.csv');
    expect(format).toBe('csv');
    expect(citations).toEqual([
      {
        title: 'Café-based peer support – a pilot study',
        abstract: 'Participants’ views were “mostly positive” in Zürich and Köln.',
        authors: 'Müller K; Dupré A',
        year: 2018,
      },
      {
        title: 'Developing open source software: a community’s view',
        abstract: 'We still don’t know exactly what we do – and why.',
        authors: 'Hernández L',
        year: 2004,
      },
      {
        title: 'Übersicht: Qualität der Berichte',
        abstract: 'Reviews in the decade 1993–2002 were appraised; “gaps” remained.',
        authors: 'Groß T',
        year: 2003,
      },
    ]);
  });

  it('names its columns, decoded, when title and abstract are missing', async () => {
    const bytes = readFileSync(fixture('cp1252.csv'));
    const renamed = Buffer.concat([
      Buffer.from('Document Title,Abstract,Auteur\xe9s', 'latin1'),
      bytes.subarray('title,abstract,authors'.length),
    ]);
    const error = await importError(readCitationFile(scratch('renamed.csv', renamed), 'renamed.csv'));
    expect(error.kind).toBe('columns');
    expect(error.message).toContain('Columns found: Document Title, Abstract, Auteurés, year.');
    expect(error.message).toContain('Rename "Abstract" to "abstract".');
  });
});
