import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STAND_IN_ID } from '../../shared/stand-in.ts';

/** Written by the build (scripts/vite-prerender.ts) beside index.html. */
export const PRERENDERED_FILE = 'prerendered-pages.json';

/** Per URL path: the page's markup, antd's `<style>` elements for its head and its title. */
export type PrerenderedPages = Record<string, { html: string; styles: string; title: string }>;

/** The build's prerendered pages; none from a build without them. */
export function readPrerenderedPages(root: string): PrerenderedPages {
  const file = resolve(root, PRERENDERED_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : {};
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html holding a prerendered page: its title, its styles in the head and its markup in a stand-in beside
 * #root, which stays hidden until the app has rendered the page; the stand-in names the path it shows.
 */
export function withPrerendered(index: string, path: string, page: PrerenderedPages[string]): string {
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error('index.html has no empty #root element');
  return index
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.styles}\n  </head>`)
    .replace(root, () => `<div id="root" hidden></div><div id="${STAND_IN_ID}" data-path="${path}">${page.html}</div>`);
}
