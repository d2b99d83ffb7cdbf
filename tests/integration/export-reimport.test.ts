import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/**
 * A database's RIS export with the cells a spreadsheet would take for formulas, and one that only starts with a
 * quote; a journal article, a conference paper and a letter (Scopus's document type in M3).
 */
const SEARCH_RIS = [
  'TY  - JOUR',
  'ID  - 40213',
  'TI  - -80 °C storage of serum samples and biomarker stability',
  'AU  - Okafor, Chidi',
  'AU  - Lindqvist, Eva',
  'PY  - 2021',
  'JO  - Clinical Chemistry',
  'VL  - 67',
  'IS  - 3',
  'SP  - 455',
  'EP  - 463',
  'DO  - 10.1000/clinchem.2021.455',
  'KW  - biobanking',
  'KW  - -80 °C',
  'AB  - +12% of samples lost stability after five years.',
  'ER  - ',
  'TY  - CPAPER',
  'ID  - 40214',
  'TI  - =SUM of the evidence: pooling adverse events across trials',
  'AU  - @Risk Collaboration',
  'PY  - 2019',
  'JO  - Trials',
  'AB  - -Background: adverse events are reported unevenly.',
  'UR  - https://example.org/trials/2019/88',
  'ER  - ',
  'TY  - JOUR',
  'ID  - 40215',
  "TI  - 'Choosing Wisely' recommendations in primary care: a scoping review",
  "AU  - O'Brien, Patrick",
  'PY  - 2022',
  'JO  - BMJ Open',
  'M3  - Letter',
  'AB  - We mapped 412 recommendations.',
  'ER  - ',
  '',
].join('\r\n');

const FIELDS =
  'title, abstract, authors, year, journal, volume, issue, pages, doi, keywords, url, source_record_id, publication_type';

describe.each(testDatabases())("importing Screener's own export again on $name", (db) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t.close());

  async function fields(projectId: number) {
    return t.orm.em.fork().execute(`select ${FIELDS} from citation where project_id = ? order by title`, [projectId]);
  }
  /** A project of the search's records, with what was stored for them, as each test's own original. */
  async function searchProject() {
    const { id } = await uploadedProject(t, cookie, 'Search', [{ name: 'search.ris', data: SEARCH_RIS }]);
    return { id, rows: await fields(id) };
  }
  const download = (projectId: number, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/download${query}`, headers: { cookie } });

  it('gives the fields the records were exported with, the guard before formula-like cells taken off', async () => {
    const original = await searchProject();
    expect(original.rows).toHaveLength(3);
    // Each record keeps its id in the search's file, not Screener's id of it (the export's `id` column).
    expect(original.rows.map((r) => r.source_record_id).sort()).toEqual(['40213', '40214', '40215']);
    // Each keeps its type: a RIS code as given, and Scopus's document type from M3.
    expect(original.rows.map((r) => r.publication_type).sort()).toEqual(['CPAPER', 'JOUR', 'Letter']);
    const csv = await download(original.id, '?format=csv');
    expect(csv.statusCode).toBe(200);
    // The export still guards the cells a spreadsheet would run.
    expect(csv.body).toContain(",'-80 °C storage of serum samples and biomarker stability,'+12% of samples");
    expect(csv.body).toContain(",'@Risk Collaboration,");

    const { id } = await uploadedProject(t, cookie, 'Again', [{ name: 'results.csv', data: csv.rawPayload }]);
    expect(await fields(id)).toEqual(original.rows);
    expect(await fields(id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: '-80 °C storage of serum samples and biomarker stability',
          keywords: 'biobanking; -80 °C',
        }),
        expect.objectContaining({
          title: '=SUM of the evidence: pooling adverse events across trials',
          authors: '@Risk Collaboration',
        }),
        expect.objectContaining({ title: "'Choosing Wisely' recommendations in primary care: a scoping review" }),
      ]),
    );
  });

  it("gives the same fields from the RIS export, each record keeping its id in the search (the note), not Screener's (ID)", async () => {
    const original = await searchProject();
    const ris = await download(original.id, '?format=ris');
    expect(ris.statusCode).toBe(200);
    // ID stays Screener's own id, for reference managers and scripts matching the file to the project.
    expect(ris.body).not.toContain('ID  - 40213\r\n');
    expect(ris.body).toContain('N1  - Screener source: file search.ris, record 40213\r\n');

    const { id } = await uploadedProject(t, cookie, 'Again from RIS', [{ name: 'results.ris', data: ris.rawPayload }]);
    expect(await fields(id)).toEqual(original.rows);
  });

  it('gives the same fields from the Excel workbook, once its headers are renamed as the upload dialog does', async () => {
    const original = await searchProject();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(original.id, '')).rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Ranked citations')!;
    sheet.getRow(1).eachCell((cell) => {
      if (cell.value === 'Title' || cell.value === 'Abstract') cell.value = cell.value.toLowerCase();
    });
    expect(sheet.getRow(2).values).toContain("'-80 °C storage of serum samples and biomarker stability");
    const data = Buffer.from(await book.xlsx.writeBuffer());

    const { id } = await uploadedProject(t, cookie, 'Again from Excel', [{ name: 'results.xlsx', data }]);
    expect(await fields(id)).toEqual(original.rows);
  });
});
