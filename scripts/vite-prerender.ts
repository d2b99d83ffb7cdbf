import react from '@vitejs/plugin-react';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { PRERENDERED_FILE, type PrerenderedPages } from '../src/server/http/prerendered-pages.ts';
import type { PrerenderedPage } from '../src/web/prerender/prerender-page.tsx';

/** The pages rendered at build time: the sign-in page, the first page every visitor without a session gets. */
const PAGES = ['/auth'];

/**
 * Vite plugin: renders the signed-out first page to markup and antd's styles once the build is written
 * (`dist/prerendered-pages.json`), so the server can send the sign-in form inside index.html and the browser
 * shows it before any script has run, until the app replaces it (src/web/prerender/take-over.ts). Rendered
 * through a Vite SSR loader of the same sources (routes not split: nothing loads lazily), with
 * NODE_ENV=production as `vite build` sets it, so antd's class names are those of the built client.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'screener-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        const { prerenderPage } = (await server.ssrLoadModule('/src/web/prerender/prerender-page.tsx')) as {
          prerenderPage: (path: string) => Promise<PrerenderedPage>;
        };
        const pages: PrerenderedPages = {};
        for (const path of PAGES) pages[path] = await prerenderPage(path);
        await writeFile(join(root, outDir, PRERENDERED_FILE), JSON.stringify(pages));
      } finally {
        await server.close();
      }
    },
  };
}
