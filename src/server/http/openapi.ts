import { z } from 'zod';
import type { ProjectRole } from '../../shared/member.schema.ts';

export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tag: string;
  auth: 'public' | 'user' | 'admin';
  /**
   * A project route's least role (its service decides, through requireProjectAccess; the authorisation
   * matrix test holds the two to each other). Documented as x-project-role.
   */
  role?: ProjectRole;
  body?: z.ZodType;
  /** The query string's fields, as the route validates them. */
  query?: z.ZodType;
  /** Multipart form fields the route also accepts instead of JSON. */
  multipart?: Record<string, 'text' | 'file' | 'files'>;
  response?: z.ZodType;
  status?: number;
  errors?: number[];
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
});
const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

const multipartField = {
  text: { type: 'string' },
  file: { type: 'string', format: 'binary' },
  files: { type: 'array', items: { type: 'string', format: 'binary' } },
};

function requestContent(r: DocumentedRoute) {
  return {
    ...(r.body ? { 'application/json': { schema: schema(r.body) } } : {}),
    ...(r.multipart
      ? {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: Object.fromEntries(Object.entries(r.multipart).map(([k, v]) => [k, multipartField[v]])),
            },
          },
        }
      : {}),
  };
}

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
        schema: { type: 'string' },
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
    for (const status of [
      ...(r.auth === 'public' ? [] : [401]),
      ...(r.auth === 'admin' ? [403] : []),
      ...(r.errors ?? []),
    ]) {
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
      ...(r.body || r.multipart ? { requestBody: { required: true, content: requestContent(r) } } : {}),
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
