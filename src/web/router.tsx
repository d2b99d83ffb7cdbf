import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from './components/ErrorPage.tsx';
import { PageSpinner } from './components/PageSpinner.tsx';
import { routeTree } from './route-tree.gen.ts';
import type { RouterContext } from './routes/__root.tsx';

/** The app's router; tests pass a memory history, the browser build uses the default browser history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Loaders read the query cache, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    // Show the spinner soon enough that a slow session check never looks like a blank page.
    defaultPendingMs: 200,
    defaultPendingComponent: PageSpinner,
    // On demand: antd's Result and its illustrations are not part of the first page.
    defaultNotFoundComponent: lazyRouteComponent(() => import('./components/NotFoundPage.tsx'), 'NotFoundPage'),
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
