import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from './-components/ResetPasswordPage.tsx';

export const Route = createFileRoute('/reset-password_/$token')({
  component: ResetPasswordPage,
});
