import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';

/**
 * Each request brings its own entity manager and the user its session cookie names (see http/session.plugin.ts).
 * The user is read when a procedure asks for it: with the database away that read fails, inside the procedure.
 */
export function createContext({ req, res }: CreateFastifyContextOptions) {
  return {
    req,
    res,
    em: req.em,
    get user() {
      return req.user;
    },
    config: req.server.appConfig,
  };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
