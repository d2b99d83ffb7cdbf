/**
 * Web performance of the built app in headless Chromium: for the first page a signed-out visitor sees
 * (/auth) and the dashboard after sign-up, the JavaScript it loads (raw and gzipped bytes), navigation
 * timing and largest contentful paint.
 *   npm run build && npm run bench:web
 * Starts its own server on port 3999 with an empty embedded database in a temporary folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/helpers/browser.ts';

const PORT = 3999;
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'screener-bench-web-'));
// Its own process group, so the whole tree (npx, tsx, node) stops at the end.
const server = spawn('npx', ['tsx', 'server.ts'], { detached: true, env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
  server.once('exit', (code) => reject(new Error(`server stopped with code ${code}`)));
});

/** Loads a page cold and reports what it cost. */
async function measure(page: Page, path: string, ready: string) {
  const scripts = new Map<string, Buffer>();
  const onResponse = async (response: { url(): string; body(): Promise<Buffer>; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('response', onResponse);
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.getByText(ready).first().waitFor();
  page.off('response', onResponse);
  const timing = await page.evaluate(
    () =>
      new Promise<{ domContentLoaded: number; load: number; lcp: number }>((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, lcp: entries.at(-1)?.startTime ?? 0 });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const raw = [...scripts.values()].reduce((n, b) => n + b.length, 0);
  const gzipped = [...scripts.values()].reduce((n, b) => n + gzipSync(b).length, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `${path.padEnd(8)} ${String(scripts.size).padStart(3)} scripts, ${kb(raw)} raw, ${kb(gzipped)} gzipped JS; ` +
      `DOMContentLoaded ${timing.domContentLoaded.toFixed(0)} ms, load ${timing.load.toFixed(0)} ms, LCP ${timing.lcp.toFixed(0)} ms`,
  );
}

const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await measure(page, '/auth', 'Sign in to your account');
  // Signed up through the API: the cookie lands in the browser context the dashboard is then opened in.
  const signup = await context.request.post(`${base}/api/auth/signup`, {
    data: { first_name: 'Ada', last_name: 'Lovelace', email: `bench-${Date.now()}@example.org`, password: 'correct horse battery' },
  });
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()}`);
  const fresh = await context.newPage();
  await measure(fresh, '/', 'No projects yet');
} finally {
  await browser.close();
  process.kill(-server.pid!, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
