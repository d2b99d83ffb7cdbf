import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { messages } from '../../shared/messages.ts';
import { databaseInputError, DomainError, errorTable, isDatabaseUnreachable, validationError } from '../errors.ts';
import type { ProcedureMeta } from '../http/rest-meta.ts';
import type { Context } from './context.ts';

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    isDev: false,
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      const known = cause instanceof DomainError;
      const message = error.code === 'INTERNAL_SERVER_ERROR' && !known ? messages.serverError : shape.message;
      return {
        ...shape,
        message,
        data: { ...shape.data, fields: known ? cause.fields : undefined, extra: known ? cause.extra : undefined },
      };
    },
  });

/**
 * An answer that fails its own output schema: the server's fault (500, logged), never the caller's invalid input
 * (tRPC wraps the schema's ZodError in this error).
 */
const isOutputFailure = (error: TRPCError) =>
  error.code === 'INTERNAL_SERVER_ERROR' && error.message === 'Output validation failed';

/** Domain errors and invalid input become the tRPC error of the shared table, with the user-safe message. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const raw = result.error.cause;
  const cause =
    raw instanceof ZodError && !isOutputFailure(result.error)
      ? validationError(raw.issues)
      : isDatabaseUnreachable(raw)
        ? new DomainError('UNAVAILABLE', messages.databaseUnavailable)
        : (databaseInputError(raw) ?? raw);
  if (cause instanceof DomainError)
    throw new TRPCError({ code: errorTable[cause.code].trpc, message: cause.message, cause });
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors).meta({ auth: 'public' });

export const authedProcedure = publicProcedure
  .use(({ ctx, next }) => {
    if (!ctx.user) throw new DomainError('UNAUTHORIZED', messages.notSignedIn);
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  .meta({ auth: 'user' });

export const adminProcedure = authedProcedure
  .use(({ ctx, next }) => {
    if (!ctx.user.is_admin) throw new DomainError('FORBIDDEN', messages.noPermission);
    return next();
  })
  .meta({ auth: 'admin' });
