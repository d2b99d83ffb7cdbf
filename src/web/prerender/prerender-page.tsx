import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../components/AppProviders.tsx';
import { documentTitle } from '../lib/document-title.ts';
import { createAppRouter } from '../router.tsx';
import { standInMarkup } from './stand-in-markup.ts';
import { createApi } from '../trpc.ts';

/** A page as a visitor without a session first sees it: its markup and the antd styles it uses. */
export interface PrerenderedPage {
  /** Shown until the app has rendered the page itself (take-over.ts): no scripts, no button that submits. */
  html: string;
  /** antd's `<style>` elements, with the list of what they hold, by which the client skips generating them again. */
  styles: string;
  /** The page's `<title>`, as the app sets it. */
  title: string;
}

/**
 * Renders `path` for a visitor nobody is signed in as (run at build time, in Node, by scripts/vite-prerender.ts),
 * with the providers main.tsx renders; the session check is answered "nobody" up front, so nothing is fetched.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const api = createApi();
  api.queryClient.setQueryData(api.trpc.auth.me.queryKey(), null);
  const router = createAppRouter(
    { queryClient: api.queryClient, trpc: api.trpc },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <AppProviders api={api} router={router} />
    </StyleProvider>,
  );
  const named = router.state.matches.findLast((m) => m.staticData.title)?.staticData.title;
  return { html: standInMarkup(html), styles: extractStyle(cache), title: documentTitle(named ?? '') };
}
