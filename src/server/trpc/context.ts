import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';

/** Each request brings its own entity manager and the user its session cookie names (see http/session.plugin.ts). */
export function createContext({ req, res }: CreateFastifyContextOptions) {
  return { req, res, em: req.em, user: req.user, config: req.server.appConfig };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
