import { createFileRoute } from '@tanstack/react-router';
import { adminUsersSearch } from '../../../lib/admin-search.ts';
import { AdminUsersPage } from '../../-components/AdminUsersPage.tsx';

export const Route = createFileRoute('/_app/admin/users')({
  validateSearch: adminUsersSearch,
  component: AdminUsersPage,
});
