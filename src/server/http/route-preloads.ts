import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readPrerenderedPages, withPrerendered } from './prerendered-pages.ts';

/** Written by the build (scripts/vite-route-preloads.ts) beside index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** What the build lists per route. */
export interface RoutePreload {
  /** The URL the route answers, as TanStack Router's file routes write it: `/projects/$id/results`. */
  pattern: string;
  /** Under the signed-in layout (`_app`): a visitor without a session is sent to the sign-in page instead. */
  signedIn: boolean;
  /** The split chunks of the route and its layouts, with what they import (less what the entry loads). */
  scripts: string[];
  styles: string[];
}

export interface PageVariant {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const segments = (path: string) => path.split('/').filter(Boolean);
/** Where the web app sends a visitor without a session who asks for a signed-in page (routes/_app.tsx). */
const SIGN_IN_PATH = ['auth'];

function matches(pattern: string, path: string[]): boolean {
  const parts = segments(pattern);
  return parts.length === path.length && parts.every((p, i) => p.startsWith('$') || p === path[i]);
}

/**
 * index.html as sent for each client route: the same file, naming in its head the chunks and CSS the route's
 * page needs (`modulepreload`), so the browser fetches them beside the entry instead of after it has run.
 * Built once per route and kept, compressed both ways. A visitor without a session cookie who asks for a
 * signed-in page will be sent to the sign-in page, so gets that page's code instead (a stale cookie only
 * costs a preload). The sign-in page comes rendered (prerendered-pages.ts): its form shows before any script
 * has run. Without the build's list (an older build) or for a path no route answers, `pageFor`
 * returns null and the plain index.html is sent.
 */
export function routePages(root: string): {
  pageFor: (urlPath: string, hasSession: boolean) => PageVariant | null;
} {
  const listFile = resolve(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return { pageFor: () => null };
  const routes = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreload[];
  const index = readFileSync(resolve(root, 'index.html'), 'utf8');
  const prerendered = readPrerenderedPages(root);
  const built = new Map<string, PageVariant | null>();

  const build = (found: RoutePreload[], path: string): PageVariant | null => {
    const scripts = [...new Set(found.flatMap((r) => r.scripts))];
    const styles = [...new Set(found.flatMap((r) => r.styles))];
    if (scripts.length + styles.length === 0) return null;
    const links = [
      ...scripts.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`),
      ...styles.map((f) => `    <link rel="stylesheet" crossorigin href="/${f}">`),
    ].join('\n');
    const page = prerendered[path];
    const html = index.replace('</head>', `${links}\n  </head>`);
    const plain = Buffer.from(page ? withPrerendered(html, path, page) : html);
    return {
      etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
      plain,
      br: brotliCompressSync(plain),
      gzip: gzipSync(plain, { level: 9 }),
    };
  };

  const pageFor = (urlPath: string, hasSession: boolean) => {
    let path = segments(urlPath.replace(/[?#].*$/, ''));
    if (!hasSession && routes.some((r) => r.signedIn && matches(r.pattern, path))) path = SIGN_IN_PATH;
    const found = routes.filter((r) => matches(r.pattern, path));
    const key = found.map((r) => r.pattern).join('\n');
    if (!built.has(key)) built.set(key, found.length ? build(found, `/${path.join('/')}`) : null);
    return built.get(key)!;
  };
  // The sign-in page, with its prerendered markup and styles (~200 KB), takes ~0.25 s to compress at brotli's
  // best: done now, at start, rather than on the first visitor's request.
  if (Object.keys(prerendered).length > 0) pageFor(`/${SIGN_IN_PATH.join('/')}`, false);
  return { pageFor };
}
