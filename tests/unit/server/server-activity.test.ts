import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { giveWayToRequests, trackRequests, whenQuiet } from '../../../src/server/coordination/server-activity.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app that counts its requests, with one that is answered only when `release` is called. */
function appWithSlowRequest() {
  const app = Fastify();
  const instance = {};
  const control = { release: () => {} };
  app.get('/slow', () => new Promise<string>((resolve) => (control.release = () => resolve('done'))));
  trackRequests(app, instance);
  const slowRequest = async () => {
    await app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = app.server.address() as { port: number };
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.text());
    await sleep(100);
    // Wrapped: an async function returning the promise itself would wait for the answer.
    return { answer };
  };
  return { app, instance, slowRequest, release: () => control.release() };
}

describe('work that waits for a quiet moment (memory given back after a bulk job)', () => {
  const { app, instance, slowRequest, release } = appWithSlowRequest();
  afterEach(() => release());

  it('runs only once no request has been in flight for the quiet time, once however often it was asked', async () => {
    const { answer } = await slowRequest();
    let runs = 0;
    const work = async () => void runs++;
    whenQuiet(instance, 'tidy', work, { quietMs: 300, giveUpMs: 10_000 });
    whenQuiet(instance, 'tidy', work, { quietMs: 300, giveUpMs: 10_000 });
    await sleep(800);
    expect(runs).toBe(0);
    release();
    await answer;
    await sleep(150);
    expect(runs).toBe(0);
    await expect.poll(() => runs, { timeout: 3_000 }).toBe(1);
    await sleep(600);
    expect(runs).toBe(1);
  });

  it('is dropped when the server stays busy past the limit', async () => {
    const { answer } = await slowRequest();
    let runs = 0;
    whenQuiet(instance, 'tidy', async () => void runs++, { quietMs: 100, giveUpMs: 500 });
    await sleep(1_000);
    release();
    await answer;
    await sleep(800);
    expect(runs).toBe(0);
    await app.close();
  });

  it('is dropped once its app has closed (nothing runs against a closed database)', async () => {
    const closing = Fastify();
    const closingInstance = {};
    trackRequests(closing, closingInstance);
    let runs = 0;
    whenQuiet(closingInstance, 'vacuum', async () => void runs++, { quietMs: 400, giveUpMs: 10_000 });
    await closing.close();
    await sleep(1_000);
    expect(runs).toBe(0);
  });

  it('runs at once for an app that does not count its requests (a script)', async () => {
    let runs = 0;
    whenQuiet({}, 'tidy', async () => void runs++, { quietMs: 100, giveUpMs: 500 });
    await expect.poll(() => runs, { timeout: 2_000 }).toBe(1);
  });
});

describe('background work giving way to requests between its statements (a rescore on PGlite)', () => {
  const { app, instance, slowRequest, release } = appWithSlowRequest();

  it('goes on once the request in flight is answered', async () => {
    const { answer } = await slowRequest();
    let goneOn = false;
    const step = giveWayToRequests(instance, 10_000).then(() => (goneOn = true));
    await sleep(300);
    expect(goneOn).toBe(false);
    release();
    await answer;
    await step;
    expect(goneOn).toBe(true);
  });

  it('waits no longer than its limit for a request that takes long', async () => {
    const { answer } = await slowRequest();
    let answered = false;
    void answer.then(() => (answered = true));
    await giveWayToRequests(instance, 100);
    expect(answered).toBe(false);
    release();
    await answer;
    await app.close();
  });

  it('goes on at once when no request is in flight, or the app does not count them', async () => {
    let goneOn = 0;
    await Promise.all([giveWayToRequests(instance, 10_000), giveWayToRequests({}, 10_000)]).then(() => goneOn++);
    expect(goneOn).toBe(1);
  });
});
