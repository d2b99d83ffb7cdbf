import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe('REST errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!);
    t.app.get('/api/test-failure', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
    });
  });
  afterAll(() => t.close());

  it('answer an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'The requested resource was not found.' });
  });

  it('answer a malformed JSON body with a JSON 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: 'Invalid request. Please check your data.' });
  });

  it('refuse a large body on a route that takes a few fields, and accept one where citations are sent', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.org', password: big },
    });
    expect(login.statusCode).toBe(413);
    expect(login.json().message).toBe('Request body too large: at most 1 MB of JSON.');
    const trpcLogin = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: 'a@example.org', password: big } },
    });
    expect(trpcLogin.statusCode).toBe(413);
    // Sent in chunks, with no Content-Length to refuse it by.
    const chunked = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: Readable.from([JSON.stringify({ json: { email: 'a@example.org', password: big } })]),
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json().message).toBe(messages.jsonBodyTooLarge(1));
    const { cookie } = await signUp(t.app);
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: { name: 'Big' } })
    ).json().project.id;
    const citations = Array.from({ length: 2000 }, (_, i) => ({ title: `Trial ${i}`, abstract: 'y'.repeat(1500) }));
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/citations`,
      headers: { cookie },
      payload: { citations },
    });
    expect(rest.statusCode).toBe(201);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/citations.add',
      headers: { cookie },
      payload: { json: { projectId: id, citations } },
    });
    expect(trpc.statusCode).toBe(200);
  });

  it('never show the internals of a server failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'INTERNAL', message: 'A server error occurred. Please try again later.' });
    expect(res.body).not.toMatch(/secret_table|db\.ts|at /);
  });
});
