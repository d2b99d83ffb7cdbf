/**
 * Calling Screener's typed tRPC procedures from a Node script.
 *
 *   SCREENER_URL=http://localhost:3000 SCREENER_EMAIL=you@example.org SCREENER_PASSWORD=… npx tsx examples/typed-client.ts
 *
 * The router is imported as a type only, so the script gets full types without loading any server code.
 * The session cookie the login answers with is kept and sent on every later call.
 */
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../src/server/trpc/app.router.ts';
import { TRPC_MAX_BATCH } from '../src/shared/api-limits.ts';

export function createScreenerClient(baseUrl: string) {
  let cookie = '';
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        // The server refuses larger batches.
        maxItems: TRPC_MAX_BATCH,
        transformer: superjson,
        async fetch(url, init) {
          const res = await fetch(url, { ...init, headers: { ...init?.headers, ...(cookie ? { cookie } : {}) } });
          const session = res.headers.getSetCookie().find((c) => c.startsWith('screener_session='));
          if (session) cookie = session.split(';')[0] ?? '';
          return res;
        },
      }),
    ],
  });
}

export async function showSignedInUser(baseUrl: string, email: string, password: string): Promise<string> {
  const client = createScreenerClient(baseUrl);
  await client.auth.login.mutate({ email, password });
  const me = await client.auth.me.query();
  await client.auth.logout.mutate();
  return me ? `Signed in as ${me.first_name} ${me.last_name} <${me.email}>` : 'Not signed in';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { SCREENER_URL = 'http://localhost:3000', SCREENER_EMAIL, SCREENER_PASSWORD } = process.env;
  if (!SCREENER_EMAIL || !SCREENER_PASSWORD) {
    console.error('Set SCREENER_EMAIL and SCREENER_PASSWORD.');
    process.exit(1);
  }
  console.log(await showSignedInUser(SCREENER_URL, SCREENER_EMAIL, SCREENER_PASSWORD));
}
