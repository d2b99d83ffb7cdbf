import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from './-password/ResetPasswordPage.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

export const Route = createFileRoute('/reset-password_/$token')({
  staticData: { title: pageTitles.resetPassword },
  component: ResetPasswordPage,
});
