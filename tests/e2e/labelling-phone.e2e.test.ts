import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snapshot } from '../helpers/browser.ts';
import { uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/** Where an element is drawn, or null when it is not (display: none, or no box). */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
    });

describe("the labeling page's bar and toolbar on a phone and on a desktop", () => {
  let t: TestApp;
  let browser: Browser;
  let baseUrl: string;
  let cookies: Array<{ name: string; value: string; url: string }>;
  let projectId: number;
  let citationIds: number[];
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    const { cookie } = await signUp(t.app, { first_name: 'Iain', last_name: 'Chalmers' });
    ({ id: projectId, citationIds } = await uploadedProject(t, cookie, 'Statins in older adults', ['labelling.csv']));
    const [name, value] = cookie.split('=') as [string, string];
    cookies = [{ name, value, url: baseUrl }];
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(width: number, path: 'citations' | 'results' = 'citations', height = 800) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/projects/${projectId}/${path}`);
    await page.getByRole('article').first().waitFor();
    return page;
  }

  it.each([375, 320])(
    'at %i px shows the iteration, the Train Model button in words and the keyboard shortcuts, wrapping instead of hiding',
    async (width) => {
      const page = await open(width);
      await page.locator('.label-counter-list').waitFor();
      const bar = page.getByRole('group', { name: 'Labels in iteration 1' });
      expect(await bar.getByText('Iteration 1', { exact: true }).isVisible()).toBe(true);
      const train = bar.getByRole('button', { name: 'Train Model' });
      expect(await train.getByText('Train Model', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Keyboard shortcuts' }).isVisible()).toBe(true);
      // Nothing sticks out of the page sideways (WCAG 1.4.10): the bar wraps to a second row.
      const sizes = await page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: innerWidth }));
      expect(sizes.page).toBeLessThanOrEqual(sizes.window);
      const counters = await box(page, '.label-counter-list');
      const button = await box(page, '.label-train');
      expect(button!.top).toBeGreaterThanOrEqual(counters!.bottom);
      expect(button!.right).toBeLessThanOrEqual(width);
      await snapshot(page, `labelling-bar-${width}`);
      await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      await page.context().close();
    },
  );

  it('at 1280 px keeps the iteration, the counters and Train Model on one row, and the toolbar on one row', async () => {
    const page = await open(1280);
    await page.locator('.label-counter-list').waitFor();
    const [iteration, counters, train] = await Promise.all(
      ['.label-counters > :first-child', '.label-counter-list', '.label-train'].map((s) => box(page, s)),
    );
    const middle = (b: { top: number; bottom: number } | null | undefined) => (b!.top + b!.bottom) / 2;
    expect(Math.abs(middle(iteration) - middle(counters))).toBeLessThan(4);
    expect(Math.abs(middle(train) - middle(counters))).toBeLessThan(4);
    const [search, shortcuts] = await Promise.all(
      ['.citation-search', '.citation-toolbar .ant-btn'].map((s) => box(page, s)),
    );
    expect(Math.abs(middle(search) - middle(shortcuts))).toBeLessThan(4);
    await snapshot(page, 'labelling-bar-1280');
    await page.context().close();
  });

  it("keeps the results page's Keyboard shortcuts button on a phone too", async () => {
    const cookie = `${cookies[0]!.name}=${cookies[0]!.value}`;
    const api = async (url: string, payload?: object) => {
      const res = await t.app.inject({ method: payload ? 'PUT' : 'POST', url, headers: { cookie }, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    };
    // labelling.csv holds 12 statin trials, then 12 exercise cohorts: five of each labelled, then the first training.
    for (const [i, id] of [...citationIds.slice(0, 5), ...citationIds.slice(12, 17)].entries())
      await api(`/api/projects/${projectId}/citations/${id}/relevance`, { is_relevant: i < 5 });
    await api(`/api/projects/${projectId}/train`);
    const page = await open(375, 'results');
    expect(await page.getByRole('button', { name: 'Keyboard shortcuts' }).isVisible()).toBe(true);
    await snapshot(page, 'results-shortcuts-375');
    await page.context().close();
  });

  /**
   * Tabs through a page and names each control the keyboard reached that the header or a sticky bar hides (WCAG
   * 2.4.11): the point in its middle is drawn by something else. Controls in the header or the bar are always in view;
   * a box taller than half the window (a tab panel) cannot be shown whole.
   */
  async function hiddenWhileFocused(page: Page, stops: number) {
    const hidden: string[] = [];
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      const found = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || el.closest('.app-header, .label-bar, .train-bar, .ant-modal')) return null;
        const r = el.getBoundingClientRect();
        if (r.height > innerHeight / 2 || r.width === 0) return null;
        const drawn = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (drawn && (el.contains(drawn) || drawn.contains(el))) return null;
        return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" under ${drawn?.closest('.app-header, .label-bar, .train-bar')?.className ?? drawn?.tagName}`;
      });
      if (found) hidden.push(found);
    }
    return hidden;
  }

  it.each([
    ['citations', 1280, 800],
    ['citations', 320, 256],
    ['results', 1280, 800],
    ['results', 320, 256],
  ] as const)(
    'tabbing through the %s page at %i × %i px leaves no control under the header or the bar',
    async (path, width, height) => {
      const page = await open(width, path, height);
      expect(await hiddenWhileFocused(page, 45)).toEqual([]);
      await page.context().close();
    },
  );
});
