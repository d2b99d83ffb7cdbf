import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScreenerClient, showSignedInUser } from '../../examples/typed-client.ts';
import { TRPC_MAX_BATCH } from '../../src/shared/api-limits.ts';
import { createTestApp, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabases())('typed tRPC auth procedures on $name', (db) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers a batch of up to TRPC_MAX_BATCH calls, and refuses a larger one with 400 before running any', async () => {
    const batch = (size: number) =>
      t.app.inject({
        method: 'GET',
        url: `/trpc/${Array(size).fill('health.check').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
      });
    const whole = await batch(TRPC_MAX_BATCH);
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toHaveLength(TRPC_MAX_BATCH);
    expect((await batch(TRPC_MAX_BATCH + 1)).statusCode).toBe(400);
  });

  it('signs up, reads the session user, logs out and is then signed out', async () => {
    const client = createScreenerClient(baseUrl);
    const email = uniqueEmail('trpc');
    const user = await client.auth.signup.mutate({
      first_name: 'Alan',
      last_name: 'Turing',
      email,
      password: 'enigma machine',
    });
    expect(user).toMatchObject({ first_name: 'Alan', email, is_admin: false });
    expect(await client.auth.me.query()).toMatchObject({ id: user.id });
    await client.auth.logout.mutate();
    expect(await client.auth.me.query()).toBeNull();
  });

  it('runs the documented example script against a live server', async () => {
    const email = uniqueEmail('example');
    await createScreenerClient(baseUrl).auth.signup.mutate({
      first_name: 'Ada',
      last_name: 'Byron',
      email,
      password: 'analytical engine',
    });
    expect(await showSignedInUser(baseUrl, email, 'analytical engine')).toBe(`Signed in as Ada Byron <${email}>`);
  });

  it('reports bad credentials as UNAUTHORIZED and bad input with per-field messages', async () => {
    const client = createScreenerClient(baseUrl);
    const wrong = await client.auth.login
      .mutate({ email: uniqueEmail('nobody'), password: 'nope' })
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(TRPCClientError);
    expect((wrong as TRPCClientError<never>).data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    expect((wrong as Error).message).toBe('Invalid email or password');

    const invalid = await client.auth.signup
      .mutate({ first_name: 'A', last_name: 'B', email: 'bad', password: 'x' })
      .catch((e: unknown) => e);
    expect((invalid as TRPCClientError<never>).data).toMatchObject({
      httpStatus: 422,
      fields: { email: 'Please enter a valid email address', password: 'Password must be at least 8 characters' },
    });
  });
});
