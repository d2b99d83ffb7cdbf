import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snapshot, contrastRatios } from '../helpers/browser.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe('a researcher screening a whole review in continuous mode in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let baseUrl: string;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    const { cookie } = await signUp(t.app, { first_name: 'Iain', last_name: 'Chalmers' });
    const [name, value] = cookie.split('=') as [string, string];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.addCookies([{ name, value, url: baseUrl }]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** The title of the record shown, or what is said when none is left (waits while the next one loads). */
  const title = () =>
    page.locator('.screening-article .citation-title, .screening-record .ant-empty-description').first().textContent();
  const count = (name: string) => page.locator('.screening-count', { hasText: name }).locator('strong').textContent();
  const isRecord = (text: string | null) => /^(Statin|Exercise)/.test(text ?? '');
  /** The decision a truthful reviewer makes: the statin trials are wanted, the exercise cohorts are not. */
  const decide = async () => {
    const shown = (await title()) ?? '';
    await page.keyboard.press(shown.startsWith('Statin') ? 'r' : 'i');
    await expect.poll(title).not.toBe(shown);
  };

  it('creates a continuous project in the New Project dialog', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    // Typed at once, while the dialog is still opening: no letter is lost.
    await page.keyboard.type('Statins in older adults');
    expect(await dialog.getByLabel('Project Name').inputValue()).toBe('Statins in older adults');
    await dialog.getByText('Continuous', { exact: true }).click();
    await dialog.getByText(/every decision recorded without caps/).waitFor();
    // Each group of choices is named and described by its note, as a screen reader reads it.
    const mode = dialog.getByRole('radiogroup', { name: 'Screening mode' });
    expect(
      await mode.evaluate((group) => document.getElementById(group.getAttribute('aria-describedby')!)?.textContent),
    ).toMatch(/every decision recorded without caps/);
    await dialog.getByRole('radiogroup', { name: 'Screeners per record' }).waitFor();
    await dialog.locator('input[type=file]').setInputFiles(['tests/fixtures/labelling.csv']);
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect.poll(() => create.isEnabled()).toBe(true);
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    await snapshot(page, 'continuous-new-project');
    await create.click();
    await page.waitForURL(/\/projects\/\d+\/duplicates$/);
    projectId = Number(page.url().match(/projects\/(\d+)/)![1]);
    const project = (await t.orm.em.fork().execute('select screening_mode from project where id = ?', [projectId]))[0];
    expect(project?.screening_mode).toBe('continuous');
  });

  it('opens the screening view from the overview and screens with the keys alone, undoing and skipping', async () => {
    await page.goto(`${baseUrl}/projects/${projectId}`);
    await page.getByText('Continuous screening', { exact: true }).first().waitFor();
    await snapshot(page, 'continuous-overview');
    await page.getByRole('link', { name: 'Screen records' }).click();
    await page.waitForURL(new RegExp(`/projects/${projectId}/screen$`));
    await page.locator('.screening-article').waitFor();
    expect(await count('Left')).toBe('24');

    for (let n = 0; n < 6; n++) await decide();
    await expect.poll(() => count('Screened')).toBe('6');
    // U takes the last decision back and shows that record again.
    const last = await title();
    await page.keyboard.press('u');
    await expect.poll(() => count('Screened')).toBe('5');
    const undone = await title();
    expect(undone).not.toBe(last);
    // N passes over it for now.
    await page.keyboard.press('n');
    await expect.poll(title).not.toBe(undone);
    expect(await count('Screened')).toBe('5');
    await snapshot(page, 'continuous-screening');

    const contrasts = await contrastRatios(
      page,
      '.screening-count, .screening-model, .citation-source, .screening-abstract, .screening-key, .stopping-stats .ant-statistic-title, .found-curve figcaption, .stopping-note, .stopping-field',
    );
    expect(contrasts.length).toBeGreaterThan(10);
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);
  });

  it('fits the labeling list and the results page on a 320 px screen, counter bar and keyword filter and all (WCAG 1.4.10 reflow)', async () => {
    const cookies = await page.context().cookies();
    // An exclude word that hides the exercise cohorts puts the keyword filter's switch on both pages too.
    const keywords = (exclude: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}/keywords`,
        headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
        payload: { include: [], exclude },
      });
    expect((await keywords(['exercise'])).statusCode).toBe(200);
    const phone = await browser.newContext({ viewport: { width: 320, height: 720 } });
    await phone.addCookies(cookies);
    const small = await phone.newPage();
    for (const [path, shot] of [
      ['citations', 'continuous-labelling-phone'],
      ['results', 'continuous-results-phone'],
    ] as const) {
      await small.goto(`${baseUrl}/projects/${projectId}/${path}`);
      await small.getByRole('article').first().waitFor();
      await small.locator('.label-counter-list').waitFor();
      await small.locator('.screening-model-inline').waitFor();
      await small.locator('.keyword-view').waitFor();
      const width = await small.evaluate(() => ({
        page: document.scrollingElement!.scrollWidth,
        window: window.innerWidth,
      }));
      expect(width.page, path).toBeLessThanOrEqual(width.window);
      await snapshot(small, shot);
    }
    // The overview's cards keep their headings whole beside their buttons (the PRISMA card's were squeezed to nothing).
    await small.goto(`${baseUrl}/projects/${projectId}`);
    await small.locator('.prisma-card .prisma-diagram').waitFor();
    const cut = await small.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.ant-card-head-title'))
        .filter((title) => (title.firstElementChild ?? title).scrollWidth > title.clientWidth + 1)
        .map((title) => title.textContent),
    );
    expect(cut).toEqual([]);
    await phone.close();
    expect((await keywords([])).statusCode).toBe(200);
  });

  it("keeps the screening view's counts compact on a phone, where they scroll away instead of covering the buttons", async () => {
    const cookies = await page.context().cookies();
    const bar = async (viewport: { width: number; height: number }) => {
      const context = await browser.newContext({ viewport });
      await context.addCookies(cookies);
      const shown = await context.newPage();
      await shown.goto(`${baseUrl}/projects/${projectId}/screen`);
      await shown.locator('.screening-count-list').waitFor();
      const relevant = shown.locator('.screening-buttons button').first();
      await relevant.waitFor();
      const height = (await shown.locator('.screening-bar').boundingBox())!.height;
      await relevant.scrollIntoViewIfNeeded();
      await shown.mouse.wheel(0, 200);
      const covered = await shown.evaluate(() => {
        const button = document.querySelector('.screening-buttons button')!.getBoundingClientRect();
        const counts = document.querySelector('.screening-bar')!.getBoundingClientRect();
        return counts.bottom > button.top && counts.top < button.bottom;
      });
      const { position } = await shown.locator('.screening-bar').evaluate((el) => getComputedStyle(el));
      await context.close();
      return { height, covered, position };
    };
    // 390 px: a phone below antd's sm breakpoint (576 px); the bar was 147-176 px and stuck under the header.
    const phone = await bar({ width: 390, height: 844 });
    expect(phone).toMatchObject({ covered: false, position: 'static' });
    expect(phone.height).toBeLessThan(110);
    expect((await bar({ width: 1280, height: 900 })).position).toBe('sticky');
  });

  it('shows the next record from its title after a decision taken at the foot of the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 360 } });
    await context.addCookies(await page.context().cookies());
    const shown = await context.newPage();
    await shown.goto(`${baseUrl}/projects/${projectId}/screen`);
    const heading = shown.locator('.screening-article .citation-title');
    await heading.waitFor();
    const before = await heading.textContent();
    const screened = () => shown.locator('.screening-count', { hasText: 'Screened' }).locator('strong').textContent();
    const screenedBefore = await screened();
    const irrelevant = shown.locator('.screening-buttons button', { hasText: 'Irrelevant' });
    await irrelevant.scrollIntoViewIfNeeded();
    await shown.evaluate(() => window.scrollBy(0, 400));
    expect((await heading.boundingBox())!.y).toBeLessThan(0);
    await irrelevant.click();
    await expect.poll(() => heading.textContent()).not.toBe(before);
    const { titleTop, barBottom } = await shown.evaluate(() => ({
      titleTop: document.querySelector('.screening-article .citation-title')!.getBoundingClientRect().top,
      barBottom: document.querySelector('.screening-bar')!.getBoundingClientRect().bottom,
    }));
    expect(titleTop).toBeGreaterThanOrEqual(barBottom);
    expect(titleTop).toBeLessThan(360);
    // The decision is undone, so the rest of the review is screened as before.
    await expect.poll(screened).toBe(String(Number(screenedBefore) + 1));
    await shown.keyboard.press('u');
    await expect.poll(() => heading.textContent()).toBe(before);
    // The count is read again only once the undo has landed: closing the page before would cut it off, and the
    // record would stay decided for the rest of the review (seen on a loaded machine: 11 of 12 relevant found).
    await expect.poll(screened).toBe(screenedBefore);
    await context.close();
  });

  it('shows the stopping test at the target recall and confidence the user sets', async () => {
    const panel = page.locator('.stopping-panel');
    await panel
      .getByText(/^Not yet: it cannot be said with 95 % confidence that 95 % of the relevant records are found\.$/)
      .waitFor();
    expect(await panel.locator('.found-curve svg').getAttribute('aria-label')).toMatch(/relevant in 5 screened/);
    const target = panel.getByLabel('Target recall');
    await target.fill('90');
    await target.press('Tab');
    await panel
      .getByText(/^Not yet: it cannot be said with 95 % confidence that 90 % of the relevant records are found\.$/)
      .waitFor();
  });

  // 19 decisions in a row, each waiting for one /next round trip (the record after is fetched once a record is
  // shown, and the test decides at once), then the finish: its time is some 20 times the server's answer time, where
  // the others wait for 6 at most. With up to 3 s added to each request and each answer it ran past 60 s with every
  // state right, the only test of the file to do so. Each step keeps its own bound (expect.poll's 15 s, the app's 10 s
  // per request), so a stuck step still fails.
  it('screens to the end, where the test says every relevant record is found, and finishes', async () => {
    // Keys type into the percentage fields while they have the focus; a click on the record gives it back.
    await page.locator('.screening-article').click();
    for (let n = 0; n < 30 && isRecord(await title()); n++) await decide();
    // The skipped record is offered again at the end.
    expect(await title()).toBe('No unscreened record is left except the 1 skipped in this sitting.');
    await page.getByRole('button', { name: 'Show the skipped records' }).click();
    await decide();
    await page.getByText('Every record is screened.').waitFor();
    // The counts come from their own query, refreshed after the decision lands.
    await expect.poll(() => count('Left')).toBe('0');
    await page
      .locator('.stopping-panel')
      .getByText('Every record is screened: all 12 relevant records are found.')
      .waitFor();
    await snapshot(page, 'continuous-all-screened');

    await page.getByRole('button', { name: 'Finish screening' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish screening?' });
    await dialog.getByText(/The stopping test says: Every record is screened/).waitFor();
    await dialog.getByRole('button', { name: 'Finish screening' }).click();
    await page.locator('.finish-done', { hasText: /Screening finished on \w{3} \d+, \d{4}\./ }).waitFor();
    await snapshot(page, 'continuous-finished');
  }, 180_000);

  it('downloads the workbook with the decision history and a Summary of mode, decisions and the stopping test', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`literature-review-results-${projectId}_desc.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Ranked citations',
      'Relevant',
      'Irrelevant',
      'Removed duplicates',
      'Decision history',
      'Notes',
      'Summary',
      'PRISMA 2020',
    ]);
    expect(workbook.getWorksheet('Relevant')!.rowCount).toBe(13);
    // 24 decisions, two taken back (each undo is a change too) and given again.
    expect(workbook.getWorksheet('Decision history')!.rowCount).toBe(1 + 24 + 4);
    const items = new Map<unknown, unknown>();
    workbook.getWorksheet('Summary')!.eachRow((row) => items.set(row.getCell(1).value, row.getCell(2).value));
    expect(items.get('Screening mode')).toBe('Continuous');
    // Every record decided, once each; the two undos earlier are four more changes but no decision.
    expect(items.get('Records with a decision now (relevant or irrelevant)')).toBe(24);
    expect(items.get('Changes recorded (each change of a decision, undos included)')).toBe(28);
    expect(items.get('Stopping test (90 % recall, 95 % confidence)')).toBe(
      'Every record is screened: all 12 relevant records are found.',
    );
    expect(String(items.get('Screening finished'))).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
