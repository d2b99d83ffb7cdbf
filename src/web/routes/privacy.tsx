import { createFileRoute } from '@tanstack/react-router';
import { StaticComingSoon } from './-static/StaticComingSoon.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

export const Route = createFileRoute('/privacy')({
  staticData: { title: pageTitles.privacy },
  component: () => <StaticComingSoon title="Privacy Policy" />,
});
