import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { App, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { wrapTabInDialogs } from '../lib/dialog-tab-wrap.ts';
import { closeSuccessToastsOnDialog } from '../lib/dialog-toasts.ts';
import type { AppRouter } from '../router.tsx';
import { HEADER_HEIGHT, theme } from '../theme.ts';
import { TRPCProvider, type Api } from '../trpc.ts';

/** Below the header, with a gap. */
const TOAST_TOP_PX = HEADER_HEIGHT + 8;

interface AppProvidersProps {
  api: Api;
  router: AppRouter;
}

/** Everything the pages rely on; main.tsx and the component tests mount the same tree. */
export function AppProviders({ api, router }: AppProvidersProps) {
  useEffect(() => wrapTabInDialogs(document), []);
  useEffect(() => closeSuccessToastsOnDialog(document), []);
  return (
    // A form sent with a mistake puts the focus on the first field in error, so its message is read out (WCAG 3.3.1).
    <ConfigProvider theme={theme} form={{ scrollToFirstError: { focus: true, block: 'center' } }}>
      {/* antd's App gives App.useApp(): toasts that follow the theme, used by the mutation hooks.
          A toast stays 5 s unless it says otherwise, and appears below the 64 px header, so it never
          covers the account menu's button; a success toast closes when a dialog opens (dialog-toasts.ts). */}
      <App notification={{ duration: 5, top: TOAST_TOP_PX }}>
        <QueryClientProvider client={api.queryClient}>
          <TRPCProvider trpcClient={api.trpcClient} queryClient={api.queryClient}>
            <RouterProvider router={router} />
          </TRPCProvider>
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
