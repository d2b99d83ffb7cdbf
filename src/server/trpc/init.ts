import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { ProjectRole } from '../../shared/member.schema.ts';
import { messages } from '../../shared/messages.ts';
import { databaseInputError, DomainError, errorTable, isDatabaseUnreachable, validationError } from '../errors.ts';
import type { ProcedureMeta } from '../http/rest-meta.ts';
import { accessBeforeInvalidInput } from '../modules/projects/project-access.ts';
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

/** Input the procedure's schema refused (an output that fails its schema is no such thing). */
const isInvalidInput = (error: TRPCError) => error.cause instanceof ZodError && !isOutputFailure(error);

/** Domain errors and invalid input become the tRPC error of the shared table, with the user-safe message. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const raw = result.error.cause;
  const cause = isInvalidInput(result.error)
    ? validationError((raw as ZodError).issues)
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

/**
 * A procedure on one project, whose input names it by `key`: `role` is the least role it takes (its service
 * checks it, often folded into the statement that does the work), also documented on its REST route. Input
 * it refuses is refused only to a caller the project lets in: anyone else gets the 404 or 403 a well-formed
 * call would get, so a non-member learns nothing of the project's operations (docs/api.md, "Status order").
 * `roleFor` is the role the request asks for where it depends on what it changes (a rename is the owner's).
 */
export const projectProcedure = (
  role: ProjectRole,
  key: 'projectId' | 'id' = 'projectId',
  roleFor?: (input: Record<string, unknown>) => ProjectRole,
) =>
  authedProcedure.meta({ role, roleFor }).use(async ({ ctx, next, getRawInput }) => {
    const result = await next();
    if (result.ok || !isInvalidInput(result.error)) return result;
    const raw = (await getRawInput()) as Record<string, unknown> | undefined;
    const need = raw !== null && typeof raw === 'object' && roleFor ? roleFor(raw) : role;
    await accessBeforeInvalidInput(ctx.em, ctx.user, raw?.[key], need);
    return result;
  });
