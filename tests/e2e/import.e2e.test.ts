import { utils, write } from '@e965/xlsx';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInPage, snapshot } from '../helpers/browser.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/** A Web of Science "Excel" export: the columns are "Article Title" and "Abstract", with a sheet of notes before them. */
function webOfScienceWorkbook(): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Exported from Web of Science Core Collection']]), 'About');
  const rows = [
    ['Authors', 'Article Title', 'Source Title', 'Abstract', 'Publication Year'],
    [
      'Lee K',
      'Helicobacter pylori eradication and gastric cancer',
      'Gut',
      'A randomised trial of eradication therapy.',
      '2019',
    ],
    ['Ito M', 'Proton pump inhibitors before endoscopy', 'Endoscopy', 'A cohort of 2,000 patients.', '2020'],
  ];
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'savedrecs');
  return Buffer.from(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const scopusCsv = Buffer.from(
  'Authors,Title,Year,Source title,Abstract,DOI\n' +
    'Smith J,Triple therapy for Helicobacter pylori,2018,Lancet,"Eradication rates of 90 %, in a randomised trial.",10.1/a\n' +
    'Ng P,Gastric cancer screening in Asia,2021,BMJ,A review of screening programmes.,10.1/b\n',
);
const ieeeCsv = Buffer.from(
  '"Document Title",Authors,"Publication Title",Abstract\n"Deep learning for endoscopy images",Wu L,IEEE TMI,"A convolutional network."\n',
);

describe('importing real database exports in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    const { cookie } = await signUp(t.app, { first_name: 'Iain', last_name: 'Chalmers' });
    page = await signedInPage(browser, baseUrl, cookie);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const item = (name: string) => page.locator('.picked-file', { hasText: name });
  const stillDialog = () =>
    page.waitForFunction(
      () =>
        !document.querySelector(
          '.ant-zoom-appear, .ant-zoom-enter, .ant-select-dropdown-placement-bottomLeft.ant-slide-up-appear',
        ),
    );

  it('marks Scopus, Web of Science and IEEE exports Valid, with their columns found, and creates the project', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByLabel('Project Name').fill('Helicobacter pylori and gastric cancer');
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'scopus.csv', mimeType: 'text/csv', buffer: scopusCsv },
      {
        name: 'savedrecs.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: webOfScienceWorkbook(),
      },
      { name: 'ieee.csv', mimeType: 'text/csv', buffer: ieeeCsv },
      {
        name: 'protocol.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from('PK\u0003\u0004'),
      },
    ]);
    for (const name of ['scopus.csv', 'savedrecs.xlsx', 'ieee.csv'])
      await item(name).getByText('Valid', { exact: true }).waitFor();
    expect(
      await item('savedrecs.xlsx')
        .getByRole('combobox', { name: 'Title column of savedrecs.xlsx' })
        .locator('xpath=..')
        .textContent(),
    ).toContain('Article Title');
    // One message for the Word file, and not one that contradicts itself.
    expect(await item('protocol.docx').getByRole('alert').allTextContents()).toEqual([
      'Invalid file format. Only CSV and Excel files (.csv, .xlsx, .xls) are supported.',
    ]);
    await stillDialog();
    await snapshot(page, 'import-dialog-exports');

    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/projects\/\d+\/duplicates$/);
    const id = Number(page.url().match(/projects\/(\d+)/)![1]);
    const rows = await t.orm.em
      .fork()
      .execute('select title, journal from citation where project_id = ? order by id', [id]);
    expect(rows.map((r) => r.title)).toEqual([
      'Triple therapy for Helicobacter pylori',
      'Gastric cancer screening in Asia',
      'Helicobacter pylori eradication and gastric cancer',
      'Proton pump inhibitors before endoscopy',
      'Deep learning for endoscopy images',
    ]);
    expect(rows.map((r) => r.journal)).toEqual(['Lancet', 'BMJ', 'Gut', 'Endoscopy', 'IEEE TMI']);
  });

  it('asks for the columns of a file it does not recognize, and keeps the server’s reasons beside the files', async () => {
    await page.goto(`${baseUrl}/projects/new`);
    await page.getByRole('heading', { name: 'New Project', level: 1 }).waitFor();
    expect(await page.getByText(/Up to 50 MB per file/).count()).toBe(1);
    await page.getByLabel('Project Name').fill('Own spreadsheet');
    await page.locator('input[type=file]').setInputFiles([
      { name: 'own.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Summary\nA study,An abstract\n') },
      { name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from('title,abstract\n"An unclosed quote,x\n') },
    ]);
    await item('own.csv').getByText('Choose columns', { exact: true }).waitFor();
    await snapshot(page, 'import-choose-columns');
    // By keyboard: type to narrow the columns, Enter to choose.
    await page.getByRole('combobox', { name: 'Title column of own.csv' }).fill('Nam');
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Abstract column of own.csv' }).fill('Summ');
    await page.keyboard.press('Enter');
    await item('own.csv').getByText('Valid', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Create Project' }).click();
    await item('broken.csv').getByRole('alert').waitFor();
    expect(await item('broken.csv').getByRole('alert').textContent()).toBe(
      'The file could not be read as CSV: a quoted field is opened but never closed',
    );
    await page.waitForTimeout(11_000);
    // Still there after the ~10 s a toast would have lasted.
    expect(await item('broken.csv').getByRole('alert').isVisible()).toBe(true);
    await snapshot(page, 'import-server-error-beside-file');
    await item('broken.csv').getByRole('button', { name: 'Remove broken.csv' }).click();
    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.waitForURL(/\/projects\/\d+\/duplicates$/);
  });

  it('adds a search update to an existing project and offers to find duplicates among the new citations', async () => {
    const [project] = await t.orm.em
      .fork()
      .execute("select id from project where name = 'Helicobacter pylori and gastric cancer'");
    await page.goto(`${baseUrl}/projects/${project!.id}`);
    await page.getByRole('button', { name: 'Add citations' }).click();
    const dialog = page.getByRole('dialog', { name: /Add citations to/ });
    await dialog
      .locator('input[type=file]')
      .setInputFiles([{ name: 'update.csv', mimeType: 'text/csv', buffer: scopusCsv }]);
    await item('update.csv').getByText('Valid', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Add citations' }).click();
    await dialog.getByText('2 citations added').waitFor();
    await dialog.getByRole('button', { name: 'Find duplicates' }).click();
    await dialog.getByText(/2 duplicate citation\(s\) removed/).waitFor();
    await stillDialog();
    await snapshot(page, 'import-add-citations-done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const [counts] = await t.orm.em
      .fork()
      .execute('select count(*)::int as all, count(duplicate_of)::int as removed from citation where project_id = ?', [
        project!.id,
      ]);
    expect(counts).toEqual({ all: 7, removed: 2 });
  });
});
