import { createFileRoute } from '@tanstack/react-router';
import { StaticContactPage } from './-components/StaticContactPage.tsx';

export const Route = createFileRoute('/contact')({
  component: StaticContactPage,
});
