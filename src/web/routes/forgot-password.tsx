import { createFileRoute } from '@tanstack/react-router';
import { PasswordForgotPage } from './-components/PasswordForgotPage.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: PasswordForgotPage,
});
