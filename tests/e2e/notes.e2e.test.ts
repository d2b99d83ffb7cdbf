import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatios, launchBrowser, snapshot } from '../helpers/browser.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe('a reviewer adding a note, a tag, an exclusion reason and a Maybe in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let baseUrl: string;
  let projectId: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    ({ cookie } = await signUp(t.app, { first_name: 'Julian', last_name: 'Higgins' }));
    const body = await multipart(
      { name: 'Statins and memory', screening_mode: 'continuous' },
      { files: ['labelling.csv'] },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    projectId = res.json().project.id;
    const [name, value] = cookie.split('=') as [string, string];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name, value, url: baseUrl }]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const title = () => page.locator('.screening-article .citation-title').first().textContent();
  const count = (name: string) => page.locator('.screening-count', { hasText: name }).locator('strong').textContent();
  const download = async (query: string) => {
    const res = await page.request.get(`${baseUrl}/api/projects/${projectId}/download${query}`);
    expect(res.status()).toBe(200);
    return res.body();
  };

  it('lets the lead add an exclusion reason on the overview', async () => {
    await page.goto(`${baseUrl}/projects/${projectId}`);
    const card = page.locator('.reasons-card');
    await card.getByLabel('Reason 1', { exact: true }).waitFor();
    expect(await card.getByLabel('Reason 1', { exact: true }).inputValue()).toBe('wrong population');
    await card.getByLabel('New reason').fill('wrong dose');
    await card.getByLabel('New reason').press('Enter');
    await card.getByRole('button', { name: 'Save reasons' }).click();
    await page.getByText('Exclusion reasons saved').waitFor();
    await card.scrollIntoViewIfNeeded();
    await snapshot(page, 'notes-reasons');
    const contrasts = await contrastRatios(page, '.reasons-help, .reasons-card .ant-card-head-title');
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);
  });

  it('takes a note, a tag and a reason with Irrelevant, then M sets a record aside, in the screening view', async () => {
    await page.goto(`${baseUrl}/projects/${projectId}/screen`);
    await page.locator('.screening-article').waitFor();
    const first = (await title())!;
    await page.getByLabel('Note', { exact: true }).fill('Memory measured only at baseline');
    await page.getByLabel('Tags', { exact: true }).click();
    await page.keyboard.type('cognition');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.locator('.review-status', { hasText: 'Saved' }).waitFor();
    await page.getByLabel('Exclusion reason (given with Irrelevant)').click();
    await page.locator('.ant-select-item-option', { hasText: 'wrong dose' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.ant-select-dropdown')].every((d) =>
        d.classList.contains('ant-select-dropdown-hidden'),
      ),
    );
    await snapshot(page, 'notes-screening');
    const contrasts = await contrastRatios(page, '.review-field > label, .review-status, .screening-count');
    expect(contrasts.length).toBeGreaterThan(4);
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);
    // The reason put the focus back on the record, so the keys work at once.
    await page.keyboard.press('i');
    await expect.poll(title).not.toBe(first);
    const second = (await title())!;
    await page.keyboard.press('m');
    await expect.poll(title).not.toBe(second);
    // Left: every record without a label, as the stopping test counts them; the Maybe one said among them.
    await expect
      .poll(() => page.locator('.screening-count', { hasText: 'Left' }).textContent())
      .toBe('Left 23 (1 Maybe)');
    expect(await count('Screened')).toBe('1');
    await snapshot(page, 'notes-after-maybe');
    // The reason reached the record once its decision had.
    await expect
      .poll(async () =>
        (
          await t.orm.em
            .fork()
            .execute(
              'select exclusion_reason from citation_review where project_id = ? and exclusion_reason is not null',
              [projectId],
            )
        ).map((r) => r.exclusion_reason),
      )
      .toEqual(['wrong dose']);
  });

  it('finds the Maybe record with the decision filter on the labeling page, marked, with its Maybe button pressed', async () => {
    await page.goto(`${baseUrl}/projects/${projectId}/citations`);
    await page.locator('.citation-card').first().waitFor();
    await page.getByLabel('Filter by decision').click();
    await page.locator('.ant-select-item-option', { hasText: /^Maybe$/ }).click();
    await page.waitForURL(/decision=maybe/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.ant-select-dropdown')].every((d) =>
        d.classList.contains('ant-select-dropdown-hidden'),
      ),
    );
    await expect.poll(() => page.locator('.citation-card').count()).toBe(1);
    const card = page.locator('.citation-card');
    await card.getByText('Maybe: set aside').waitFor();
    expect(await card.getByRole('button', { name: 'Maybe' }).getAttribute('aria-pressed')).toBe('true');
    await snapshot(page, 'notes-labelling-maybe');
    const contrasts = await contrastRatios(
      page,
      '.maybe-tag, .review-field > label, .citation-card .label-buttons .ant-btn-color-purple',
    );
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);
  });

  it('puts the note, tag, reason and Maybe in the CSV, RIS and xlsx exports', async () => {
    const csv = (await download('?format=csv'))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]!.split(',').slice(-8)).toEqual([
      'note',
      'tags',
      'exclusion_reason',
      'maybe',
      'source_record_id',
      'source_file',
      'decided_by',
      'publication_type',
    ]);
    expect(csv.find((line) => line.includes('Julian Higgins: Memory measured only at baseline'))).toMatch(
      /,cognition,wrong dose,,,labelling\.csv,Julian Higgins,$/,
    );
    expect(csv.filter((line) => line.endsWith(',Maybe,,labelling.csv,,'))).toHaveLength(1);
    const ris = (await download('?format=ris')).toString('utf8');
    expect(ris).toContain('N1  - Screener notes: Julian Higgins: Memory measured only at baseline');
    expect(ris).toMatch(/exclusion reason: wrong dose; tags: cognition/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('')) as unknown as ArrayBuffer);
    const notes: unknown[][] = [];
    workbook.getWorksheet('Notes')!.eachRow((row) => notes.push((row.values as unknown[]).slice(1)));
    expect(notes).toHaveLength(3);
    expect(notes.flat()).toEqual(
      expect.arrayContaining([
        'Julian Higgins',
        'Memory measured only at baseline',
        'cognition',
        'wrong dose',
        'Maybe',
      ]),
    );
    const prisma: unknown[][] = [];
    workbook.getWorksheet('PRISMA 2020')!.eachRow((row) => prisma.push([row.getCell(1).value, row.getCell(2).value]));
    expect(prisma).toContainEqual(['  wrong dose', 1]);
  });

  it('Tab leaves the tags field keeping what was typed, and Escape gives the record its keys back', async () => {
    await page.goto(`${baseUrl}/projects/${projectId}/screen`);
    await page.locator('.screening-article').waitFor();
    const tagsOf = async () =>
      (
        await t.orm.em
          .fork()
          .execute(`select tags from citation_review where project_id = ? and 'dose' = any(tags)`, [projectId])
      ).map((r) => r.tags as string[]);
    const tags = page.getByLabel('Tags', { exact: true });
    await tags.click();
    await page.keyboard.type('dose');
    await page.keyboard.press('Enter');
    await page.keyboard.type('adults');
    // The list is open on an existing tag ("cognition"); Tab must not choose it, nor take away "dose".
    await page.keyboard.press('Tab');
    await expect.poll(tagsOf).toEqual([['dose', 'adults']]);
    expect(await tags.evaluate((el) => el === document.activeElement)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => tags.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await tagsOf()).toEqual([['dose', 'adults']]);
    // Escape in the field: the next key is a decision on the record, not a tag "r".
    await tags.focus();
    const shown = await title();
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await expect.poll(title).not.toBe(shown);
    expect(await tagsOf()).toEqual([['dose', 'adults']]);
  });
});
