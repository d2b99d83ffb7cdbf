import { createFileRoute, Navigate, Outlet, redirect, useRouter } from '@tanstack/react-router';
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
  const router = useRouter();
  if (isPending) return <PageSpinner />;
  // The session can end while a page is open (a 401 from the server): signing in again comes back to the page, where
  // a note being typed waits as a draft (noteDrafts). Signing out goes to /auth itself, without the way back.
  // The page's address is read, not subscribed to (useLocation): Navigate navigates again whenever it renders with new
  // props, and a layout that re-rendered on each change of address sent it round in a loop while leaving.
  if (!user) {
    const { href } = router.state.location;
    return <Navigate to="/auth" search={{ redirect: href.startsWith('/auth') ? undefined : href }} />;
  }
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
