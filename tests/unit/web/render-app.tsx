import { createMemoryHistory } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { AppProviders } from '../../../src/web/components/AppProviders.tsx';
import { createAppRouter } from '../../../src/web/router.tsx';
import { createApi } from '../../../src/web/trpc.ts';

// The first render of a file loads antd and the lazily split routes; under a parallel run that can pass 1 s.
configure({ asyncUtilTimeout: 3_000 });

/**
 * Mounts the whole app, real router included, at `path`, with a fresh query cache. Motion is off unless
 * `motion` asks for it (to see what a user sees while a dialog is still opening).
 */
export function renderApp(path: string, { motion = false }: { motion?: boolean } = {}) {
  const api = createApi();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient: api.queryClient, trpc: api.trpc }, history);
  const user = userEvent.setup();
  render(
    // happy-dom never ends CSS transitions, so leaving animations (a button's spinner) would linger.
    <ConfigProvider theme={{ token: { motion } }}>
      <AppProviders api={api} router={router} />
    </ConfigProvider>,
  );
  return { router, user, location: () => router.state.location };
}
