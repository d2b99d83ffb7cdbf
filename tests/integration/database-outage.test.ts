import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createScreenerClient } from '../../examples/typed-client.ts';
import { messages } from '../../src/shared/messages.ts';
import { generatedCsv } from '../helpers/http-client.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

const url = inject('postgresUrl');
const onlyOnPostgres =
  'PostgreSQL only (TEST_DATABASE_URL): an embedded PGlite database lives in the app process and cannot go away on its own';
if (!url) console.info(`[database-outage] skipped: ${onlyOnPostgres}`);

const unavailable = { error: 'UNAVAILABLE', message: messages.databaseUnavailable };

// Small, so that a connection lost for good with each interrupted transaction would soon leave none.
const POOL_SIZE = 2;

/** Polls `check` until it holds; the database coming back is not instant, and the machine may be loaded. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not recovered within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!url)(`PostgreSQL going away and coming back, the app running on — ${onlyOnPostgres}`, () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let baseUrl: string;
  let client: ReturnType<typeof createScreenerClient>;
  let cookie: string;
  beforeAll(async () => {
    proxy = await startTcpProxy(url!);
    t = await createTestApp({
      name: 'PostgreSQL',
      target: { url: proxy.via(url!) },
      orm: { pool: { max: POOL_SIZE } },
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUp(t.app);
    cookie = user.cookie;
    // The typed client of examples/, with a session of its own, stands for the web app.
    client = createScreenerClient(baseUrl);
    await client.auth.login.mutate({ email: user.email, password: user.password });
  });
  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  // A request waiting for a pool connection that never comes fails here instead of hanging the test.
  const get = async (path: string) => {
    const res = await fetch(baseUrl + path, { headers: { cookie }, signal: AbortSignal.timeout(5_000) });
    return { status: res.status, body: await res.json() };
  };
  const trpcError = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: unknown) => error as TRPCClientError<never>,
    );

  it('answers 503 with a clear message while the database is unreachable, and serves again once it is back, without a restart', async () => {
    const created = await client.projects.create.mutate({ name: 'Before the outage' });
    expect((await get('/api/health')).status).toBe(200);

    await proxy.cut();
    expect(await get('/api/health')).toMatchObject({ status: 503, body: { status: 'error', database: 'error' } });
    expect(await get('/api/projects')).toEqual({ status: 503, body: unavailable });
    const failed = await trpcError(client.projects.list.query());
    expect(failed).toBeInstanceOf(TRPCClientError);
    expect(failed?.message).toBe(messages.databaseUnavailable);
    expect(failed?.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503 });
    expect((await trpcError(client.projects.create.mutate({ name: 'During the outage' })))?.message).toBe(
      messages.databaseUnavailable,
    );

    await proxy.restore();
    await eventually(async () => (await get('/api/health')).status === 200);
    expect(await get('/api/projects')).toMatchObject({
      status: 200,
      body: [{ id: created.id, name: 'Before the outage' }],
    });
    expect(await client.projects.list.query()).toMatchObject([{ id: created.id }]);
  });

  it('reports the database down within seconds when it stops answering without refusing, and carries on once it answers again', async () => {
    proxy.stall();
    const started = Date.now();
    expect(await get('/api/health')).toMatchObject({ status: 503, body: { status: 'error', database: 'error' } });
    expect(Date.now() - started).toBeLessThan(5_000);
    proxy.resume();
    await eventually(async () => (await get('/api/health')).status === 200);
    expect((await get('/api/projects')).status).toBe(200);
  });

  it('answers 503 to uploads cut off half-way, keeps none of their rows, and still serves after more of them than it has connections', async () => {
    const before = (await get('/api/projects')).body;
    for (let i = 0; i <= POOL_SIZE; i++) {
      const cut = proxy.cutAfter(300_000);
      const form = new FormData();
      form.append('name', `Cut off ${i}`);
      form.append('files', new Blob([generatedCsv(20_000)]), 'citations.csv');
      const res = await fetch(`${baseUrl}/api/projects`, { method: 'POST', headers: { cookie }, body: form });
      await cut;
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 503, body: unavailable });
      await proxy.restore();
      await eventually(async () => (await get('/api/health')).status === 200);
    }
    expect(await get('/api/projects')).toEqual({ status: 200, body: before });
  });
});
