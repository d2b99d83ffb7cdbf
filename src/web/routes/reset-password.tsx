import { createFileRoute } from '@tanstack/react-router';
import { ResetInvalidLink } from './-password/ResetInvalidLink.tsx';
import { pageTitles } from '../../shared/page.messages.ts';

/** The reset link without its token. */
export const Route = createFileRoute('/reset-password')({
  staticData: { title: pageTitles.invalidResetLink },
  component: ResetInvalidLink,
});
