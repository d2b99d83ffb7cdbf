import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = 'tests/e2e/screenshots';

/** Debian's Chromium, headless, with the flags this sandbox needs (no GPU, no background network). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  browsers.add(browser);
  browser.once('disconnected', () => browsers.delete(browser));
  return browser;
}

/** The browsers this test file has open, for the report of a failed test. */
const browsers = new Set<Browser>();

/**
 * What each open page showed when a test failed: its address, the notifications on screen (an error toast
 * says what the server refused) and a screenshot under tests/e2e/screenshots/failed-*.png. A step that timed
 * out on a busy CI machine otherwise leaves only "Timeout 30000ms exceeded".
 */
export async function reportOpenPages(testName: string): Promise<string[]> {
  const pages = [...browsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  return Promise.all(
    pages.map(async (page, i) => {
      const notices = await page
        .locator('.ant-notification-notice, .ant-message-notice, .ant-alert')
        .allInnerTexts()
        .catch(() => []);
      await snapshot(page, `failed-${slug}-${i}`).catch(() => undefined);
      return `page ${i}: ${page.url()}; on screen: ${notices.map((t) => t.replace(/\s+/g, ' ')).join(' | ') || 'no notification'}`;
    }),
  );
}

/** Saves a screenshot under tests/e2e/screenshots for a person to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

export interface WireBytes {
  scripts: number;
  scriptBytes: number;
  allBytes: number;
}

/** Counts what `page` receives over the network from now on (Chrome's encodedDataLength: compressed bodies plus headers), scripts apart. */
export async function countWireBytes(page: Page): Promise<{ totals: WireBytes; stop: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const totals: WireBytes = { scripts: 0, scriptBytes: 0, allBytes: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    totals.allBytes += e.encodedDataLength;
    if (types.get(e.requestId) !== 'Script') return;
    totals.scripts++;
    totals.scriptBytes += e.encodedDataLength;
  });
  return { totals, stop: () => cdp.detach() };
}

/** The WCAG contrast ratio of each element's text against the first background behind it, for elements matching `selector`. */
export function contrastRatios(page: Page, selector: string): Promise<Array<{ text: string | null; ratio: number }>> {
  return page.evaluate((selector) => {
    const luminance = (css: string) => {
      const [r, g, b] = css
        .match(/\d+/g)!
        .slice(0, 3)
        .map((v) => Number(v) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const background = (el: Element | null): string => {
      for (; el; el = el.parentElement) {
        const bg = getComputedStyle(el).backgroundColor;
        if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    return Array.from(document.querySelectorAll(selector)).map((el) => {
      const [a, b] = [luminance(getComputedStyle(el).color), luminance(background(el))].sort((x, y) => y - x);
      return { text: el.textContent, ratio: (a! + 0.05) / (b! + 0.05) };
    });
  }, selector);
}

/**
 * A page of a new browser context signed in with `cookie` ("name=value" from signUp), at `baseUrl`.
 * The context's viewport is a laptop's unless given.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  viewport = { width: 1280, height: 900 },
  { touch = false }: { touch?: boolean } = {},
): Promise<Page> {
  const [name, value] = cookie.split('=') as [string, string];
  // A touch screen: taps, and no hovering pointer (CSS "hover: none"), as on a phone.
  const context = await browser.newContext({ viewport, ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  await context.addCookies([{ name, value, url: baseUrl }]);
  return context.newPage();
}
