import { createFileRoute } from '@tanstack/react-router';
import { possiblePairsOptions, removedDuplicatesOptions } from './-duplicates/use-duplicate-lists.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { DuplicatePage } from './-duplicates/DuplicatePage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/duplicates')({
  staticData: { title: pageTitles.duplicates },
  // Warms the cache the page reads. Failures are not thrown: the page shows them.
  loader: async ({ context, params }) => {
    const projectId = parseProjectId(params.id);
    if (projectId === null) return;
    await Promise.all([
      context.queryClient.prefetchQuery(context.trpc.projects.get.queryOptions({ id: projectId })),
      context.queryClient.prefetchInfiniteQuery(removedDuplicatesOptions(context.trpc, projectId)),
      context.queryClient.prefetchInfiniteQuery(possiblePairsOptions(context.trpc, projectId)),
    ]);
  },
  component: DuplicatePage,
});
