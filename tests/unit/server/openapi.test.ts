import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from '../../../src/server/http/openapi.ts';

describe('the OpenAPI document', () => {
  const doc = openApiDocument(
    [
      {
        method: 'POST',
        url: '/api/things',
        summary: 'Create a thing',
        tag: 'Things',
        auth: 'user',
        body: z.object({ name: z.string().min(1) }),
        status: 201,
        errors: [422],
      },
      {
        method: 'GET',
        url: '/api/things/:id',
        summary: 'One thing',
        tag: 'Things',
        auth: 'public',
        response: z.object({ id: z.number() }),
      },
      {
        method: 'GET',
        url: '/api/things/:id/parts',
        summary: 'Its parts',
        tag: 'Things',
        auth: 'user',
        query: z.object({ limit: z.coerce.number().int().max(500).default(100) }),
      },
    ],
    '1.2.3',
  );

  it('turns path parameters into OpenAPI templates with declared parameters', () => {
    const op = doc.paths['/api/things/{id}']?.get as { parameters: { name: string }[]; security: unknown[] };
    expect(op.parameters.map((p) => p.name)).toEqual(['id']);
    expect(op.security).toEqual([]);
  });

  it('declares the query string fields a route validates, beside its path parameters', () => {
    const op = doc.paths['/api/things/{id}/parts']?.get as {
      parameters: Array<{ name: string; in: string; schema: { maximum?: number } }>;
    };
    expect(op.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(['path id', 'query limit']);
    expect(op.parameters[1]!.schema.maximum).toBe(500);
  });

  it('describes request bodies from the zod schema and lists the error statuses', () => {
    const op = doc.paths['/api/things']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
      responses: Record<string, unknown>;
    };
    expect(op.requestBody.content['application/json']?.schema.required).toEqual(['name']);
    // Its own 422, and what follows from its definition: a session (401), a JSON body (400 malformed, 403 from
    // another origin, 413 too large), the database (503).
    expect(Object.keys(op.responses).sort()).toEqual(['201', '400', '401', '403', '413', '422', '503']);
    // A public GET by id: 400 for an invalid id, 404 for a missing one, 401 for an X-User-Id naming someone else.
    const one = doc.paths['/api/things/{id}']?.get as { responses: Record<string, unknown> };
    expect(Object.keys(one.responses).sort()).toEqual(['200', '400', '401', '404', '503']);
    expect(doc.info.version).toBe('1.2.3');
  });
});
