import { createFileRoute } from '@tanstack/react-router';
import { PasswordForgotPage } from './-password/PasswordForgotPage.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

export const Route = createFileRoute('/forgot-password')({
  staticData: { title: pageTitles.forgotPassword },
  component: PasswordForgotPage,
});
