import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PublicUser } from '../../shared/auth.schema.ts';
import { useTRPC } from '../trpc.ts';

/** Who is signed in, as the server says (auth.me); null when signed out. */
export function useSession() {
  const trpc = useTRPC();
  const { data, isPending } = useQuery(trpc.auth.me.queryOptions());
  return { user: data ?? null, isPending };
}

/** For pages under the signed-in layout, which renders them only while someone is signed in. */
export function useSignedInUser(): PublicUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is only for pages under the signed-in layout');
  return user;
}

/** Replaces the cached identity after login, sign-up or logout, without another round trip. */
export function useSetSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (user: PublicUser | null) => queryClient.setQueryData(trpc.auth.me.queryKey(), user),
    [queryClient, trpc],
  );
}
