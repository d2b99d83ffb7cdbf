import { createFileRoute, redirect } from '@tanstack/react-router';
import { membersOptions } from '../../../../hooks/use-members.ts';
import { projectOptions } from '../../../../hooks/use-projects.ts';
import { exclusionReasonsOptions, projectTagsOptions } from '../../../../hooks/use-reviews.ts';
import { citationListSearch } from '../../../../lib/citation-list.search.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { warmCache } from '../../../../lib/warm-cache.ts';
import { CitationPage } from './-citations/CitationPage.tsx';
import { citationPageOptions } from './-citations/use-citations.ts';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/citations')({
  staticData: { title: pageTitles.labelling },
  validateSearch: citationListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, params, deps }) => {
    const projectId = parseProjectId(params.id);
    // The overview owns what an id that cannot name a project gets: the "Invalid project" toast and the way home.
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    // Not awaited: the page shows its own skeletons and failures. The list page the URL names, and the tags,
    // reasons and members the filters and notes read.
    void warmCache(
      queryClient.ensureQueryData(projectOptions(trpc, projectId)),
      queryClient.ensureQueryData(citationPageOptions(trpc, projectId, deps)),
      queryClient.ensureQueryData(projectTagsOptions(trpc, projectId)),
      queryClient.ensureQueryData(exclusionReasonsOptions(trpc, projectId)),
      queryClient.ensureQueryData(membersOptions(trpc, projectId)),
    );
    return { projectId };
  },
  component: CitationPage,
});
