import { createFileRoute } from '@tanstack/react-router';
import { StaticComingSoon } from './-components/StaticComingSoon.tsx';

export const Route = createFileRoute('/terms')({
  component: () => <StaticComingSoon title="Terms of Service" />,
});
