import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/AppLayout.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useSession } from '../hooks/use-session.ts';

/** Every page that needs a signed-in user lives under this pathless layout. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
    if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } });
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  // The session can end while a page is open (logout, or a 401 from the server).
  if (!user) return <Navigate to="/auth" />;
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
