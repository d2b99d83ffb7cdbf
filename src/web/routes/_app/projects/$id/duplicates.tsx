import { createFileRoute } from '@tanstack/react-router';
import { projectOptions } from '../../../../hooks/use-projects.ts';
import { possiblePairsOptions, removedDuplicatesOptions } from './-duplicates/use-duplicate-lists.ts';
import { parseProjectId } from '../../../../lib/project-id.ts';
import { warmCache } from '../../../../lib/warm-cache.ts';
import { DuplicatePage } from './-duplicates/DuplicatePage.tsx';
import { pageTitles } from '../../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/$id/duplicates')({
  staticData: { title: pageTitles.duplicates },
  // Warms the cache the page reads. Failures are not thrown: the page shows them.
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const projectId = parseProjectId(params.id);
    if (projectId === null) return;
    await warmCache(
      queryClient.ensureQueryData(projectOptions(trpc, projectId)),
      queryClient.ensureInfiniteQueryData(removedDuplicatesOptions(trpc, projectId)),
      queryClient.ensureInfiniteQueryData(possiblePairsOptions(trpc, projectId)),
    );
  },
  component: DuplicatePage,
});
