import type { Plugin, Rollup } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../src/server/http/route-preloads.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ROUTES_DIR = '/src/web/routes/';
/** The layout route whose pages need a signed-in user (src/web/routes/_app.tsx). */
const SIGNED_IN_LAYOUT = '_app';

/**
 * A route file's URL pattern by TanStack Router's file naming: `_name` segments are layouts without a path,
 * `index` is the folder's own page, a trailing `_` only un-nests, `.` separates segments like `/`.
 */
export function routePattern(file: string): string {
  const segments = file
    .replace(/\.tsx$/, '')
    .split(/[/.]/)
    .filter((s) => !s.startsWith('_') && s !== 'index')
    .map((s) => s.replace(/_$/, ''));
  return `/${segments.join('/')}`;
}

/** The route files a route file renders inside: `_app/projects/$id/results.tsx` → `_app.tsx`, …, itself. */
function layoutChain(file: string, files: Set<string>): string[] {
  const parts = file.replace(/\.tsx$/, '').split('/');
  return parts.map((_, i) => `${parts.slice(0, i + 1).join('/')}.tsx`).filter((f) => files.has(f));
}

/** Every chunk `name` needs, itself included, minus what index.html already loads. */
function closure(bundle: OutputBundle, name: string, loaded: Set<string>, into: Set<string>): void {
  if (loaded.has(name) || into.has(name)) return;
  const chunk = bundle[name];
  if (chunk?.type !== 'chunk') return;
  into.add(name);
  for (const dep of chunk.imports) closure(bundle, dep, loaded, into);
}

/**
 * Vite plugin: lists, per route, the lazily loaded chunks its page needs, so the server can name them in the
 * index.html it sends for that URL (`<link rel="modulepreload">`). The browser then fetches the page's code
 * beside the entry's, instead of only once the entry has run and the router has matched the URL.
 */
export function routePreloads(): Plugin {
  return {
    name: 'screener-route-preloads',
    apply: 'build',
    // After Vite's own: it drops the chunks that only import CSS (a route's stylesheet) and hands their CSS to
    // the chunks importing them; listed before that, such a chunk was named for preloading and answered 404.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const loaded = new Set<string>();
        closure(bundle, entry.fileName, new Set(), loaded);
        const byFile = new Map<string, OutputChunk[]>();
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId ?? '';
          const at = id.indexOf(ROUTES_DIR);
          if (at < 0 || !id.includes('?tsr-split')) continue;
          const file = id.slice(at + ROUTES_DIR.length).replace(/\?.*$/, '');
          byFile.set(file, [...(byFile.get(file) ?? []), chunk]);
        }
        const files = new Set(byFile.keys());
        const preloads: RoutePreload[] = [...files].sort().map((file) => {
          const scripts = new Set<string>();
          for (const f of layoutChain(file, files))
            for (const chunk of byFile.get(f)!) closure(bundle, chunk.fileName, loaded, scripts);
          const styles = new Set<string>();
          for (const name of scripts)
            for (const css of (bundle[name] as OutputChunk).viteMetadata?.importedCss ?? []) styles.add(css);
          const signedIn = file === `${SIGNED_IN_LAYOUT}.tsx` || file.startsWith(`${SIGNED_IN_LAYOUT}/`);
          return { pattern: routePattern(file), signedIn, scripts: [...scripts], styles: [...styles] };
        });
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
      },
    },
  };
}
