import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { ScreeningPage } from './-screen/ScreeningPage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/screen')({
  staticData: { title: pageTitles.screening },
  loader: ({ context, params }) => {
    const projectId = parseProjectId(params.id);
    // The overview owns what an id that cannot name a project gets: the "Invalid project" toast and the way home.
    if (projectId === null) throw redirect({ to: '/projects/$id', params, replace: true });
    void context.queryClient.prefetchQuery(context.trpc.projects.get.queryOptions({ id: projectId }));
    void context.queryClient.prefetchQuery(context.trpc.keywords.get.queryOptions({ projectId }));
    return { projectId };
  },
  component: ScreeningPage,
});
