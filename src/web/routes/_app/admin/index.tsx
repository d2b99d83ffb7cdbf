import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from './-index/AdminDashboard.tsx';
import { pageTitles } from '../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/admin/')({
  staticData: { title: pageTitles.adminDashboard },
  component: AdminDashboard,
});
