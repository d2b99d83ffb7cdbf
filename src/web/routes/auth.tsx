import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthPage } from './-components/AuthPage.tsx';

const authSearch = z.object({
  /** Where a signed-out visitor was going; they return there after signing in. */
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
    if (user) throw redirect({ to: '/' });
  },
  component: AuthPage,
});
