import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { ConflictsPage } from './-conflicts/ConflictsPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/conflicts')({
  staticData: { title: pageTitles.conflicts },
  loader: ({ context, params }) => {
    const projectId = parseProjectId(params.id);
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    void context.queryClient.prefetchQuery(context.trpc.projects.get.queryOptions({ id: projectId }));
    void context.queryClient.prefetchQuery(context.trpc.dual.agreement.queryOptions({ projectId }));
    void context.queryClient.prefetchQuery(context.trpc.dual.conflicts.queryOptions({ projectId }));
    return { projectId };
  },
  component: ConflictsPage,
});
