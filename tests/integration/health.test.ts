import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildApp } from '../../src/server/app.ts';
import { messages } from '../../src/shared/messages.ts';
import { ormOptions } from '../../src/server/db/orm.ts';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabases())('health on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(db);
  });
  afterAll(() => t.close());

  it.each(['/api/health', '/api'])(
    '%s reports the service and database as ok, and where the API is described',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ok',
        database: 'ok',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        docs: '/api/docs',
      });
      expect((await t.app.inject({ method: 'GET', url: res.json().docs })).json().openapi).toBe('3.1.0');
    },
  );

  it('sends the security headers: scripts from this origin only, no framing, no MIME sniffing', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('health without a database', () => {
  it('answers 503 with database "error" when the database is unreachable', async () => {
    // Port 1 never has a PostgreSQL server; the constructor does not connect, so the app starts.
    const orm = new MikroORM(ormOptions({ url: 'postgresql://postgres@127.0.0.1:1/unreachable' }));
    const app = await buildApp({
      orm,
      sessionSecret: 'integration-test-session-secret',
      supportEmail: 'support@example.org',
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', database: 'error' });
    await app.close();
  });

  it('answers other requests with 503 and a clear message, over REST and tRPC, never a 500', async () => {
    const orm = new MikroORM(ormOptions({ url: 'postgresql://postgres@127.0.0.1:1/unreachable' }));
    const app = await buildApp({
      orm,
      sessionSecret: 'integration-test-session-secret',
      supportEmail: 'support@example.org',
    });
    const payload = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      password: 'correct horse battery',
    };
    const rest = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(rest.statusCode).toBe(503);
    expect(rest.json()).toEqual({ error: 'UNAVAILABLE', message: messages.databaseUnavailable });
    const trpc = await app.inject({ method: 'POST', url: '/trpc/auth.signup', payload: { json: payload } });
    expect(trpc.statusCode).toBe(503);
    expect(trpc.json().error.json.message).toBe(messages.databaseUnavailable);
    await app.close();
  });
});
