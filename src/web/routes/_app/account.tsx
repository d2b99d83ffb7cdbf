import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from './-account/AccountPage.tsx';
import { pageTitles } from '../../../shared/page.messages.ts';

export const Route = createFileRoute('/_app/account')({
  staticData: { title: pageTitles.account },
  component: AccountPage,
});
