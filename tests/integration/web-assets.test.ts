import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/vite-precompress.ts';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/** A small bundle shaped like vite's output, precompressed by the same step the build runs. */
const root = mkdtempSync(join(tmpdir(), 'screener-web-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i % 97}`))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/app-Abc123.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

describe('the built web app over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-Abc123.js'), script);
    writeFileSync(join(root, 'assets', 'tiny-Def456.js'), 'export {};\n');
    writeFileSync(join(root, 'index.html'), html);
    await precompressFolder(root);
    t = await createTestApp(testDatabases()[0]!, { webRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed script as brotli to a browser that takes it, cacheable for a year, and it decodes to the file', async () => {
    const res = await get('/assets/app-Abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("sends a script with no document's policies and nothing to revalidate it by, but never to be sniffed", async () => {
    for (const encoding of ['br', undefined]) {
      const res = await get('/assets/app-Abc123.js', encoding);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'permissions-policy',
        'referrer-policy',
        'etag',
        'last-modified',
        'accept-ranges',
      ])
        expect(res.headers[header], header).toBeUndefined();
    }
    const page = await get('/', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip to a client that takes only gzip, and the plain file to one that takes nothing', async () => {
    const gz = await get('/assets/app-Abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);

    const plain = await get('/assets/app-Abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(script));
    expect(plain.body).toBe(script);
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const res = await get('/assets/tiny-Def456.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('answers index.html, at / and as the fallback of a client route, compressed and never cached unchecked', async () => {
    for (const url of ['/', '/index.html', '/projects/3/keywords']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
    const plain = await get('/auth');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(html);
  });

  it('answers 404 for a missing asset and never hands out the compressed copies by their own names', async () => {
    expect((await get('/assets/missing-Zzz999.js', 'br')).statusCode).toBe(404);
    const copy = await get('/index.html.br');
    expect(copy.headers['content-type']).toMatch(/^text\/html/);
    expect(copy.body).toBe(html);
    expect(readFileSync(join(root, 'index.html.br')).length).toBeGreaterThan(0);
  });
});

describe("a client route's index.html names the route's chunks", () => {
  const withList = mkdtempSync(join(tmpdir(), 'screener-web-routes-'));
  const page = '<!doctype html><html><head><title>Screener</title></head><body><div id="root"></div></body></html>';
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(join(withList, 'index.html'), page);
    writeFileSync(
      join(withList, 'route-preloads.json'),
      JSON.stringify([
        {
          pattern: '/auth',
          signedIn: false,
          scripts: ['assets/auth-A1.js', 'assets/form-B2.js'],
          styles: ['assets/auth-C3.css'],
        },
        {
          pattern: '/projects/$id/results',
          signedIn: true,
          scripts: ['assets/layout-D4.js', 'assets/results-E5.js'],
          styles: [],
        },
        {
          pattern: '/projects/$id',
          signedIn: true,
          scripts: ['assets/layout-D4.js', 'assets/overview-F6.js'],
          styles: [],
        },
      ]),
    );
    t = await createTestApp(testDatabases()[0]!, { webRoot: withList });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(withList, { recursive: true, force: true });
  });
  const session = { cookie: 'screener_session=any-value' };
  const get = (url: string, headers: Record<string, string> = session) => t.app.inject({ method: 'GET', url, headers });
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="(modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

  it('preloads the scripts and styles of the route the URL names, and only those', async () => {
    const results = await get('/projects/42/results', { ...session, 'accept-encoding': 'br' });
    expect(results.statusCode).toBe(200);
    expect(results.headers['content-encoding']).toBe('br');
    expect(results.headers['cache-control']).toBe('no-cache');
    expect(results.headers['content-type']).toMatch(/^text\/html/);
    const html = brotliDecompressSync(results.rawPayload).toString();
    expect(preloads(html)).toEqual(['modulepreload /assets/layout-D4.js', 'modulepreload /assets/results-E5.js']);
    expect(html).toContain('<div id="root"></div>');

    const auth = (await get('/auth?redirect=%2F')).body;
    expect(preloads(auth)).toEqual([
      'modulepreload /assets/auth-A1.js',
      'modulepreload /assets/form-B2.js',
      'stylesheet /assets/auth-C3.css',
    ]);
    expect(preloads((await get('/projects/42')).body)).toEqual([
      'modulepreload /assets/layout-D4.js',
      'modulepreload /assets/overview-F6.js',
    ]);
  });

  it("gives a visitor without a session, who will be sent to sign in, the sign-in page's code", async () => {
    expect(preloads((await get('/projects/42/results', {})).body)).toEqual([
      'modulepreload /assets/auth-A1.js',
      'modulepreload /assets/form-B2.js',
      'stylesheet /assets/auth-C3.css',
    ]);
    expect(preloads((await get('/auth', {})).body)).toHaveLength(3);
  });

  it('sends the plain page for a path no route answers, and gzip to a client that takes only gzip', async () => {
    expect((await get('/projects/42/nothing-here')).body).toBe(page);
    const gz = await get('/auth', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(preloads(gunzipSync(gz.rawPayload).toString())).toHaveLength(3);
  });

  it('answers 304 to a browser that holds the same page, and the full page once it changed', async () => {
    const first = await get('/projects/7/results');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await get('/projects/8/results', { ...session, 'if-none-match': etag })).statusCode).toBe(304);
    const other = await get('/auth', { ...session, 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });
});
