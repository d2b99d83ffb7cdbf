import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snapshot } from '../helpers/browser.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe('a researcher choosing keywords and labeling citations in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  let cookie: string;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    ({ cookie } = await signUp(t.app, { first_name: 'Archie', last_name: 'Cochrane' }));
    // 12 statin trials and 12 exercise cohorts.
    const body = await multipart({ name: 'Statins in older adults' }, { files: ['labelling.csv'] });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    projectId = upload.json().project.id;
    const [name, value] = cookie.split('=') as [string, string];
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name, value, url: baseUrl }]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const counter = (name: 'relevant' | 'irrelevant') => page.locator(`.label-counter-${name}`).textContent();

  it('includes "statin" with Enter, excludes "diary", saves, and continues to labeling', async () => {
    await page.goto(`${baseUrl}/projects/${projectId}/keywords`);
    const input = page.getByRole('textbox', { name: 'New keyword' });
    await input.waitFor();
    await page.getByText('24 of 24 citations match').waitFor();

    await input.fill('Statin');
    await input.press('Enter');
    await page.locator('.keyword-section-include .keyword-row-word', { hasText: 'statin' }).waitFor();
    // The cohorts mention statins too, but they keep food diaries.
    await input.fill('diary');
    await page.getByRole('button', { name: 'Exclude', exact: true }).click();
    await page.locator('.keyword-section-exclude .keyword-row-word', { hasText: 'diary' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('12 of 24 citations match').waitFor();
    await snapshot(page, 'labelling-keywords');

    await page.getByRole('button', { name: 'Continue to Labeling' }).click();
    await page.waitForURL(new RegExp(`/projects/${projectId}/citations$`));
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(12);
    expect(await page.locator('mark.is-include').first().textContent()).toMatch(/^statin/i);
  });

  it('labels five citations relevant and five irrelevant with the keyboard alone', async () => {
    for (let n = 0; n < 5; n += 1) await page.keyboard.press('j').then(() => page.keyboard.press('r'));
    for (let n = 0; n < 5; n += 1) await page.keyboard.press('j').then(() => page.keyboard.press('i'));
    await expect.poll(() => counter('relevant'), { timeout: 15_000 }).toBe('Relevant 5/5–10');
    await expect.poll(() => counter('irrelevant'), { timeout: 15_000 }).toBe('Irrelevant 5/5–10');
    expect(await page.locator('.citation-card.is-chosen').getAttribute('id')).toBe(
      await page.getByRole('article').nth(9).getAttribute('id'),
    );
    await snapshot(page, 'labelling-citations');

    // The server has them too: a reload shows the same counters.
    await page.reload();
    // A whole page load on a busy machine can take longer than expect.poll's default second.
    await expect.poll(() => counter('relevant'), { timeout: 15_000 }).toBe('Relevant 5/5–10');
    await expect.poll(() => counter('irrelevant'), { timeout: 15_000 }).toBe('Irrelevant 5/5–10');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/citations/filter?page=1`,
      headers: { cookie },
    });
    expect(res.json().label_counts).toEqual({ relevant: 5, irrelevant: 5, iteration: 0 });
  });

  it('lists the shortcuts on "?"', async () => {
    await page.getByRole('article').first().waitFor();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Keyboard shortcuts').waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    await snapshot(page, 'labelling-shortcuts');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
