import { createFileRoute, redirect } from '@tanstack/react-router';
import { citationListSearch } from '../../../../lib/citation-list.search.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { CitationPage } from './-citations/CitationPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/citations')({
  staticData: { title: pageTitles.labelling },
  validateSearch: citationListSearch,
  loader: ({ context, params }) => {
    const projectId = parseProjectId(params.id);
    // The overview owns what an id that cannot name a project gets: the "Invalid project" toast and the way home.
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    void context.queryClient.prefetchQuery(context.trpc.projects.get.queryOptions({ id: projectId }));
    return { projectId };
  },
  component: CitationPage,
});
