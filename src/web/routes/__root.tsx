import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { useFocusAfterNavigation } from '../hooks/use-focus-after-navigation.ts';
import { useRouteTitle } from '../hooks/use-route-title.ts';
import type { Trpc } from '../trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Loaded on demand so the signed-out first page does not ship the header, its menus and drawer.
  notFoundComponent: lazyRouteComponent(() => import('../components/NotFoundLayout.tsx'), 'NotFoundLayout'),
});

function Root() {
  useRouteTitle();
  useFocusAfterNavigation();
  return <Outlet />;
}
