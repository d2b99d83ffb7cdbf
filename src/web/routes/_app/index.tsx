import { createFileRoute } from '@tanstack/react-router';
import { projectListOptions } from '../../hooks/use-projects.ts';
import { warmCache } from '../../lib/warm-cache.ts';
import { Dashboard } from './-index/Dashboard.tsx';
import { pageTitles } from '../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/')({
  staticData: { title: pageTitles.dashboard },
  // Not awaited: the dashboard shows its own skeleton and failures.
  loader: ({ context: { queryClient, trpc } }) => {
    void warmCache(queryClient.ensureQueryData(projectListOptions(trpc)));
  },
  component: Dashboard,
});
