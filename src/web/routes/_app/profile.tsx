import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from './-profile/ProfilePage.tsx';
import { pageTitles } from '../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/profile')({
  staticData: { title: pageTitles.profile },
  component: ProfilePage,
});
