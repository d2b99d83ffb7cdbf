import { TRPCError, type AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { createContext } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import type { ProcedureMeta, RestMeta } from './rest-meta.ts';
import { restRoute } from './rest-route.ts';

interface ProcedureDef {
  meta?: ProcedureMeta;
  output?: z.ZodType;
}

type Callable = (input: unknown) => Promise<unknown>;

/** The procedure at a dotted path of a caller (`projects.get`). */
function procedureAt(caller: object, path: string): Callable {
  let at: unknown = caller;
  for (const key of path.split('.')) at = (at as Record<string, unknown>)[key];
  return at as Callable;
}

/** A domain error travels inside the TRPCError the procedure threw; REST maps the domain error itself. */
function unwrap(error: unknown): unknown {
  return error instanceof TRPCError && error.cause ? error.cause : error;
}

/** The input a REST request carries: URL parameters, query and body together, as the procedure takes it. */
function inputOf(parts: { params?: Record<string, unknown>; query?: unknown; body?: unknown }): unknown {
  const fields = { ...parts.params, ...(parts.query as object), ...(parts.body as object) };
  return Object.keys(fields).length ? fields : undefined;
}

/**
 * Offers every procedure that has REST metadata as a REST route: a caller per request runs the procedure
 * with the request's context, so the caller check, the service, the output and the error mapping are the
 * procedure's; REST adds its URL, its validation messages, its status and, where it differs, its answer.
 */
export function registerRestOperations(app: FastifyInstance, router: AnyRouter): void {
  const createCaller = createCallerFactory(router);
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  for (const [path, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta;
    if (!meta?.rest) continue;
    for (const rest of ([] as RestMeta[]).concat(meta.rest)) {
      const { answer, params, ...route } = rest;
      restRoute(
        app,
        {
          ...route,
          auth: rest.auth ?? meta.auth ?? 'user',
          role: rest.role ?? meta.role,
          roleFor: rest.roleFor ?? meta.roleFor,
          response: rest.response ?? procedure._def.output,
          params: params ?? (() => ({})),
        },
        async ({ req, reply, params: fields, query, body }) => {
          const caller = createCaller(createContext({ req, res: reply, info: undefined as never }));
          const input = inputOf({ params: fields, query, body });
          let result: unknown;
          try {
            result = await procedureAt(caller, path)(input);
          } catch (error) {
            throw unwrap(error);
          }
          return answer ? answer(result as never, { req, reply, input: input as never }) : result;
        },
      );
    }
  }
}
