import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../components/AppProviders.tsx';
import { createAppRouter } from '../router.tsx';
import { createApi } from '../trpc.ts';

/** A page as a signed-out visitor first sees it: its markup and the antd styles it uses. */
export interface PrerenderedPage {
  html: string;
  /** `<style>` elements, with the cache antd's styles are found by when the page's script renders it again. */
  styles: string;
}

/** Renders `path` for a visitor nobody is signed in as (run at build time, in Node). */
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
  return { html, styles: extractStyle(cache) };
}
