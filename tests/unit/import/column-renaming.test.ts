import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { mappingComplete, suggestedMapping } from '../../../src/shared/import/citation-columns.ts';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { readFileColumns, withRenamedColumns, type FileColumns } from '../../../src/web/lib/citation-file-columns.ts';
import { importError, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

/** What the browser would send for the file, read by the server's own reader. */
async function sentAndRead(file: File) {
  const found = await readFileColumns(file);
  if (!('table' in found)) throw new Error(`no columns read: ${JSON.stringify(found)}`);
  const mapping = suggestedMapping(found.table.columns);
  const sent = await withRenamedColumns(file, found.table, mapping);
  return readCitationFile(scratch(sent.name, new Uint8Array(await sent.arrayBuffer())), sent.name);
}

function workbook(sheets: Record<string, string[][]>, bookType: 'xlsx' | 'biff8' = 'xlsx'): ArrayBuffer {
  const book = utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) utils.book_append_sheet(book, utils.aoa_to_sheet(rows), name);
  return write(book, { type: 'array', bookType }) as ArrayBuffer;
}

const tableOf = (found: FileColumns) => ('table' in found ? found.table.columns : undefined);

describe('the columns the browser reads before upload', () => {
  it('are what the server would take as the header: quoted names, blank lines above, semicolons', async () => {
    const file = new File(['\n\n"Article Title";"Source; Title";Abstract\r\nA;B;C\r\n'], 'wos.csv');
    expect(tableOf(await readFileColumns(file))).toEqual(['Article Title', 'Source; Title', 'Abstract']);
  });

  it('are not asked of a RIS export saved as .txt', async () => {
    expect(await readFileColumns(new File(['TY  - JOUR\nTI  - A\nER  -\n'], 'export.txt'))).toEqual({ records: true });
  });

  it('are not asked of a Web of Science plain-text export', async () => {
    const text = '\uFEFFFN Clarivate Analytics Web of Science\r\nVR 1.0\r\nPT J\r\nTI A\r\nER\r\n\r\nEF\r\n';
    expect(await readFileColumns(new File([text], 'savedrecs.txt'))).toEqual({ records: true });
  });

  it('come from the first sheet of a workbook that has them, after a sheet of notes', async () => {
    const file = new File(
      [
        workbook({
          Notes: [['Exported from Scopus']],
          Refs: [
            ['Title', 'Abstract'],
            ['A study', 'An abstract'],
          ],
        }),
      ],
      'scopus.xlsx',
    );
    expect(tableOf(await readFileColumns(file))).toEqual(['Title', 'Abstract']);
  });

  it('say a workbook that is not one is not', async () => {
    expect(await readFileColumns(new File(['title,abstract\na,b\n'], 'renamed.xlsx'))).toEqual({
      problem: 'The file could not be read as an Excel workbook (.xlsx): it is not an Excel workbook',
    });
  });

  it('say a workbook saved under a .csv name is one, as the server does, instead of offering its bytes as columns', async () => {
    const bytes = new Uint8Array(
      workbook({
        Refs: [
          ['Title', 'Abstract'],
          ['A study', 'An abstract'],
        ],
      }),
    );
    const found = await readFileColumns(new File([bytes], 'scopus.csv'));
    const problem =
      'The file could not be read as CSV: it contains binary data, not text. It looks like an Excel workbook, which is read when its name ends in .xlsx or .xls';
    expect(found).toEqual({ problem });
    expect((await importError(readCitationFile(scratch('scopus.csv', bytes), 'scopus.csv'))).message).toBe(problem);
  });

  it('say any other binary file is not text, whatever text-file name it has', async () => {
    const pdfLike = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), 0, 1, 2, 3, 0xff, 0, 0x10, 0x11]);
    expect(await readFileColumns(new File([pdfLike], 'export.txt'))).toEqual({
      problem: 'The file could not be read as CSV: it contains binary data, not text',
    });
    expect(await readFileColumns(new File([pdfLike], 'export.ris'))).toEqual({
      problem: 'The file could not be read as RIS: it contains binary data, not text',
    });
  });
});

describe('a file sent with its columns renamed', () => {
  it('is refused by the server as it was, and read once renamed (Scopus CSV)', async () => {
    const body = 'Authors,Title,Source title,Abstract\nLee K,Statins and stroke,Stroke,A trial of statins.\n';
    const original = await importError(readCitationFile(scratch('scopus.csv', body), 'scopus.csv'));
    expect(original.kind).toBe('columns');
    const { citations } = await sentAndRead(new File([body], 'scopus.csv'));
    expect(citations).toEqual([
      { title: 'Statins and stroke', abstract: 'A trial of statins.', authors: 'Lee K', journal: 'Stroke' },
    ]);
  });

  it('keeps Windows-1252 text as the author saved it', async () => {
    const ascii = (text: string) => [...new TextEncoder().encode(text)];
    const bytes = new Uint8Array([
      ...ascii('Title,Abstract\nCaf'),
      0xe9,
      ...ascii(' study,Na'),
      0xef,
      ...ascii('ve\n'),
    ]);
    const { citations } = await sentAndRead(new File([bytes], 'excel.csv'));
    expect(citations[0]).toMatchObject({ title: 'Café study', abstract: 'Naïve' });
  });

  it('renames a column already called "title" aside when the user chose another one', async () => {
    const file = new File(['title,Article Title,Abstract\nshort,The full title,An abstract\n'], 'both.csv');
    const found = await readFileColumns(file);
    const table = 'table' in found ? found.table : undefined;
    const sent = await withRenamedColumns(file, table, { title: 1, abstract: 2 });
    expect(await sent.text()).toBe('title (not used),title,abstract\nshort,The full title,An abstract\n');
  });

  it.each([
    ['xlsx', 'xlsx'],
    ['xls', 'biff8'],
  ] as const)(
    'is an Excel workbook (.%s) the server reads, with the other sheets and rows as they were',
    async (extension, bookType) => {
      const rows = [
        ['Document Title', 'Abstract', 'Year'],
        ['Statins and stroke', 'A trial of statins.', '2020'],
        ['', '', ''],
        ['Aspirin', 'Another trial.', '2021'],
      ];
      const file = new File([workbook({ Notes: [['notes only']], IEEE: rows }, bookType)], `ieee.${extension}`);
      const { citations, skipped } = await sentAndRead(file);
      expect(citations.map((c) => [c.title, c.year])).toEqual([
        ['Statins and stroke', 2020],
        ['Aspirin', 2021],
      ]);
      expect(skipped).toEqual([]);
    },
  );
});

describe('the names common exports give the columns', () => {
  it.each([
    [['Title', 'Abstract'], { title: 0, abstract: 1 }],
    [['Article Title', 'Source Title', 'Abstract'], { title: 0, abstract: 2 }],
    [['Document Title', 'Abstract'], { title: 0, abstract: 1 }],
    [['PT', 'TI', 'AB'], { title: 1, abstract: 2 }],
    [['Item Type', 'Title', 'Abstract Note'], { title: 1, abstract: 2 }],
    [['primary_title', 'abstract'], { title: 0, abstract: 1 }],
  ])('%j are found', (header, mapping) => {
    expect(suggestedMapping(header)).toEqual(mapping);
  });

  it('never take the journal ("Source title") for the title', () => {
    const mapping = suggestedMapping(['Source title', 'Abstract']);
    expect(mapping.title).toBeUndefined();
    expect(mappingComplete(mapping)).toBe(false);
  });
});
