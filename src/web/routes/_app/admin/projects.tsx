import { createFileRoute } from '@tanstack/react-router';
import { adminProjectsSearch } from '../../../lib/admin-search.ts';
import { AdminProjectsPage } from './-projects/AdminProjectsPage.tsx';
import { pageTitles } from '../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/admin/projects')({
  staticData: { title: pageTitles.adminProjects },
  validateSearch: adminProjectsSearch,
  component: AdminProjectsPage,
});
