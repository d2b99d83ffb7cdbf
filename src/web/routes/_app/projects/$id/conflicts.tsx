import { createFileRoute, redirect } from '@tanstack/react-router';
import { agreementOptions, conflictsOptions } from '../../../../hooks/use-dual-screening.ts';
import { projectOptions } from '../../../../hooks/use-projects.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { warmCache } from '../../../../lib/warm-cache.ts';
import { ConflictsPage } from './-conflicts/ConflictsPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/conflicts')({
  staticData: { title: pageTitles.conflicts },
  loader: ({ context: { queryClient, trpc }, params }) => {
    const projectId = parseProjectId(params.id);
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    void warmCache(
      queryClient.ensureQueryData(projectOptions(trpc, projectId)),
      queryClient.ensureQueryData(agreementOptions(trpc, projectId)),
      queryClient.ensureQueryData(conflictsOptions(trpc, projectId)),
    );
    return { projectId };
  },
  component: ConflictsPage,
});
