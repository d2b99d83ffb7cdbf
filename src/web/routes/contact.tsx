import { createFileRoute } from '@tanstack/react-router';
import { StaticContactPage } from './-static/StaticContactPage.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

export const Route = createFileRoute('/contact')({
  staticData: { title: pageTitles.contact },
  component: StaticContactPage,
});
