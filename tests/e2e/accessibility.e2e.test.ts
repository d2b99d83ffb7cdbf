import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScreenMessages } from '../../src/shared/admin-screen.messages.ts';
import { skipLinkText } from '../../src/shared/page.messages.ts';
import { launchBrowser, snapshot } from '../helpers/browser.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, sessionCookie, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules axe files under these tags. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1280, height: 900 };
/** What a page waits for, once its <h1> is there, before it is measured. */
type Ready = (page: Page) => Promise<unknown>;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html?: string; failureSummary?: string }>;
}

/** Runs axe on the page as it is and answers its serious and critical WCAG A/AA violations. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
      .violations;
  }, WCAG_AA);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** "color-contrast (serious): Elements must meet minimum color contrast ratio thresholds\n    .ant-tag: Fix any of the following: …" */
const readable = (path: string, violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `${path} — ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.html ?? ''}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`).join('\n')}`,
    )
    .join('\n');

/** The contrast ratio of an `rgb(…)`/`rgba(…)` colour against the white page (WCAG's relative luminance). */
function contrastOnWhite(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/**
 * The first `stops` controls the Tab key reaches that draw no visible focus: each is pictured focused and
 * then blurred, and a control whose picture does not change shows no focus (WCAG 2.4.7); and those whose focus
 * ring (an outline on the control or the frame antd draws around it) is fainter than 3:1 against the page (1.4.11).
 */
async function controlsWithoutFocus(page: Page, stops = 8): Promise<string[]> {
  const invisible: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // antd draws the focus of an input with a prefix or suffix, of a select or a checkbox on the frame around it.
      const r = (
        el.closest(
          '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-checkbox-wrapper, .ant-radio-wrapper',
        ) ?? el
      ).getBoundingClientRect();
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      let ring: string | null = null;
      for (let at: HTMLElement | null = el, up = 0; at && up < 4 && ring === null; at = at.parentElement, up++) {
        const style = getComputedStyle(at);
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ring = style.outlineColor;
      }
      return {
        ring,
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
        what: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name}"`,
      };
    });
    if (!focused || focused.width === 0 || focused.height === 0) break;
    if (focused.ring !== null && contrastOnWhite(focused.ring) < 3)
      invisible.push(
        `${focused.what} (a focus ring of ${focused.ring}, ${contrastOnWhite(focused.ring).toFixed(1)}:1)`,
      );
    const viewport = page.viewportSize()!;
    const x = Math.max(0, focused.x - 6);
    const y = Math.max(0, focused.y - 6);
    const clip = {
      x,
      y,
      width: Math.min(viewport.width - x, focused.width + 12),
      height: Math.min(viewport.height - y, focused.height + 12),
    };
    if (clip.width <= 0 || clip.height <= 0) continue;
    const withFocus = await page.screenshot({ clip, animations: 'disabled' });
    const control = await page.evaluateHandle(() => document.activeElement as HTMLElement);
    await control.evaluate((el) => el.blur());
    const without = await page.screenshot({ clip, animations: 'disabled' });
    if (withFocus.equals(without)) invisible.push(focused.what);
    // Back to where the Tab key was, so the next press moves on from it.
    await control.evaluate((el) => el.focus());
    await control.dispose();
  }
  return invisible;
}

/**
 * What every page must have: its own title, one <h1>, one <main>, headings that go down one level at a time
 * (a screen reader's list of headings is the page's outline), and the skip link as the first stop of the Tab key.
 */
async function landmarks(page: Page) {
  return page.evaluate(() => {
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter(
      (h) => !h.closest('[aria-hidden="true"], [hidden]'),
    );
    const skipped: string[] = [];
    headings.forEach((h, i) => {
      const level = Number(h.tagName[1]);
      const before = i === 0 ? 0 : Number(headings[i - 1]!.tagName[1]);
      if (level > before + 1) skipped.push(`<h${level}> "${h.textContent?.trim().slice(0, 40)}" after <h${before}>`);
    });
    return {
      title: document.title,
      h1: Array.from(document.querySelectorAll('h1')).map((h) => h.textContent?.trim()),
      mains: document.querySelectorAll('main, [role="main"]').length,
      skipped,
    };
  });
}

describe('every page meets WCAG 2.2 AA as axe measures it, with a title, one <h1>, one <main>, no heading level skipped, a skip link and visible focus', () => {
  let t: TestApp;
  let browser: Browser;
  let signedOut: BrowserContext;
  let signedIn: BrowserContext;
  let baseUrl: string;
  let admin: string;
  let iterationProject: number;
  let continuousProject: number;
  const titles = new Map<string, string>();
  const problems: string[] = [];

  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const upload = async (fields: Record<string, string>, files: string[]) => {
    const body = await multipart(fields, { files });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: admin, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    return res.json().project.id as number;
  };

  /** Opens `path` and waits for its <h1>, for what `ready` waits for and for loading placeholders to go. */
  const open = async (page: Page, path: string, ready?: Ready) => {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('h1').first().waitFor();
    await ready?.(page);
    await page.waitForFunction(
      () =>
        !document.querySelector(
          '.ant-skeleton, .ant-spin-spinning, .ant-zoom-appear, .ant-fade-appear, .ant-motion-collapse',
        ),
    );
  };

  /**
   * Opens `path`, waits for its <h1> and for loading placeholders to go, checks the page's frame and runs
   * axe. Problems are gathered, so one run lists every page's.
   */
  const audit = async (context: BrowserContext, path: string, ready?: Ready) => {
    const page = await context.newPage();
    // Every script and style the page names (the route's preloads among them) is there to load.
    const missing: string[] = [];
    page.on('response', (res) => {
      const { pathname } = new URL(res.url());
      if (res.status() >= 400 && pathname.startsWith('/assets/')) missing.push(`${pathname} ${res.status()}`);
    });
    await open(page, path, ready);
    if (missing.length > 0) problems.push(`${path} — assets not found: ${missing.join(', ')}`);
    const frame = await landmarks(page);
    if (frame.h1.length !== 1) problems.push(`${path} — ${frame.h1.length} <h1> elements: ${JSON.stringify(frame.h1)}`);
    if (frame.mains !== 1) problems.push(`${path} — ${frame.mains} main landmarks`);
    if (frame.skipped.length > 0) problems.push(`${path} — a heading level skipped: ${frame.skipped.join('; ')}`);
    if (!frame.title.endsWith('· Screener')) problems.push(`${path} — the generic title "${frame.title}"`);
    const other = [...titles.entries()].find(([, title]) => title === frame.title);
    if (other && other[0] !== path) problems.push(`${path} — the same title as ${other[0]}: "${frame.title}"`);
    titles.set(path, frame.title);
    // The first element the Tab key can reach, in document order (a page may have moved focus on by itself).
    const first = await page.evaluate(() =>
      document
        .querySelector(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
        )
        ?.textContent?.trim(),
    );
    if (first !== skipLinkText) problems.push(`${path} — the first Tab stop is "${first}", not the skip link`);
    const invisible = await controlsWithoutFocus(page);
    if (invisible.length > 0) problems.push(`${path} — no visible focus on: ${invisible.join(', ')}`);
    const violations = await seriousViolations(page);
    if (violations.length > 0) problems.push(readable(path, violations));
    return page;
  };

  /** The administrator's session, for a new browser context. */
  const adminCookies = () => {
    const [name, value] = admin.split('=') as [string, string];
    return [{ name, value, url: baseUrl }];
  };
  /** Every page a signed-in administrator reaches, with what each waits for; the projects exist from the test that makes them. */
  const signedInPages = (): Array<[string, Ready?]> => {
    const project = `/projects/${iterationProject}`;
    return [
      ['/', (p) => p.getByText('Statins in older adults').first().waitFor()],
      ['/projects/new'],
      [project, (p) => p.getByText('Workflow').waitFor()],
      [`${project}/duplicates`],
      [`${project}/keywords`, (p) => p.getByText('statin', { exact: true }).first().waitFor()],
      [`${project}/citations`, (p) => p.getByRole('article').first().waitFor()],
      [`${project}/results`, (p) => p.getByRole('article').first().waitFor()],
      [`/projects/${continuousProject}/screen`, (p) => p.getByText('Can I stop?').waitFor()],
      [`/projects/${continuousProject}`, (p) => p.getByText('Screeners per record').waitFor()],
      [`/projects/${continuousProject}/conflicts`, (p) => p.getByText("Cohen's kappa", { exact: true }).waitFor()],
      ['/admin', (p) => p.getByText('Total Users').waitFor()],
      ['/admin/users', (p) => p.locator('tr', { hasText: 'Grace Hopper' }).waitFor()],
      [
        '/admin/projects',
        (p) =>
          p.getByRole('listitem', { name: 'Exercise screening' }).getByText('Continuous', { exact: true }).waitFor(),
      ],
      ['/profile'],
      ['/account'],
      ['/help', (p) => p.getByRole('heading', { name: 'The stopping test (continuous mode)' }).waitFor()],
    ];
  };

  beforeAll(async () => {
    // A fresh in-memory database: a new installation, no administrator yet.
    t = await createTestApp(testDatabases()[0]!, { webRoot: 'dist' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    // The app's Content-Security-Policy allows its own scripts only; axe is added by the test.
    signedOut = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('a new installation: the sign-in page says where to create the first administrator, and /admin-setup shows its form', async () => {
    const page = await audit(signedOut, '/auth');
    const notice = page.getByRole('region', { name: adminScreenMessages.noAdminYet });
    await notice.waitFor();
    await notice.getByRole('link', { name: adminScreenMessages.createFirstAdmin }).waitFor();
    await snapshot(page, 'a11y-sign-in-new-installation');
    await notice.getByRole('link', { name: adminScreenMessages.createFirstAdmin }).click();
    await page.getByRole('button', { name: 'Create Admin Account' }).waitFor();
    await page.close();
    await (
      await audit(signedOut, '/admin-setup', (p) => p.getByRole('button', { name: 'Create Admin Account' }).waitFor())
    ).close();
  });

  it('the public pages', async () => {
    for (const path of [
      '/about',
      '/contact',
      '/blog',
      '/terms',
      '/privacy',
      '/help',
      '/forgot-password',
      '/reset-password',
      '/reset-password/some-token',
      '/no-such-page',
    ]) {
      await (await audit(signedOut, path)).close();
    }
  });

  it('every signed-in page, for an administrator with an iteration project and a continuous one', async () => {
    const email = uniqueEmail('a11y-admin');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-admin',
      payload: { username: 'a11y', email, password: 'accessible admin', first_name: 'Grace', last_name: 'Hopper' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'accessible admin' },
    });
    admin = sessionCookie(login.headers['set-cookie']);
    iterationProject = await upload({ name: 'Statins in older adults' }, ['labelling.csv', 'duplicates.csv']);
    await api('POST', `/api/projects/${iterationProject}/remove-duplicates`);
    await api('PUT', `/api/projects/${iterationProject}/keywords`, {
      include: ['statin'],
      exclude: [{ word: 'mice', frequency: 1 }],
    });
    const list = await api('GET', `/api/projects/${iterationProject}/citations/filter?page=1&page_size=100`);
    const idOf = (prefix: string) =>
      (list.citations as { id: number; title: string }[]).find((c) => c.title.startsWith(prefix))!.id;
    for (let n = 1; n <= 5; n++) {
      await api('PUT', `/api/projects/${iterationProject}/citations/${idOf(`Statin therapy trial ${n}:`)}/relevance`, {
        is_relevant: true,
      });
      await api(
        'PUT',
        `/api/projects/${iterationProject}/citations/${idOf(`Exercise and diet cohort ${n}:`)}/relevance`,
        { is_relevant: false },
      );
    }
    await api('POST', `/api/projects/${iterationProject}/train`);
    continuousProject = await upload({ name: 'Exercise screening', screening_mode: 'continuous' }, ['labelling.csv']);
    // One decision, so the admin pages show the continuous project's own badge ("Continuous").
    const continuousList = await api('GET', `/api/projects/${continuousProject}/citations/filter?page=1&page_size=1`);
    await api('PUT', `/api/projects/${continuousProject}/citations/${continuousList.citations[0].id}/relevance`, {
      is_relevant: true,
    });

    signedIn = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    await signedIn.addCookies(adminCookies());
    for (const [path, ready] of signedInPages()) await (await audit(signedIn, path, ready)).close();
  }, 240_000);

  it('every signed-in page fits a phone 320 px wide without scrolling sideways, and one 375 px wide (WCAG 1.4.10 reflow)', async () => {
    const wide: string[] = [];
    for (const width of [320, 375]) {
      const phone = await browser.newContext({ viewport: { width, height: 640 } });
      await phone.addCookies(adminCookies());
      const page = await phone.newPage();
      for (const [path, ready] of signedInPages()) {
        await open(page, path, ready);
        // A wide table may scroll inside its own region; the page itself may not.
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (sideways > 0) wide.push(`${path} at ${width} px scrolls ${sideways} px sideways`);
        if (width === 320) await snapshot(page, `a11y-320${path.replace(/\W+/g, '-')}`);
      }
      // The header keeps every way on: the logo links home under its name, the menu button opens the navigation.
      await page.getByRole('link', { name: 'Screener', exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Open navigation' }).waitFor();
      await phone.close();
    }
    expect(wide).toEqual([]);
  }, 240_000);

  it('once an administrator exists, /admin-setup says so before anything else and shows no form', async () => {
    const page = await audit(signedIn, '/admin-setup', (p) => p.getByText(adminScreenMessages.adminExists).waitFor());
    expect(await page.getByRole('button', { name: 'Create Admin Account' }).count()).toBe(0);
    await snapshot(page, 'a11y-admin-setup-admin-exists');
    await page.close();
  });

  it('the skip link is the first Tab stop and moves focus to the page content', async () => {
    const page = await signedIn.newPage();
    await page.goto(`${baseUrl}/projects/${iterationProject}/keywords`);
    await page.getByRole('heading', { name: 'Keyword Selection', level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: skipLinkText });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    // Drawn on screen once it has focus: inside the viewport, not pushed off it.
    const box = await skip.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await snapshot(page, 'a11y-skip-link-focused');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.keyboard.press('Tab');
    // The next stop is inside the page, past the header's links.
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await page.close();
  });

  it('the Help link beside a step opens its section of /help', async () => {
    const page = await signedIn.newPage();
    await page.goto(`${baseUrl}/projects/${iterationProject}/keywords`);
    await page.getByRole('link', { name: 'Help: Choose keywords' }).click();
    await page.waitForURL(`${baseUrl}/help#keywords`);
    const heading = page.getByRole('heading', { name: '3. Choose keywords' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
    await snapshot(page, 'a11y-help-keywords');
    await page.goto(`${baseUrl}/help`);
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    // The lit-up Help link sits inside the header bar, as the other navigation links do.
    const [link, bar] = await Promise.all([
      page.locator('.header-help').boundingBox(),
      page.locator('.app-header').boundingBox(),
    ]);
    expect(link!.y).toBeGreaterThanOrEqual(bar!.y);
    expect(link!.y + link!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
    await page.getByText('Callaghan, M. W., & Müller-Hansen, F. (2020)').waitFor();
    await page.getByRole('link', { name: 'https://doi.org/10.1186/s13643-020-01521-4' }).waitFor();
    await snapshot(page, 'a11y-help');
    await page.close();
  });

  it('lists no problem on any page', () => {
    expect(problems.join('\n\n')).toBe('');
  });
});
