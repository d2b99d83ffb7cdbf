import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthPage } from './-auth/AuthPage.tsx';
import { pageTitles } from '../../shared/page.messages.ts';
import { hadSignedInUser } from '../lib/user.storage.ts';

const authSearch = z.object({
  /** Where a signed-out visitor was going; they return there after signing in. */
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/auth')({
  staticData: { title: pageTitles.signIn },
  validateSearch: authSearch,
  beforeLoad: async ({ context, navigate, preload }) => {
    const check = context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
    // A browser that last saw nobody signed in gets the form without waiting for the server; should the
    // check find a session after all (signed in from another tab), it still moves on to the dashboard.
    if (!hadSignedInUser() && !preload) {
      void check.then(
        (user) => user && navigate({ to: '/' }),
        () => undefined,
      );
      return;
    }
    if (await check) throw redirect({ to: '/' });
  },
  component: AuthPage,
});
