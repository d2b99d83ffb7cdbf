import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../server/trpc/app.router.ts';
import { TRPC_MAX_BATCH } from '../shared/api-limits.ts';
import type { PublicUser } from '../shared/auth.schema.ts';
import { checkedResponse, errorTextLink } from './lib/api-errors.ts';
import { timeoutLink } from './lib/request-timeouts.ts';
import { mirrorUserToStorage } from './lib/user.storage.ts';

export type Trpc = TRPCOptionsProxy<AppRouter>;
export type Api = ReturnType<typeof createApi>;

/**
 * Components reach tRPC through `useTRPC()`; loaders and guards use the same proxy from the router context.
 * `useTRPCClient()` is for calls that need per-request options, such as a signal with a timeout of their own.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const isUnauthorized = (error: unknown) => error instanceof TRPCClientError && error.data?.httpStatus === 401;
const isForbidden = (error: unknown) => error instanceof TRPCClientError && error.data?.httpStatus === 403;

/**
 * One query cache, one tRPC client and the options proxy over both. A function rather than module
 * singletons so every test mounts the app with a fresh cache.
 */
export function createApi() {
  // A 401 means the session ended on the server; forgetting the user makes the guards send the visitor to /auth.
  const forgetUserOn401 = (error: unknown) => {
    const meKey = trpc.auth.me.queryKey();
    if (isUnauthorized(error) && queryClient.getQueryData(meKey)) queryClient.setQueryData(meKey, null);
  };
  // A 403 from a project means the user's membership or role changed since the page read the project (removed,
  // or made reviewer): the projects are read again, so the page shows what they may do now. Not after a 403
  // of a project read itself, which would ask again for ever.
  const recheckProjectsOn403 = (error: unknown, key?: readonly unknown[]) => {
    const path = key?.[0];
    const projectRead = Array.isArray(path) && path[0] === 'projects';
    if (isForbidden(error) && !projectRead) void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        forgetUserOn401(error);
        recheckProjectsOn403(error, query.queryKey);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        forgetUserOn401(error);
        recheckProjectsOn403(error);
      },
    }),
    // No retries, no refetch on focus, data never goes stale by itself (admin lists alone retry, twice).
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  const trpcClient = createTRPCClient<AppRouter>({
    // Outermost first: the error text link sees every failure, the timeouts' included.
    links: [
      errorTextLink,
      timeoutLink,
      httpBatchLink({
        url: '/trpc',
        // The server refuses larger batches.
        maxItems: TRPC_MAX_BATCH,
        transformer: superjson,
        fetch: async (url, options) => checkedResponse(await fetch(url, { ...options, credentials: 'include' })),
        // Requests carry the signed-in user's id (X-User-Id). The server only checks it against the session.
        headers: () => {
          const me = queryClient.getQueryData<PublicUser | null>(trpc.auth.me.queryKey());
          return me ? { 'x-user-id': String(me.id) } : {};
        },
      }),
    ],
  });
  const trpc: Trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  mirrorUserToStorage(queryClient, trpc.auth.me.queryKey());
  return { queryClient, trpcClient, trpc };
}
