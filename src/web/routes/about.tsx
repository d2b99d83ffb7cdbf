import { createFileRoute } from '@tanstack/react-router';
import { StaticAboutPage } from './-static/StaticAboutPage.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

export const Route = createFileRoute('/about')({
  staticData: { title: pageTitles.about },
  component: StaticAboutPage,
});
