import { z } from 'zod';
import type { ProjectRole } from '../../shared/member.schema.ts';

export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tag: string;
  auth: 'public' | 'user' | 'admin';
  /**
   * A project route's least role: its procedure's (projectProcedure) or the route's own, which its service
   * checks; the authorisation matrix test holds the two to each other. Input it refuses is told only to a
   * caller with that role (rest-route.ts). Documented as x-project-role.
   */
  role?: ProjectRole;
  /** Where the role depends on what the input asks for (a PATCH with a new name is the owner's): that role. */
  roleFor?: (input: Record<string, unknown>) => ProjectRole;
  body?: z.ZodType;
  /** The query string's fields, as the route validates them. */
  query?: z.ZodType;
  /** Multipart form fields the route also accepts instead of JSON. */
  multipart?: Record<string, 'text' | 'file' | 'files'>;
  response?: z.ZodType;
  status?: number;
  /**
   * The refusals only the route's own work gives (409 of a workflow, 429 of sign-in, ...). Those that follow
   * from its definition (caller, URL parameters, body, query, cross-origin, database) are added by
   * `errorStatuses`, so the document lists every status the route can answer.
   */
  errors?: number[];
  /** A query that does not fit `query` is refused with 422, or 400 with `badQuery: 400`. */
  badQuery?: 400 | 422;
  /** false: the route never reads the session (the health check), so no X-User-Id mismatch (401) reaches it. */
  session?: false;
  /** false: the route answers without the database (public settings), so never 503. */
  database?: false;
}

/** Methods whose body Fastify reads: malformed JSON is 400, a body over the route's limit 413. */
const BODY_METHODS = new Set<DocumentedRoute['method']>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every error status a route can answer, from its definition and its declared `errors`:
 * - 401: a signed-in route without a session; on any route that reads the session, an X-User-Id header that
 *   names someone else (session.plugin.ts). 403: an admin route for a non-admin; a project route for a user
 *   without the role; a state-changing request from another origin (origin-check.ts).
 * - URL parameters: 400 for an invalid id, 404 for a missing record.
 * - A method with a body: 400 for malformed JSON, 413 over the body limit; 422 for a body that fails the
 *   route's schema. A query: 422 (or 400, `badQuery`) for a value that does not fit it.
 * - 503 when the database is unreachable, on every route that uses it.
 */
export function errorStatuses(r: DocumentedRoute): number[] {
  const statuses = new Set(r.errors ?? []);
  const add = (...codes: number[]) => codes.forEach((code) => statuses.add(code));
  if (r.auth !== 'public' || r.session !== false) add(401);
  if (r.auth === 'admin' || r.role) add(403);
  if (r.role || /:\w+/.test(r.url)) add(400, 404);
  if (BODY_METHODS.has(r.method)) add(400, 403, 413);
  if (r.body || r.multipart) add(422);
  if (r.query) add(r.badQuery ?? 422);
  if (r.database !== false) add(503);
  return [...statuses].sort((a, b) => a - b);
}

const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  processing_errors: z
    .array(z.string())
    .optional()
    .describe('upload failures: one line per file that could not be read'),
  hint: z
    .string()
    .optional()
    .describe('upload failures: the other accepted formats, when a file had an unsupported extension'),
  retry_after_seconds: z
    .number()
    .int()
    .optional()
    .describe('429: seconds until the next attempt counts (also in the Retry-After header)'),
});
const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

const multipartField = {
  text: { type: 'string' },
  file: { type: 'string', format: 'binary' },
  files: { type: 'array', items: { type: 'string', format: 'binary' } },
};

interface ObjectSchema {
  properties?: Record<string, { type?: string; enum?: unknown[] }>;
  required?: string[];
}

/**
 * A multipart form's fields: a text field the JSON body also takes is documented as that field is, its values
 * written as text (screening_mode's two words, screeners_per_record's "1" or "2"), and required where it is.
 */
function multipartSchema(fields: Record<string, 'text' | 'file' | 'files'>, body: z.ZodType | undefined) {
  const json = (body ? schema(body) : {}) as ObjectSchema;
  const field = (name: string, kind: 'text' | 'file' | 'files') => {
    const same = json.properties?.[name];
    if (kind !== 'text' || !same) return multipartField[kind];
    return same.enum ? { type: 'string', enum: same.enum.map(String) } : { ...same, type: 'string' };
  };
  const required = (json.required ?? []).filter((name) => name in fields);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, field(name, kind)])),
    ...(required.length ? { required } : {}),
  };
}

function requestContent(r: DocumentedRoute) {
  return {
    ...(r.body ? { 'application/json': { schema: schema(r.body) } } : {}),
    ...(r.multipart ? { 'multipart/form-data': { schema: multipartSchema(r.multipart, r.body) } } : {}),
  };
}

/** A body is required unless the route takes an empty one (every field optional, as /finish's defaults). */
const bodyRequired = (r: DocumentedRoute) => Boolean(r.multipart) || !r.body?.safeParse({}).success;

const roleNote: Record<ProjectRole, string> = {
  reviewer: 'For any member of the project (reviewer, lead, owner) and administrators.',
  lead: "For the project's leads and owner, and administrators; a reviewer gets 403.",
  owner: "For the project's owner and administrators; members get 403.",
};

/** The OpenAPI 3.1 document for the REST API, built from the same zod schemas the routes validate with. */
export function openApiDocument(routes: DocumentedRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:(\w+)/g, '{$1}');
    const params = [
      ...[...r.url.matchAll(/:(\w+)/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        // Every URL parameter is a record's id: a positive whole number (anything else is refused with 400).
        schema: { type: 'integer', minimum: 1 },
      })),
      ...Object.entries(
        (r.query ? (schema(r.query) as { properties?: Record<string, unknown> }) : {}).properties ?? {},
      ).map(([name, field]) => ({ name, in: 'query', schema: field })),
    ];
    const responses: Record<string, unknown> = {
      [String(r.status ?? 200)]: {
        description: 'Success',
        ...(r.response ? { content: { 'application/json': { schema: schema(r.response) } } } : {}),
      },
    };
    for (const status of errorStatuses(r)) {
      responses[String(status)] = {
        description: 'Error',
        content: { 'application/json': { schema: schema(errorBody) } },
      };
    }
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      summary: r.summary,
      ...(r.role ? { description: roleNote[r.role], 'x-project-role': r.role } : {}),
      tags: [r.tag],
      ...(params.length ? { parameters: params } : {}),
      ...(r.body || r.multipart ? { requestBody: { required: bodyRequired(r), content: requestContent(r) } } : {}),
      ...(r.auth === 'public' ? { security: [] } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Screener REST API',
      version,
      description: 'Sign in with POST /api/auth/login; the session cookie authenticates later calls.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'screener_session' } } },
    security: [{ session: [] }],
    paths,
  };
}
