import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PublicUser } from '../../shared/auth.schema.ts';

const KEY = 'user';

function storeUser(user: PublicUser | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be disabled (private mode, quotas); the app works without the cache.
  }
}

/**
 * The signed-in user is kept in localStorage under "user". It is only a cache: identity
 * always comes from the server. Watching the auth.me query catches every change, whoever makes it
 * (the session check, login, sign-up, logout, a 401).
 */
export function mirrorUserToStorage(queryClient: QueryClient, meKey: QueryKey): void {
  const meHash = hashKey(meKey);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== meHash) return;
    storeUser((event.query.state.data as PublicUser | null | undefined) ?? null);
  });
}

/** Whether this browser last saw someone signed in: a hint for what to show first, never an identity. */
export function hadSignedInUser(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}
