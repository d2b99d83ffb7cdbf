import { createFileRoute } from '@tanstack/react-router';
import { AdminSetupPage } from './-components/AdminSetupPage.tsx';

/** Public: the first administrator is created here before anyone can sign in as one. */
export const Route = createFileRoute('/admin-setup')({
  component: AdminSetupPage,
});
