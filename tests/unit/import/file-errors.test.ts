import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { fixture, importError, readFixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

/** The messages of a citation upload to an existing project, word for word. */
const UNSUPPORTED = 'Invalid file format. Please upload a CSV or Excel file (.csv, .xlsx, .xls).';
const EMPTY = 'File is empty. Please select a valid file with citation data.';

describe('a file of a type the import does not take', () => {
  it("is refused by its extension, with the spec's message", async () => {
    const error = await importError(readFixture('notes.pdf'));
    expect(error.kind).toBe('unsupported');
    expect(error.message).toBe(UNSUPPORTED);
    expect(error.fileName).toBe('notes.pdf');
  });

  it('is refused even when its content would be readable, and when it has no extension', async () => {
    expect((await importError(readFixture('citations.csv', 'citations.docx'))).kind).toBe('unsupported');
    expect((await importError(readFixture('citations.csv', 'citations'))).kind).toBe('unsupported');
  });

  it('is recognized whatever the case of its extension', async () => {
    expect((await readFixture('citations.csv', 'CITATIONS.CSV')).citations).toHaveLength(3);
  });
});

describe('an empty file', () => {
  it.each([
    ['has no bytes', 'empty.csv'],
    ['has only a header row', 'header-only.csv'],
  ])('is reported as empty when it %s', async (_, name) => {
    const error = await importError(readFixture(name));
    expect(error.kind).toBe('empty');
    expect(error.message).toBe(EMPTY);
    expect(error.fileName).toBe(name);
  });

  it.each([
    ['blank.csv', '\ufeff \r\n\t\n'],
    ['blank.ris', '\n\n  \n'],
    ['blank.bib', '   '],
    ['blank.xlsx', ''],
  ])('is reported as empty when %s holds only whitespace or a byte-order mark', async (name, content) => {
    const error = await importError(readCitationFile(scratch(name, content), name));
    expect(error.message).toBe(EMPTY);
  });
});

describe('a file that is not what its extension says', () => {
  it('is unreadable when a binary file is named .csv', async () => {
    const error = await importError(readFixture('not-really.csv'));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toBe('The file could not be read as CSV: it contains binary data, not text');
    expect(error.fileName).toBe('not-really.csv');
  });

  it('is unreadable when a binary file is named as a bibliographic export', async () => {
    const error = await importError(readCitationFile(fixture('not-really.csv'), 'pubmed.nbib'));
    expect(error.message).toBe('The file could not be read as PubMed (MEDLINE): it contains binary data, not text');
  });

  it('is unreadable when a text file holds no records of its format', async () => {
    const error = await importError(readFixture('citations.csv', 'library.ris'));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toBe(
      'The file could not be read as RIS: no records were found (each record starts with a "TY  - " line)',
    );
  });
});
