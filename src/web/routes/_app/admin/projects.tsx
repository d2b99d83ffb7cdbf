import { createFileRoute } from '@tanstack/react-router';
import { adminProjectsSearch } from '../../../lib/admin-search.ts';
import { AdminProjectsPage } from '../../-components/AdminProjectsPage.tsx';

export const Route = createFileRoute('/_app/admin/projects')({
  validateSearch: adminProjectsSearch,
  component: AdminProjectsPage,
});
