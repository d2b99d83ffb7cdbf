import { createFileRoute } from '@tanstack/react-router';
import { StaticComingSoon } from './-static/StaticComingSoon.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

export const Route = createFileRoute('/blog')({
  staticData: { title: pageTitles.blog },
  component: () => <StaticComingSoon title="Blog" />,
});
