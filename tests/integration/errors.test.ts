import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.ts';

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
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: 'Invalid request. Please check your data.' });
  });

  it('never show the internals of a server failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'INTERNAL', message: 'A server error occurred. Please try again later.' });
    expect(res.body).not.toMatch(/secret_table|db\.ts|at /);
  });
});
