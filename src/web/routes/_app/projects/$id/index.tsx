import { createFileRoute } from '@tanstack/react-router';
import { membersOptions } from '../../../../hooks/use-members.ts';
import { projectOptions } from '../../../../hooks/use-projects.ts';
import { exclusionReasonsOptions } from '../../../../hooks/use-reviews.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { warmCache } from '../../../../lib/warm-cache.ts';
import { ProjectPage } from './-index/ProjectPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/')({
  staticData: { title: pageTitles.projectOverview },
  // Waits for the project (the page is its cards); members and exclusion reasons load beside it. Failures are
  // not thrown: the page shows them (not found, no access).
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = parseProjectId(params.id);
    if (id === null) return;
    void warmCache(
      queryClient.ensureQueryData(membersOptions(trpc, id)),
      queryClient.ensureQueryData(exclusionReasonsOptions(trpc, id)),
    );
    await warmCache(queryClient.ensureQueryData(projectOptions(trpc, id)));
  },
  component: ProjectPage,
});
