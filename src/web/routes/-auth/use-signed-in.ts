import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PublicUser } from '../../../shared/auth.schema.ts';
import { useSetSession } from '../../hooks/use-session.ts';

/** What login and sign-up share once the server has set the session cookie. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const setSession = useSetSession();
  return useCallback(
    async (user: PublicUser) => {
      // Anything cached while signed out is stale now; marking it is enough, pages refetch what they show.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      setSession(user);
    },
    [queryClient, setSession],
  );
}
