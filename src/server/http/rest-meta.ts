import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DocumentedRoute } from './openapi.ts';

/** The URL parameters of a REST request, as Fastify read them. */
export type RawParams = Record<string, string | undefined>;

/**
 * How a tRPC procedure is also offered as a REST route (see rest-operations.ts). The procedure is the one
 * definition of the operation; this says only what REST adds: the URL, where each part of the input comes
 * from, the status, the documentation, and an answer shape where REST's differs from the procedure's.
 */
export interface RestMeta extends Omit<DocumentedRoute, 'auth' | 'response'> {
  /** Who may call the route; by default the procedure's own (public, user or admin). */
  auth?: DocumentedRoute['auth'];
  /** A project route's least role; by default the procedure's own (projectProcedure). */
  role?: DocumentedRoute['role'];
  /** The answer's schema for the document; by default the procedure's output schema. */
  response?: z.ZodType;
  /** Reads the URL parameters into input fields (e.g. `{ projectId }`), throwing a DomainError when invalid. */
  params?: (raw: RawParams) => Record<string, unknown>;
  /** A JSON body larger than this is refused with 413. */
  bodyLimit?: number;
  /** REST's answer, where it differs from the procedure's (a message, a stream, a status); `input` is what the procedure was given. */
  answer?: (result: never, http: { req: FastifyRequest; reply: FastifyReply; input: never }) => unknown;
}

/**
 * What every procedure may carry: who may call it (set by its base procedure: public, user or admin, and on a
 * project its least role) and its REST routes.
 */
export interface ProcedureMeta {
  auth?: DocumentedRoute['auth'];
  role?: DocumentedRoute['role'];
  roleFor?: DocumentedRoute['roleFor'];
  rest?: RestMeta | RestMeta[];
}
