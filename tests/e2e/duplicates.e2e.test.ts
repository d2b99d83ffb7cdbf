import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snapshot } from '../helpers/browser.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('a researcher removing duplicate citations in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let baseUrl: string;
  let cookie: string;

  /** A project made from tests/fixtures/duplicates.csv: 10 citations, 3 of them known duplicates. */
  const newProject = async (name: string) => {
    const body = await multipart({ name }, { files: ['duplicates.csv'] });
    const res = await t.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie, ...body.headers }, payload: body.payload });
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    return res.json().project.id as number;
  };
  /** The page at desktop width, then at phone width, then back. */
  const snapshotBoth = async (name: string) => {
    await page.waitForFunction(() => !document.querySelector('.ant-motion-collapse, .ant-zoom-appear, .ant-zoom-enter'));
    await snapshot(page, name);
    await page.setViewportSize(PHONE);
    await snapshot(page, `${name}-phone`);
    await page.setViewportSize(DESKTOP);
  };
  const statistic = (title: string) => page.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content');

  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    ({ cookie } = await signUp(t.app, { first_name: 'Archie', last_name: 'Cochrane' }));
    const [name, value] = cookie.split('=') as [string, string];
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name, value, url: baseUrl }]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('detects and removes the three duplicates, lists them, restores one and moves on to keywords', async () => {
    const id = await newProject('Statins and dementia');
    await page.goto(`${baseUrl}/projects/${id}/duplicates`);
    const detect = page.getByRole('button', { name: 'Detect and Remove Duplicates' });
    await detect.waitFor();
    expect(await page.getByText('Optional Step').isVisible()).toBe(true);
    await snapshotBoth('duplicates-before');

    await detect.click();
    await page.getByRole('heading', { name: 'Duplicate Removal Completed' }).waitFor();
    expect(await statistic('Duplicates removed').textContent()).toBe('3');
    expect(await statistic('Citations remaining').textContent()).toBe('7');
    expect(await page.getByText('3 duplicate citation(s) removed. 7 citations remain.').isVisible()).toBe(true);
    expect(await detect.count()).toBe(0);

    await page.getByText('View Removed Duplicates (3)').click();
    const entries = page.getByRole('list', { name: 'Removed duplicates' }).getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(3);
    expect(await entries.getByText('EXACT').count()).toBe(2);
    expect(await entries.getByText('DOI', { exact: true }).count()).toBe(1);
    await snapshotBoth('duplicates-after');

    await entries.first().getByRole('button', { name: /^Restore citation/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText('View Removed Duplicates (2)').waitFor();
    await expect.poll(() => statistic('Citations remaining').textContent()).toBe('8');

    await page.getByRole('link', { name: 'Continue to Keywords' }).click();
    await page.waitForURL(`${baseUrl}/projects/${id}/keywords`);
  });

  it('leaves two copies labelled differently for a person to decide, and "Not duplicates" keeps both', async () => {
    const id = await newProject('Exercise and memory');
    const copies = await t.orm.em.fork().execute("select id from citation where project_id = ? and title like 'Exercise%' order by id", [id]);
    await t.orm.em.fork().execute('update citation set is_relevant = true, iteration = 0 where id = ?', [copies[0]!.id]);
    await t.orm.em.fork().execute('update citation set is_relevant = false, iteration = 0 where id = ?', [copies[1]!.id]);

    await page.goto(`${baseUrl}/projects/${id}/duplicates`);
    await page.getByRole('button', { name: 'Detect and Remove Duplicates' }).click();
    await page.getByRole('heading', { name: 'Duplicate Removal Completed' }).waitFor();
    const pairs = page.getByRole('list', { name: 'Possible duplicates' }).getByRole('listitem');
    await expect.poll(() => pairs.count()).toBeGreaterThan(0);
    const before = await pairs.count();
    expect(await pairs.first().getByText('Relevant', { exact: true }).isVisible()).toBe(true);
    expect(await pairs.first().getByText('Not Relevant', { exact: true }).isVisible()).toBe(true);
    // The toast of the run would cover the list in the picture.
    await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await snapshotBoth('duplicates-possible');

    await pairs.first().getByRole('button', { name: 'Not duplicates' }).click();
    await page.getByText(`Possible duplicates (${before - 1})`).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Previously Completed' }).waitFor();
    await page.getByText(`Possible duplicates (${before - 1})`).waitFor();
  });
});
