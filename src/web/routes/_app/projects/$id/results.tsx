import { createFileRoute, redirect } from '@tanstack/react-router';
import { projectOptions } from '../../../../hooks/use-projects.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { resultsSearch } from '../../../../lib/results.search.ts';
import { warmCache } from '../../../../lib/warm-cache.ts';
import { resultsSummaryOptions } from '../../../../hooks/use-results-summary.ts';
import { hasRankedLists, resultsFirstPagesOptions, resultsPageOptions } from './-results/use-results.ts';
import { ResultsPage } from './-results/ResultsPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/results')({
  staticData: { title: pageTitles.results },
  validateSearch: resultsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, params, deps }) => {
    const projectId = parseProjectId(params.id);
    // The overview owns what an id that cannot name a project gets: the "Invalid project" toast and the way home.
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    // Not awaited: the page shows its own skeletons and failures. Once the project is known to have lists
    // (continuous, or trained), the tab's page the URL names and each tab's first page for the counts.
    const lists = () => [
      queryClient.ensureQueryData(resultsPageOptions(trpc, projectId, deps)),
      ...resultsFirstPagesOptions(trpc, projectId, deps).map((options) => queryClient.ensureQueryData(options)),
    ];
    void warmCache(
      queryClient
        .ensureQueryData(projectOptions(trpc, projectId))
        .then((project) => (hasRankedLists(project) ? warmCache(...lists()) : undefined)),
      queryClient.ensureQueryData(resultsSummaryOptions(trpc, projectId)),
    );
    return { projectId };
  },
  component: ResultsPage,
});
