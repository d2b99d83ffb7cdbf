import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messages } from '../../shared/messages.ts';
import type { ProjectEntity, UserEntity } from '../db/entities/index.ts';
import { DomainError, validationError } from '../errors.ts';
import { accessBeforeInvalidInput, requireProjectAccess } from '../modules/projects/project-access.ts';
import { misspeltFields, schemaFields } from './misspelt-fields.ts';
import { isMultipart } from './multipart.ts';
import type { DocumentedRoute } from './openapi.ts';

type Actor<A extends DocumentedRoute['auth']> = A extends 'public' ? UserEntity | null : UserEntity;

type RawParams = Record<string, string | undefined>;

interface RouteDef<
  B extends z.ZodType,
  A extends DocumentedRoute['auth'],
  P,
  Q extends z.ZodType,
> extends DocumentedRoute {
  auth: A;
  /**
   * A route of its own (no procedure behind it) on the project its `params` name: the caller's access with
   * `role` is checked before the body is read (an upload the caller may not make is never streamed), and the
   * handler gets the project. Routes from a procedure leave it to the procedure's service.
   */
  withProject?: boolean;
  body?: B;
  /** The query string's schema; a query that does not fit it is refused with 422, or 400 with `badQuery: 400`. */
  query?: Q;
  /** Reads the URL parameters, throwing a DomainError when they are invalid; runs before the body is read. */
  params?: (raw: RawParams) => P;
  /** A JSON body larger than this is refused with 413; the app's small default fits every other route. */
  bodyLimit?: number;
}

type Handler<B extends z.ZodType, A extends DocumentedRoute['auth'], P, Q extends z.ZodType> = (args: {
  req: FastifyRequest;
  reply: FastifyReply;
  body: z.infer<B>;
  query: z.infer<Q>;
  params: P;
  actor: Actor<A>;
  /** The project, with `withProject`; undefined otherwise. */
  project: ProjectEntity;
}) => Promise<unknown>;

function checkCaller(auth: DocumentedRoute['auth'], req: FastifyRequest): void {
  if (auth !== 'public' && !req.user) throw new DomainError('UNAUTHORIZED', messages.notSignedIn);
  if (auth === 'admin' && !req.user?.is_admin) throw new DomainError('FORBIDDEN', messages.noPermission);
}

/**
 * A request's input refused: on a project route the caller's access to the project is told first, so one the
 * project does not let in gets the 404 or 403 a valid request would (accessBeforeInvalidInput).
 */
async function refuseInput(def: DocumentedRoute, req: FastifyRequest, refusal: unknown): Promise<never> {
  const body = req.body !== null && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : undefined;
  const need = body && def.roleFor ? def.roleFor(body) : def.role;
  if (need && req.user) await accessBeforeInvalidInput(req.em, req.user, (req.params as RawParams).id, need);
  throw refusal;
}

export const documentedRoutes: DocumentedRoute[] = [];

/**
 * Registers a REST route: checks who may call it, reads its URL parameters, validates the body with its
 * zod schema, documents it. The caller and the parameters are checked before the body is parsed, so a
 * bad project id gets its own message even when the body is malformed too; on a project route any other
 * refused input is told only to a caller the project lets in (refuseInput).
 */
export function restRoute<
  B extends z.ZodType,
  A extends DocumentedRoute['auth'],
  P = undefined,
  Q extends z.ZodType = z.ZodUndefined,
>(app: FastifyInstance, def: RouteDef<B, A, P, Q>, handler: Handler<B, A, P, Q>): void {
  if (def.withProject && !(def.role && def.params)) throw new Error(`${def.url}: withProject needs role and params`);
  if (!documentedRoutes.some((r) => r.method === def.method && r.url === def.url)) documentedRoutes.push(def);
  const bodyFields = schemaFields(def.body);
  const parsedParams = new WeakMap<FastifyRequest, P>();
  const projects = new WeakMap<FastifyRequest, ProjectEntity>();
  app.route({
    method: def.method,
    url: def.url,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    preParsing: async (req, _reply, payload) => {
      checkCaller(def.auth, req);
      if (def.params) {
        try {
          parsedParams.set(req, def.params(req.params as RawParams));
        } catch (error) {
          await refuseInput(def, req, error);
        }
      }
      if (def.withProject && def.role && req.user) {
        projects.set(req, await requireProjectAccess(req.em, req.user, parsedParams.get(req) as number, def.role));
      }
      return payload;
    },
    handler: async (req, reply) => {
      let body: z.infer<B> = undefined as z.infer<B>;
      // Multipart bodies are streamed by the handler itself (see multipart.ts).
      if (def.body && !isMultipart(req)) {
        const given = req.body !== null && typeof req.body === 'object' ? Object.keys(req.body) : [];
        const misspelt = misspeltFields(given, bodyFields);
        if (misspelt.length) await refuseInput(def, req, validationError(misspelt));
        const parsed = def.body.safeParse(req.body ?? {});
        if (!parsed.success) await refuseInput(def, req, validationError(parsed.error.issues));
        else body = parsed.data;
      }
      let query: z.infer<Q> = undefined as z.infer<Q>;
      if (def.query) {
        const parsed = def.query.safeParse(req.query);
        if (!parsed.success)
          await refuseInput(
            def,
            req,
            validationError(parsed.error.issues, def.badQuery === 400 ? 'BAD_REQUEST' : 'UNPROCESSABLE'),
          );
        else query = parsed.data;
      }
      const params = parsedParams.get(req) as P;
      const result = await handler({
        req,
        reply,
        body,
        query,
        params,
        project: projects.get(req) as ProjectEntity,
        // Read only by the handlers that need the caller: see FastifyRequest.user.
        get actor() {
          return req.user as Actor<A>;
        },
      });
      // A handler that sent a stream returned the reply, a thenable that awaiting resolved once it was sent, or
      // once the client hung up (a cancelled download): its headers are out, so there is nothing more to send
      // (returning the reply there made Fastify send it as a payload, and log a 500 after the headers).
      if (reply.sent || reply.raw.headersSent) return undefined;
      if (def.status) reply.status(def.status);
      return result ?? reply.send();
    },
  });
}
