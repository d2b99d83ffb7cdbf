import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { resultsSearch } from '../../../../lib/results.search.ts';
import { ResultsPage } from './-results/ResultsPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/results')({
  staticData: { title: pageTitles.results },
  validateSearch: resultsSearch,
  loader: ({ context, params }) => {
    const projectId = parseProjectId(params.id);
    // The overview owns what an id that cannot name a project gets: the "Invalid project" toast and the way home.
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    // Warms the cache without waiting: the page shows its own skeletons and failures.
    void context.queryClient.prefetchQuery(context.trpc.projects.get.queryOptions({ id: projectId }));
    void context.queryClient.prefetchQuery(context.trpc.training.summary.queryOptions({ projectId }));
    return { projectId };
  },
  component: ResultsPage,
});
