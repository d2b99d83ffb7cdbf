import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/AppLayout.tsx';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import type { Trpc } from '../trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // An unknown URL matches no layout, so the 404 page brings the header and footer itself.
  notFoundComponent: () => (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  ),
});
