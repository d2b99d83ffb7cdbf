import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from './-help/HelpPage.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

/** Public, like the other information pages: what the steps are and how to read what the pages show. */
export const Route = createFileRoute('/help')({
  staticData: { title: pageTitles.help },
  component: HelpPage,
});
