import { createFileRoute, redirect } from '@tanstack/react-router';
import { projectOptions } from '../../../../hooks/use-projects.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { warmCache } from '../../../../lib/warm-cache.ts';
import { keywordsOptions } from './-keywords/use-keywords.ts';
import { KeywordPage } from './-keywords/KeywordPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/keywords')({
  staticData: { title: pageTitles.keywords },
  loader: ({ context: { queryClient, trpc }, params }) => {
    const projectId = parseProjectId(params.id);
    // The overview owns what an id that cannot name a project gets: the "Invalid project" toast and the way home.
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    // Not awaited: the first keyword call of a project can take seconds, and the page has its own spinner.
    void warmCache(
      queryClient.ensureQueryData(projectOptions(trpc, projectId)),
      queryClient.ensureQueryData(keywordsOptions(trpc, projectId)),
    );
    return { projectId };
  },
  component: KeywordPage,
});
