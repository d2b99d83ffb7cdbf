import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from './-index/Dashboard.tsx';
import { pageTitles } from '../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/')({
  staticData: { title: pageTitles.dashboard },
  component: Dashboard,
});
