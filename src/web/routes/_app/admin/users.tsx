import { createFileRoute } from '@tanstack/react-router';
import { adminUsersSearch } from '../../../lib/admin-search.ts';
import { AdminUsersPage } from './-users/AdminUsersPage.tsx';
import { pageTitles } from '../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/admin/users')({
  staticData: { title: pageTitles.adminUsers },
  validateSearch: adminUsersSearch,
  component: AdminUsersPage,
});
