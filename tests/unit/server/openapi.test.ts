import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from '../../../src/server/http/openapi.ts';

describe('the OpenAPI document', () => {
  const doc = openApiDocument(
    [
      { method: 'POST', url: '/api/things', summary: 'Create a thing', tag: 'Things', auth: 'user', body: z.object({ name: z.string().min(1) }), status: 201, errors: [422] },
      { method: 'GET', url: '/api/things/:id', summary: 'One thing', tag: 'Things', auth: 'public', response: z.object({ id: z.number() }) },
    ],
    '1.2.3',
  );

  it('turns path parameters into OpenAPI templates with declared parameters', () => {
    const op = doc.paths['/api/things/{id}']?.get as { parameters: { name: string }[]; security: unknown[] };
    expect(op.parameters.map((p) => p.name)).toEqual(['id']);
    expect(op.security).toEqual([]);
  });

  it('describes request bodies from the zod schema and lists the error statuses', () => {
    const op = doc.paths['/api/things']?.post as { requestBody: { content: Record<string, { schema: { required: string[] } }> }; responses: Record<string, unknown> };
    expect(op.requestBody.content['application/json']?.schema.required).toEqual(['name']);
    expect(Object.keys(op.responses).sort()).toEqual(['201', '401', '422']);
    expect(doc.info.version).toBe('1.2.3');
  });
});
