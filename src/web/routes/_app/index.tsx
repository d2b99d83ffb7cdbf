import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../-components/Dashboard.tsx';

export const Route = createFileRoute('/_app/')({
  component: Dashboard,
});
