import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messages } from '../../shared/messages.ts';
import type { UserEntity } from '../db/entities/index.ts';
import { DomainError, validationError } from '../errors.ts';
import { isMultipart } from './multipart.ts';
import type { DocumentedRoute } from './openapi.ts';

type Actor<A extends DocumentedRoute['auth']> = A extends 'public' ? UserEntity | null : UserEntity;

interface RouteDef<B extends z.ZodType, A extends DocumentedRoute['auth']> extends DocumentedRoute {
  auth: A;
  body?: B;
}

type Handler<B extends z.ZodType, A extends DocumentedRoute['auth']> = (args: {
  req: FastifyRequest;
  reply: FastifyReply;
  body: z.infer<B>;
  actor: Actor<A>;
}) => Promise<unknown>;

export const documentedRoutes: DocumentedRoute[] = [];

/** Registers a REST route: checks who may call it, validates the body with its zod schema, documents it. */
export function restRoute<B extends z.ZodType, A extends DocumentedRoute['auth']>(
  app: FastifyInstance,
  def: RouteDef<B, A>,
  handler: Handler<B, A>,
): void {
  if (!documentedRoutes.some((r) => r.method === def.method && r.url === def.url)) documentedRoutes.push(def);
  app.route({
    method: def.method,
    url: def.url,
    handler: async (req, reply) => {
      if (def.auth !== 'public' && !req.user) throw new DomainError('UNAUTHORIZED', messages.notSignedIn);
      if (def.auth === 'admin' && !req.user?.is_admin) throw new DomainError('FORBIDDEN', messages.noPermission);
      let body: z.infer<B> = undefined as z.infer<B>;
      // Multipart bodies are streamed by the handler itself (see multipart.ts).
      if (def.body && !isMultipart(req)) {
        const parsed = def.body.safeParse(req.body ?? {});
        if (!parsed.success) throw validationError(parsed.error.issues);
        body = parsed.data;
      }
      const result = await handler({ req, reply, body, actor: req.user as Actor<A> });
      if (def.status) reply.status(def.status);
      return result ?? reply.send();
    },
  });
}
