import { expect, test } from 'vitest';
import type { Rollup } from 'vite';
import { routePattern, routePreloads } from '../../../scripts/vite-route-preloads.ts';
import type { RoutePreload } from '../../../src/server/http/route-preloads.ts';

test("a route file's URL pattern follows TanStack Router's file naming", () => {
  expect(routePattern('auth.tsx')).toBe('/auth');
  expect(routePattern('_app/index.tsx')).toBe('/');
  expect(routePattern('_app/admin/index.tsx')).toBe('/admin');
  expect(routePattern('_app/projects/$id/results.tsx')).toBe('/projects/$id/results');
  expect(routePattern('reset-password_.$token.tsx')).toBe('/reset-password/$token');
});

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as Rollup.OutputChunk;
const split = (file: string) => ({ facadeModuleId: `/repo/src/web/routes/${file}?tsr-split=component` });

test("each route lists its own and its layouts' chunks with what they import, less what the entry loads, and its CSS", () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', []),
      chunk('assets/app-layout.js', ['assets/react.js', 'assets/menu.js'], split('_app.tsx')),
      chunk('assets/menu.js', []),
      chunk('assets/results.js', ['assets/table.js', 'assets/react.js'], {
        ...split('_app/projects/$id/results.tsx'),
        viteMetadata: { importedCss: new Set(['assets/results.css']) } as unknown as Rollup.OutputChunk['viteMetadata'],
      }),
      chunk('assets/table.js', ['assets/menu.js']),
      chunk('assets/auth.js', ['assets/form.js'], split('auth.tsx')),
      chunk('assets/form.js', []),
    ].map((c) => [c.fileName, c]),
  ) as Rollup.OutputBundle;
  let emitted = '';
  const plugin = routePreloads() as unknown as {
    generateBundle: { order: string; handler: (this: unknown, o: unknown, b: Rollup.OutputBundle) => void };
  };
  // After Vite's CSS plugin has dropped the chunks that only import CSS, so none of them is named.
  expect(plugin.generateBundle.order).toBe('post');
  plugin.generateBundle.handler.call({ emitFile: (f: { source: string }) => (emitted = f.source) }, {}, bundle);
  const routes = JSON.parse(emitted) as RoutePreload[];
  expect(routes.find((r) => r.pattern === '/projects/$id/results')).toEqual({
    pattern: '/projects/$id/results',
    signedIn: true,
    scripts: ['assets/app-layout.js', 'assets/menu.js', 'assets/results.js', 'assets/table.js'],
    styles: ['assets/results.css'],
  });
  expect(routes.find((r) => r.pattern === '/auth')).toEqual({
    pattern: '/auth',
    signedIn: false,
    scripts: ['assets/auth.js', 'assets/form.js'],
    styles: [],
  });
});
