import { readFileSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { fixture, importError, readFixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

async function workbookFile(name: string, sheets: Record<string, unknown[][]>): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  for (const [sheetName, rows] of Object.entries(sheets)) workbook.addWorksheet(sheetName).addRows(rows);
  return scratch(name, new Uint8Array(await workbook.xlsx.writeBuffer()));
}

describe('an .xlsx workbook', () => {
  it('is read from the first sheet that has the required columns, past a notes sheet', async () => {
    const { format, citations, skipped } = await readFixture('citations.xlsx');
    expect(format).toBe('xlsx');
    expect(citations.map((c) => c.title)).toEqual([
      'Risk of bias in randomised trials: RoB 2',
      'GRADE guidelines: rating the certainty of evidence',
    ]);
    expect(skipped).toEqual([{ row: 2, reason: 'Missing title', sheet_row: 3 }]);
  });

  it('gives rich text, hyperlinks and formulas as the text shown in their cells', async () => {
    const { citations } = await readFixture('citations.xlsx');
    expect(citations[0]).toEqual({
      title: 'Risk of bias in randomised trials: RoB 2',
      abstract: 'RoB 2 is the recommended tool for assessing risk of bias in randomised trials.',
      authors: 'Sterne JAC; Savović J',
      year: 2019,
      doi: '10.1000/bmj.2019.l4898',
      url: 'https://example.org/rob2',
    });
    expect(citations[1]).toMatchObject({ abstract: '', year: 2011 });
  });

  it('without the required columns on any sheet gets the columns message for its first sheet', async () => {
    const path = await workbookFile('no-columns.xlsx', {
      References: [
        ['Title', 'Abstract', 'Year'],
        ['A study', 'An abstract', 2020],
      ],
      Lookup: [['code', 'meaning']],
    });
    const error = await importError(readCitationFile(path, 'no-columns.xlsx'));
    expect(error.kind).toBe('columns');
    expect(error.message).toContain(
      'Columns found: Title, Abstract, Year. Rename "Title" to "title" and "Abstract" to "abstract".',
    );
  });

  it('names a skipped row by the row number Excel shows, also when the header is not in row 1', async () => {
    const path = await workbookFile('low.xlsx', {
      Sheet1: [[], [], [], ['title', 'abstract'], ['A study', 'One'], ['', 'Two']],
    });
    expect((await readCitationFile(path, 'low.xlsx')).skipped).toEqual([
      { row: 2, reason: 'Missing title', sheet_row: 6 },
    ]);
  });

  it('with a header row and nothing under it is empty', async () => {
    const path = await workbookFile('header-only.xlsx', { Sheet1: [['title', 'abstract']] });
    const error = await importError(readCitationFile(path, 'header-only.xlsx'));
    expect(error.kind).toBe('empty');
  });

  it("takes off the apostrophe Screener's workbook puts before a formula-like cell, and only that", async () => {
    const path = await workbookFile('screener-export.xlsx', {
      'Ranked citations': [
        ['title', 'abstract', 'authors'],
        ["'=Total cost", "'-2 mg", "'@Smith J"],
        ["'Omics' trials", "'Quoted'", "O'Brien P"],
      ],
    });
    const { citations } = await readCitationFile(path, 'screener-export.xlsx');
    expect(citations).toEqual([
      { title: '=Total cost', abstract: '-2 mg', authors: '@Smith J' },
      { title: "'Omics' trials", abstract: "'Quoted'", authors: "O'Brien P" },
    ]);
  });

  it('that is damaged cannot be read, and says so without technical detail', async () => {
    const path = scratch('damaged.xlsx', readFileSync(fixture('citations.xlsx')).subarray(0, 400));
    const error = await importError(readCitationFile(path, 'damaged.xlsx'));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toBe(
      'The file could not be read as an Excel workbook (.xlsx): the workbook is damaged or is not an Excel file',
    );
  });

  it('that has no sheet, like another zipped document, cannot be read', async () => {
    const workbook = new ExcelJS.Workbook();
    const path = scratch('no-sheets.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
    const error = await importError(readCitationFile(path, 'no-sheets.xlsx'));
    expect(error.message).toBe(
      'The file could not be read as an Excel workbook (.xlsx): it is a zip archive but not an Excel workbook',
    );
  });

  it('that is not a workbook at all cannot be read', async () => {
    const error = await importError(readFixture('notes.pdf', 'report.xlsx'));
    expect(error.message).toBe('The file could not be read as an Excel workbook (.xlsx): it is not an Excel workbook');
  });
});

describe('a legacy .xls workbook', () => {
  it('gives each row its fields, numbers as text where the field is text', async () => {
    const { format, citations, skipped } = await readFixture('citations.xls');
    expect(format).toBe('xls');
    expect(citations[1]).toEqual({
      title: 'Café-based interventions for loneliness: a systematic review',
      abstract: 'Social prescribing in cafés reduced loneliness scores.',
      authors: 'Søndergaard L',
      year: 2021,
      journal: 'Health & Social Care in the Community',
      volume: '29',
      issue: '3',
      pages: '601-612',
    });
    expect(skipped).toEqual([{ row: 2, reason: 'Missing title', sheet_row: 3 }]);
  });
});

describe('a workbook with the wrong extension', () => {
  it('names a skipped row by the row number Excel shows when the sheet starts lower down', async () => {
    const sheet = utils.sheet_add_aoa(
      utils.aoa_to_sheet([]),
      [
        ['title', 'abstract'],
        ['A study', 'One'],
        ['', 'Two'],
      ],
      { origin: 'A3' },
    );
    const book = utils.book_new(sheet, 'Sheet1');
    const path = scratch('low.xls', write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    expect((await readCitationFile(path, 'low.xls')).skipped).toEqual([
      { row: 2, reason: 'Missing title', sheet_row: 5 },
    ]);
  });

  it('is read by what its bytes are: an .xlsx named .xls', async () => {
    const { format, citations } = await readFixture('citations.xlsx', 'renamed.xls');
    expect(format).toBe('xlsx');
    expect(citations).toHaveLength(2);
  });

  it('is read by what its bytes are: an .xls named .xlsx', async () => {
    const { format, citations } = await readFixture('citations.xls', 'renamed.xlsx');
    expect(format).toBe('xls');
    expect(citations[0]?.title).toBe('Interventions for smoking cessation in hospitalised patients');
  });
});
