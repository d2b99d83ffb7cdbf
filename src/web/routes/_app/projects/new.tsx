import { createFileRoute } from '@tanstack/react-router';
import { NewProjectPage } from '../../-components/NewProjectPage.tsx';

export const Route = createFileRoute('/_app/projects/new')({
  component: NewProjectPage,
});
