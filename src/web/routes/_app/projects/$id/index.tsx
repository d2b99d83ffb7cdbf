import { createFileRoute } from '@tanstack/react-router';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { ProjectPage } from './-index/ProjectPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/')({
  staticData: { title: pageTitles.projectOverview },
  // Warms the cache the page reads. Failures are not thrown: the page shows them (not found, no access).
  loader: async ({ context, params }) => {
    const id = parseProjectId(params.id);
    if (id !== null) await context.queryClient.prefetchQuery(context.trpc.projects.get.queryOptions({ id }));
  },
  component: ProjectPage,
});
