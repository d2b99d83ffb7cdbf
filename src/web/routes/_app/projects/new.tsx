import { createFileRoute } from '@tanstack/react-router';
import { NewProjectPage } from './-new/NewProjectPage.tsx';
import { pageTitles } from '../../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/projects/new')({
  staticData: { title: pageTitles.newProject },
  component: NewProjectPage,
});
