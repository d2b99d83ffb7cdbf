import { createFileRoute } from '@tanstack/react-router';
import { AdminSetupPage } from './-admin-setup/AdminSetupPage.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

/** Public: the first administrator is created here before anyone can sign in as one. */
export const Route = createFileRoute('/admin-setup')({
  staticData: { title: pageTitles.adminSetup },
  component: AdminSetupPage,
});
