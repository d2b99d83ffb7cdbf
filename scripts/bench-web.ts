/**
 * Web performance of the built app as a browser gets it: headless Chromium loads each page cold (empty cache,
 * new context) and reports the bytes on the wire (Chrome's encodedDataLength per response, headers included),
 * JavaScript apart, and the time from navigation start until the page's landmark is on screen. Pages: /auth (the
 * first page a signed-out visitor loads; landmark: the sign-in form), the dashboard and a trained project's
 * results. On /auth, whose form the server sends prerendered (a stand-in until the app has loaded), it also
 * reports when the app's own form replaced it. A repeat visit in the same context shows what the cache saves.
 *   npm run build && npm run bench:web [-- --runs 5]
 * Starts its own server on port 3999 with an empty embedded database in a temporary folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { countWireBytes, launchBrowser, type WireBytes } from '../tests/helpers/browser.ts';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const PORT = 3999;
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'screener-bench-web-'));
// Its own process group, so the whole tree (npx, tsx, node) stops at the end.
const server = spawn('npx', ['tsx', 'server.ts'], {
  detached: true,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
  server.once('exit', (code) => reject(new Error(`server stopped with code ${code}`)));
});

interface Load extends WireBytes {
  visibleMs: number;
  /** When the app's own page was on screen: later than visibleMs where a prerendered stand-in showed first. */
  readyMs: number;
  standIn: boolean;
}

/** The app's own page, not the server's prerendered stand-in (src/web/prerender/take-over.ts). */
const own = (selector: string) => `#root ${selector}`;

/** Opens `path` and returns what crossed the wire and when `selector` became visible (ms after navigation start). */
async function load(page: Page, path: string, selector: string): Promise<Load> {
  const wire = await countWireBytes(page);
  // Checked on every DOM change inside the page, so polling from here adds nothing to the time. A string, not a
  // function: tsx would wrap a function's inner names in a helper the page does not have.
  await page.addInitScript({
    content: `new MutationObserver(() => {
      const shown = (s) => { const el = document.querySelector(s); return el && el.offsetParent !== null; };
      if (window.__visibleAt === undefined && shown(${JSON.stringify(selector)})) window.__visibleAt = performance.now();
      if (window.__readyAt === undefined && shown(${JSON.stringify(own(selector))})) window.__readyAt = performance.now();
      window.__standIn ||= document.getElementById('stand-in') !== null;
    }).observe(document, { childList: true, subtree: true, attributes: true });`,
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.locator(own(selector)).first().waitFor();
  const { visibleMs, readyMs, standIn } = await page.evaluate<{ visibleMs: number; readyMs: number; standIn: boolean }>(
    `({ visibleMs: window.__visibleAt ?? NaN, readyMs: window.__readyAt ?? NaN, standIn: window.__standIn === true })`,
  );
  await wire.stop();
  return { ...wire.totals, visibleMs, readyMs, standIn };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** RUNS cold loads, each in a fresh context (empty cache) with `cookie`, then one warm repeat in the last. */
async function report(
  browser: Browser,
  name: string,
  path: string,
  selector: string,
  cookie?: { name: string; value: string },
) {
  const cold: Load[] = [];
  let context: BrowserContext | undefined;
  for (let i = 0; i < RUNS; i++) {
    await context?.close();
    context = await browser.newContext();
    if (cookie) await context.addCookies([{ ...cookie, url: base }]);
    cold.push(await load(await context.newPage(), path, selector));
  }
  const warm = await load(await context!.newPage(), path, selector);
  await context!.close();
  const first = cold[0]!;
  const times = cold.map((l) => l.visibleMs);
  const ready = cold.map((l) => l.readyMs);
  const standIn = cold.some((l) => l.standIn);
  console.log(
    `${name.padEnd(10)} ${String(first.scripts).padStart(3)} scripts, ${kb(first.scriptBytes).padStart(7)} JS on the wire (${kb(first.allBytes)} in all); ` +
      `visible after ${median(times).toFixed(0)} ms median, ${Math.max(...times).toFixed(0)} ms worst of ${RUNS}; ` +
      (standIn
        ? `the app's own page after ${median(ready).toFixed(0)} ms median, ${Math.max(...ready).toFixed(0)} ms worst; `
        : '') +
      `repeat visit ${kb(warm.allBytes)} on the wire, visible after ${warm.visibleMs.toFixed(0)} ms`,
  );
}

/** A signed-up user with a project trained once (5 + 5 labels), all through the API. */
async function trainedProject(context: BrowserContext) {
  const email = `bench-${Date.now()}@example.org`;
  const signup = await context.request.post(`${base}/api/auth/signup`, {
    data: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'correct horse battery' },
  });
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()}`);
  const cookie = (await context.cookies(base)).find((c) => c.name === 'screener_session')!;
  const upload = await context.request.post(`${base}/api/projects`, {
    multipart: {
      name: 'Statins',
      files: { name: 'labelling.csv', mimeType: 'text/csv', buffer: readFileSync('tests/fixtures/labelling.csv') },
    },
  });
  const id = (await upload.json()).project.id as number;
  const list = await (
    await context.request.get(`${base}/api/projects/${id}/citations/filter?page=1&page_size=100`)
  ).json();
  const citations = list.citations as { id: number; title: string }[];
  for (const [prefix, relevant] of [
    ['Statin therapy trial', true],
    ['Exercise and diet cohort', false],
  ] as const) {
    for (const c of citations.filter((c) => c.title.startsWith(prefix)).slice(0, 5)) {
      await context.request.put(`${base}/api/projects/${id}/citations/${c.id}/relevance`, {
        data: { is_relevant: relevant },
      });
    }
  }
  const train = await context.request.post(`${base}/api/projects/${id}/train`);
  if (!train.ok()) throw new Error(`training failed: ${train.status()} ${await train.text()}`);
  return { cookie: { name: cookie.name, value: cookie.value }, id };
}

const browser = await launchBrowser();
try {
  await report(browser, '/auth', '/auth', '#login_email');
  const setup = await browser.newContext();
  const { cookie, id } = await trainedProject(setup);
  await setup.close();
  await report(browser, 'dashboard', '/', '.project-card-name', cookie);
  await report(browser, 'results', `/projects/${id}/results`, 'article', cookie);
} finally {
  await browser.close();
  process.kill(-server.pid!, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
