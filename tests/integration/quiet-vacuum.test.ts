import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackRequests } from '../../src/server/coordination/server-activity.ts';
import { stopVacuums, vacuumWhenQuiet } from '../../src/server/coordination/tidy-citations.ts';
import { openDatabase } from '../../src/server/db/orm.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

// On the embedded database only: the counters are the table's, and on the shared PostgreSQL database other
// test files vacuum the same table meanwhile. The waiting itself does not depend on the database.
const counts = async (t: Pick<TestApp, 'orm'>) =>
  (
    await t.orm.em
      .fork()
      .execute(
        `select vacuum_count::int as vacuums, analyze_count::int as analyses from pg_stat_user_tables where relname = 'citation'`,
      )
  )[0] as { vacuums: number; analyses: number };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the citation table is vacuumed only once nobody waits on the server', () => {
  it('waits while a request is in flight and runs a second after the last one ends', async () => {
    const orm = await openDatabase({ memory: true });
    const app = Fastify();
    let release = () => {};
    app.get('/slow', () => new Promise<string>((resolve) => (release = () => resolve('done'))));
    trackRequests(app, orm.em.getDriver());
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const slow = fetch(`http://127.0.0.1:${port}/slow`);
      await sleep(100);
      vacuumWhenQuiet(orm.em);
      await sleep(1_500);
      expect((await counts({ orm })).vacuums).toBe(0);
      release();
      await (await slow).text();
      await expect.poll(async () => (await counts({ orm })).vacuums, { timeout: 5_000 }).toBe(1);
      // Asked twice while waiting, it vacuums once.
      vacuumWhenQuiet(orm.em);
      vacuumWhenQuiet(orm.em);
      await expect.poll(async () => (await counts({ orm })).vacuums, { timeout: 5_000 }).toBe(2);
      await sleep(1_500);
      expect((await counts({ orm })).vacuums).toBe(2);
    } finally {
      await app.close();
      await stopVacuums(orm.em);
      await orm.close();
    }
  });

  describe('after an import through the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ name: 'PGlite', target: { memory: true } });
    });
    afterAll(() => t?.close());

    it('gathers fresh statistics and vacuums the table, after the answer', async () => {
      const { cookie } = await signUp(t.app);
      const before = await counts(t);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { cookie },
        payload: { name: 'Tidied' },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${created.json().project.id}/citations`,
        headers: { cookie },
        payload: {
          citations: Array.from({ length: 1_500 }, (_, i) => ({
            title: `Trial ${i} of exercise`,
            abstract: 'Adults.',
          })),
        },
      });
      expect(res.statusCode).toBe(201);
      await expect.poll(async () => (await counts(t)).analyses, { timeout: 10_000 }).toBeGreaterThan(before.analyses);
      await expect.poll(async () => (await counts(t)).vacuums, { timeout: 10_000 }).toBeGreaterThan(before.vacuums);
    });
  });
});
