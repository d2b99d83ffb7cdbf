import { createFileRoute, redirect } from '@tanstack/react-router';
import { projectOptions } from '../../../../hooks/use-projects.ts';
import { exclusionReasonsOptions, projectTagsOptions } from '../../../../hooks/use-reviews.ts';
import { screeningStatusOptions } from '../../../../hooks/use-screening.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { warmCache } from '../../../../lib/warm-cache.ts';
import { ScreeningPage } from './-screen/ScreeningPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/screen')({
  staticData: { title: pageTitles.screening },
  loader: ({ context: { queryClient, trpc }, params }) => {
    const projectId = parseProjectId(params.id);
    // The overview owns what an id that cannot name a project gets: the "Invalid project" toast and the way home.
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    // Not awaited: the page shows its own skeletons and failures. The record's notes read tags and reasons. Not the
    // keyword lists: their suggestions are worked out again after every decision (seconds on a large project),
    // and the first record, sent in the same batch, waited for them (2-3 s in a walk, /next alone 20 ms).
    void warmCache(
      queryClient.ensureQueryData(projectOptions(trpc, projectId)),
      queryClient.ensureQueryData(screeningStatusOptions(trpc, projectId)),
      queryClient.ensureQueryData(projectTagsOptions(trpc, projectId)),
      queryClient.ensureQueryData(exclusionReasonsOptions(trpc, projectId)),
    );
    return { projectId };
  },
  component: ScreeningPage,
});
