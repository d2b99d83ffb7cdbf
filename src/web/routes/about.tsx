import { createFileRoute } from '@tanstack/react-router';
import { StaticAboutPage } from './-components/StaticAboutPage.tsx';

export const Route = createFileRoute('/about')({
  component: StaticAboutPage,
});
