import { createFileRoute } from '@tanstack/react-router';
import { ResetInvalidLink } from './-components/ResetInvalidLink.tsx';

/** The reset link without its token. */
export const Route = createFileRoute('/reset-password')({
  component: ResetInvalidLink,
});
