import { createFileRoute, redirect } from '@tanstack/react-router';
import { projectOptions } from '../../../../hooks/use-projects.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { resultsSearch } from '../../../../lib/results.search.ts';
import { warmCache } from '../../../../lib/warm-cache.ts';
import { resultsSummaryOptions } from './-results/use-results.ts';
import { ResultsPage } from './-results/ResultsPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/results')({
  staticData: { title: pageTitles.results },
  validateSearch: resultsSearch,
  loader: ({ context: { queryClient, trpc }, params }) => {
    const projectId = parseProjectId(params.id);
    // The overview owns what an id that cannot name a project gets: the "Invalid project" toast and the way home.
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    // Not awaited: the page shows its own skeletons and failures.
    void warmCache(
      queryClient.ensureQueryData(projectOptions(trpc, projectId)),
      queryClient.ensureQueryData(resultsSummaryOptions(trpc, projectId)),
    );
    return { projectId };
  },
  component: ResultsPage,
});
