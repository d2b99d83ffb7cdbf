import { createFileRoute } from '@tanstack/react-router';
import { StaticComingSoon } from './-components/StaticComingSoon.tsx';

export const Route = createFileRoute('/privacy')({
  component: () => <StaticComingSoon title="Privacy Policy" />,
});
