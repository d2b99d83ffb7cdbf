import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { App, ConfigProvider } from 'antd';
import type { AppRouter } from '../router.tsx';
import { theme } from '../theme.ts';
import { TRPCProvider, type Api } from '../trpc.ts';

interface AppProvidersProps {
  api: Api;
  router: AppRouter;
}

/** Everything the pages rely on; main.tsx and the component tests mount the same tree. */
export function AppProviders({ api, router }: AppProvidersProps) {
  return (
    <ConfigProvider theme={theme}>
      {/* antd's App gives App.useApp(): toasts that follow the theme, used by the mutation hooks.
          A toast stays 5 s unless it says otherwise. */}
      <App notification={{ duration: 5 }}>
        <QueryClientProvider client={api.queryClient}>
          <TRPCProvider trpcClient={api.trpcClient} queryClient={api.queryClient}>
            <RouterProvider router={router} />
          </TRPCProvider>
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
