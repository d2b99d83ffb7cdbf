import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthPage } from './-auth/AuthPage.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

const authSearch = z.object({
  /** Where a signed-out visitor was going; they return there after signing in. */
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/auth')({
  staticData: { title: pageTitles.signIn },
  validateSearch: authSearch,
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
    if (user) throw redirect({ to: '/' });
  },
  component: AuthPage,
});
