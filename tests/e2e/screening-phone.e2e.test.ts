import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { contrastRatios, launchBrowser, SHOTS, signedInPage } from '../helpers/browser.ts';
import { uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

const PHONE = { width: 375, height: 812 };
/** The same phone held sideways, and a smaller one: the screen is wide but short. */
const SIDEWAYS = [
  { width: 812, height: 375 },
  { width: 740, height: 360 },
];
const DESKTOP = { width: 1280, height: 800 };

/** Records as long as real ones get: a title over several lines, a DOI, and an abstract of some 400 words. */
function longRecords(): string {
  const sentence =
    'In this randomised controlled trial older adults taking statins were followed for cardiovascular events, cognitive decline and mortality over five years';
  const rows = [1, 2, 3].map((n) => {
    const title = `Statin therapy trial ${n}: long-term effects of moderate and high intensity statins on cardiovascular events, cognition, muscle symptoms and all-cause mortality in community-dwelling adults over seventy years of age with several chronic conditions, a pragmatic multicentre randomised trial with an embedded cohort`;
    return `"${title}","${Array(18).fill(sentence).join('. ')}.",10.1000/statins.${n}`;
  });
  return ['title,abstract,doi', ...rows].join('\n');
}

/** What the phone's screen shows, not the whole page: a full-page shot draws a sticky bar where the page began. */
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** The parts of the screening view the tests measure, as the browser lays them out. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
    const buttons = Array.from(document.querySelectorAll<HTMLElement>('.screening-buttons .ant-btn')).map((b) => {
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return {
        text: b.textContent,
        top: r.top,
        bottom: r.bottom,
        width: r.width,
        height: r.height,
        onTop: b.contains(hit),
      };
    });
    return {
      article: rect('.screening-article'),
      bar: rect('.screening-buttons'),
      buttons,
      viewport: window.innerHeight,
      scrollY: window.scrollY,
      sideways: document.scrollingElement!.scrollWidth - window.innerWidth,
      position: getComputedStyle(document.querySelector('.screening-buttons')!).position,
      counts: getComputedStyle(document.querySelector('.screening-bar')!).position,
    };
  });

describe('a researcher screening long records on a phone', () => {
  let t: TestApp;
  let browser: Browser;
  let baseUrl: string;
  let projectId: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    ({ cookie } = await signUp(t.app, { first_name: 'Hilda', last_name: 'Bastian' }));
    ({ id: projectId } = await uploadedProject(
      t,
      cookie,
      'Statins, long records',
      [{ name: 'long.csv', data: longRecords() }],
      { screening_mode: 'continuous' },
    ));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const screen = async (viewport: { width: number; height: number }, options: { touch?: boolean } = {}) => {
    const page = await signedInPage(browser, baseUrl, cookie, viewport, options);
    await page.goto(`${baseUrl}/projects/${projectId}/screen`);
    await page.locator('.screening-article').waitFor();
    return page;
  };

  it('keeps Relevant and Irrelevant at the foot of the screen from the title to the end of a long abstract', async () => {
    const page = await screen(PHONE);
    const top = await layout(page);
    // The record is well over two screens long: before, the buttons followed it some 2,000 px down.
    expect(top.article.height).toBeGreaterThan(2 * PHONE.height);
    for (const at of [0, 0.5, 0.9]) {
      await page.evaluate((y) => window.scrollTo(0, y), at * top.article.height);
      const shown = await layout(page);
      expect(shown.bar.bottom, `scrolled ${at}`).toBeLessThanOrEqual(shown.viewport);
      for (const b of shown.buttons) {
        expect(b, `${b.text} scrolled ${at}`).toMatchObject({ onTop: true });
        expect(b.top).toBeGreaterThanOrEqual(0);
        expect(b.bottom).toBeLessThanOrEqual(shown.viewport);
        // WCAG 2.5.8: 24 by 24 CSS px at least (they are 40 px high).
        expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(24);
      }
      expect(shown.sideways).toBeLessThanOrEqual(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0.5 * document.body.scrollHeight));
    await screenshot(page, 'screening-phone-bar');
    // One set of buttons, their names as on a desktop: the key hints are out of sight, not out of the names.
    const decision = page.getByRole('group', { name: 'Decision' });
    const names = await decision
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.textContent?.replace(/\s+/g, ' ').trim()));
    expect(names).toEqual(['Relevant R', 'Irrelevant I', 'Maybe M', 'Undo U', 'Skip N', 'Keyboard shortcuts']);
    expect(await page.getByRole('button', { name: /^Relevant/ }).count()).toBe(1);
    const contrasts = await contrastRatios(page, '.screening-buttons .ant-btn:not(:disabled)');
    expect(contrasts.filter((c) => c.ratio < 4.5)).toEqual([]);

    // A tap decides without scrolling back down, and the next record starts at its title.
    const title = page.locator('.screening-article .citation-title');
    const first = await title.textContent();
    await page.getByRole('button', { name: /^Irrelevant/ }).click();
    await expect.poll(() => title.textContent()).not.toBe(first);
    await page.keyboard.press('u');
    await expect.poll(() => title.textContent()).toBe(first);
    await page.context().close();
  });

  it('leaves a tapped button as it was, not in the lighter colour of a pointer hovering over it', async () => {
    const page = await screen(PHONE, { touch: true });
    const relevant = page.getByRole('button', { name: /^Relevant/ });
    // Read once the colours' transitions are over.
    const look = async () => {
      await page.waitForFunction(() => document.getAnimations().length === 0);
      return relevant.evaluate((b) => {
        const style = getComputedStyle(b);
        return { background: style.backgroundColor, color: style.color, border: style.borderColor };
      });
    };
    const before = await look();
    const title = page.locator('.screening-article .citation-title');
    const first = await title.textContent();
    await relevant.tap();
    await expect.poll(() => title.textContent()).not.toBe(first);
    // A phone keeps the hover state on what was tapped last, and antd's hover colours are lighter.
    expect(await look()).toEqual(before);
    await page.keyboard.press('u');
    await expect.poll(() => title.textContent()).toBe(first);
    await page.context().close();
  });

  it('scrolls what the keyboard focuses clear of the bar, and moves nothing while the focus goes along the bar', async () => {
    const page = await screen(PHONE);
    const link = page.locator('.screening-article .citation-source a');
    const covered = () =>
      page.evaluate(() => {
        const a = document.querySelector('.screening-article .citation-source a')!.getBoundingClientRect();
        const bar = document.querySelector('.screening-buttons')!.getBoundingClientRect();
        return { overlap: Math.max(0, a.bottom - bar.top), top: a.top };
      });
    // The long title puts the DOI link low on the first screen: scrolled, it sits under the bar.
    await page.evaluate(() => {
      const a = document.querySelector('.screening-article .citation-source a')!.getBoundingClientRect();
      window.scrollBy(0, a.bottom - (window.innerHeight - 40));
    });
    expect((await covered()).overlap).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Relevant/ }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
    // WCAG 2.4.11: wholly clear of the bar, and of the sticky header (64 px) above.
    expect(await covered()).toMatchObject({ overlap: 0 });
    expect((await covered()).top).toBeGreaterThanOrEqual(64);
    await screenshot(page, 'screening-phone-focus');

    const before = (await layout(page)).scrollY;
    for (let n = 0; n < 4; n++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Undo|^Skip/);
    expect((await layout(page)).scrollY).toBe(before);
    await page.context().close();
  });

  it('keeps the buttons at the foot of a phone held sideways, in one row that leaves the record most of the screen', async () => {
    for (const viewport of SIDEWAYS) {
      const page = await screen(viewport);
      const top = await layout(page);
      expect(top.article.height).toBeGreaterThan(2 * viewport.height);
      // From the title under the header (where a record starts after a decision) to the end of the abstract.
      for (const at of [0, 0.5, 0.9]) {
        await page.evaluate((y) => window.scrollTo(0, y), top.article.top - 72 + at * top.article.height);
        const shown = await layout(page);
        for (const b of shown.buttons) {
          expect(b, `${b.text} scrolled ${at} at ${viewport.width}`).toMatchObject({ onTop: true });
          expect(b.bottom).toBeLessThanOrEqual(shown.viewport);
          expect(b.top).toBe(shown.buttons[0]!.top);
          expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(24);
        }
        // One row of 57 px, and the counts no longer follow: the header and the bar leave the record 254 px of 375.
        expect(shown.bar.height).toBeLessThanOrEqual(0.2 * viewport.height);
        expect(shown.counts).toBe('static');
        expect(shown.sideways).toBeLessThanOrEqual(0);
      }
      await screenshot(page, `screening-sideways-${viewport.width}`);

      // WCAG 2.4.11 on the short screen too: Shift+Tab from the bar brings the DOI link clear of bar and header.
      await page.evaluate(() => {
        const a = document.querySelector('.screening-article .citation-source a')!.getBoundingClientRect();
        window.scrollBy(0, a.bottom - (window.innerHeight - 20));
      });
      await page.getByRole('button', { name: /^Relevant/ }).focus();
      await page.keyboard.press('Shift+Tab');
      const link = await page.evaluate(() => {
        const a = document.activeElement!.getBoundingClientRect();
        const bar = document.querySelector('.screening-buttons')!.getBoundingClientRect();
        return { tag: document.activeElement!.tagName, top: a.top, overlap: Math.max(0, a.bottom - bar.top) };
      });
      expect(link).toMatchObject({ tag: 'A', overlap: 0 });
      expect(link.top).toBeGreaterThanOrEqual(64);
      await page.context().close();
    }
  });

  /** Where the record's title stands at the top of the page, against the header, the bar and the counts above it. */
  const titleAtTop = (page: Page) =>
    page.evaluate(() => {
      const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const [title, bar, header] = ['.screening-article .citation-title', '.screening-buttons', '.app-header'].map(
        rect,
      );
      return {
        scrollY: window.scrollY,
        top: title!.top - header!.bottom,
        hidden: Math.max(0, title!.bottom - bar!.top),
        height: title!.height,
        barInView: bar!.bottom <= window.innerHeight,
        // The record's card ends where the counts above it end (the row's gutter once left it 24 px short).
        rightGap: Math.round(rect('.screening-bar').right - rect('.screening-record').right),
      };
    });

  it('shows the whole title of the record above the bar when a phone held sideways opens the page at its top', async () => {
    for (const viewport of SIDEWAYS) {
      const page = await screen(viewport);
      const shown = await titleAtTop(page);
      await screenshot(page, `screening-sideways-top-${viewport.width}`);
      // The bar at the foot, as ever; the title between it and the header, none of it under either.
      expect(shown, `at ${viewport.width}`).toMatchObject({ scrollY: 0, hidden: 0, barInView: true, rightGap: 0 });
      expect(shown.top).toBeGreaterThanOrEqual(0);
      await page.context().close();
    }
  });

  it('shows more than half of a 290-character title above the bar on a small phone held upright, at the top of the page', async () => {
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 375, height: 667 },
    ]) {
      const page = await screen(viewport);
      const shown = await titleAtTop(page);
      await screenshot(page, `screening-small-phone-top-${viewport.width}`);
      // Before, the heading, the counts and a 19 px title left 68 % of this title under the bar at 320 by 640 (38 % now).
      expect(shown, `at ${viewport.width}`).toMatchObject({ scrollY: 0, barInView: true, rightGap: 0 });
      expect(shown.hidden / shown.height, `share under the bar at ${viewport.width}`).toBeLessThanOrEqual(0.4);
      await page.context().close();
    }
  });

  it('leaves the wide layout as it was: the buttons after the record, each with its key in sight', async () => {
    const page = await screen(DESKTOP);
    const wide = await layout(page);
    expect(wide.position).toBe('static');
    expect(wide.bar.top).toBeGreaterThan(wide.article.bottom);
    const key = await page.locator('.screening-buttons .ant-btn .screening-key').first().boundingBox();
    expect(key!.width).toBeGreaterThan(8);
    await screenshot(page, 'screening-desktop');
    await page.context().close();
  });
});
