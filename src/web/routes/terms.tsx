import { createFileRoute } from '@tanstack/react-router';
import { StaticComingSoon } from './-static/StaticComingSoon.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

export const Route = createFileRoute('/terms')({
  staticData: { title: pageTitles.terms },
  component: () => <StaticComingSoon title="Terms of Service" />,
});
