import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generatedCsv, signUpOver, type Session } from '../helpers/http-client.ts';
import { killAllServers, startServer } from '../helpers/server-process.ts';
import { createDatabase, dropDatabase } from '../helpers/temp-database.ts';

const postgresUrl = inject('postgresUrl');

/** Where the server processes of one run keep their data: a folder for embedded PGlite, or a new PostgreSQL database. */
interface Store {
  env: Record<string, string>;
  remove: () => Promise<void>;
}
const stores: Array<{ name: string; create: () => Promise<Store> }> = [
  {
    name: 'PGlite',
    create: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'screener-crash-'));
      return {
        env: { DATA_DIR: dir, DATABASE_URL: '' },
        remove: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL',
          create: async () => {
            const name = `screener_crash_${process.pid}_${Date.now()}`;
            return {
              env: { DATABASE_URL: await createDatabase(postgresUrl, name) },
              remove: () => dropDatabase(postgresUrl, name),
            };
          },
        },
      ]
    : []),
];

const UPLOAD_ROWS = 20_000;
// Short, so that on PostgreSQL a claim left by the killed server runs out within the test.
const LEASE_MS = 2_000;

/** Sends a request that the server will not live to answer; resolves with the error its client sees. */
const unanswered = (request: Promise<unknown>) =>
  request.then(
    (answer) => ({ answer }),
    (error: unknown) => ({ error }),
  );

describe.each(stores)('killing the server (SIGKILL) on $name', (db) => {
  let store: Store;
  beforeAll(async () => {
    store = await db.create();
  });
  afterAll(async () => {
    await killAllServers();
    await store?.remove();
  });

  const start = (env: Record<string, string> = {}) =>
    startServer({ ...store.env, TRAINING_CLAIM_LEASE_MS: String(LEASE_MS), ...env });

  it(
    'leaves no trace of an upload killed after its first 1,000 rows or after its last, and takes the next upload whole',
    { timeout: 120_000 },
    async () => {
      let user: Session | undefined;
      // 20,000 rows go in as twenty statements of 1,000: kill after the first, and after the last one before the commit.
      for (const [name, statement] of [
        ['Killed early', 1],
        ['Killed late', 20],
      ] as const) {
        const server = await start({
          FREEZE_AFTER: '^\\s*insert into citation',
          FREEZE_AFTER_MATCH: String(statement),
        });
        user = user ? await user.signIn(server) : await signUpOver(server);
        const upload = unanswered(user.upload(name, generatedCsv(UPLOAD_ROWS)));
        await server.waitFor(/^FROZEN/);
        await server.kill();
        expect(await upload).toHaveProperty('error');
      }

      const server = await start();
      user = await user!.signIn(server);
      expect((await user.call('GET', '/api/projects')).body).toEqual([]);
      const upload = await user.upload('Uploaded after the crashes', generatedCsv(UPLOAD_ROWS));
      expect(upload.status).toBe(201);
      const projects = (await user.call('GET', '/api/projects')).body as Array<{
        name: string;
        citations_count: number;
      }>;
      expect(projects).toMatchObject([{ name: 'Uploaded after the crashes', citations_count: UPLOAD_ROWS }]);
      await server.kill();
    },
  );

  it(
    'keeps iteration 1 and its model when a second training is killed, and trains again after the restart',
    { timeout: 120_000 },
    async () => {
      let server = await start();
      let user = await signUpOver(server);
      const { status, body } = await user.upload('Training', generatedCsv(3_000));
      expect(status).toBe(201);
      const project = `/api/projects/${(body as { project: { id: number } }).project.id}`;
      const ids = async (search: string) =>
        (
          (await user.call('GET', `${project}/citations/filter?search=${search}&page_size=10`)).body as {
            citations: Array<{ id: number }>;
          }
        ).citations.map((c) => c.id);
      const [statins, exercise] = [await ids('statin'), await ids('exercise')];
      const label = async (citations: number[], value: boolean) => {
        for (const id of citations)
          expect((await user.call('PUT', `${project}/citations/${id}/relevance`, { is_relevant: value })).status).toBe(
            200,
          );
      };
      await label(statins.slice(0, 5), true);
      await label(exercise.slice(0, 5), false);
      expect((await user.call('POST', `${project}/train`)).body).toMatchObject({ current_iteration: 1 });
      await label(statins.slice(5, 10), true);
      await label(exercise.slice(5, 10), false);

      /** What iteration 1 left: the run, the model's answers and the scores it gave, and the labels since. */
      const state = async () => ({
        project: (await user.call('GET', project)).body,
        iterations: (await user.call('GET', `${project}/iterations`)).body,
        predictions: (
          await user.call('POST', `${project}/predict`, {
            citations: [
              { title: 'Statin therapy trial', abstract: 'cholesterol placebo' },
              { title: 'Exercise cohort', abstract: 'walking diet' },
            ],
          })
        ).body,
        ranked: (await user.call('GET', `${project}/citations/filter?page_size=50`)).body,
        labelled: (await user.call('GET', `${project}/labeled-citations`)).body,
      });
      const before = await state();
      expect(before.project).toMatchObject({ current_iteration: 1 });

      /**
       * Asks for a training until one is not refused as running (on PostgreSQL the claim of a killed server
       * holds for the lease); the answer, none if `frozen` came first, and how many refusals came before.
       */
      const train = async (frozen?: Promise<unknown>) => {
        for (let refused = 0; ; refused++) {
          const answer = await Promise.race([
            user.call('POST', `${project}/train`),
            ...(frozen ? [frozen.then(() => undefined)] : []),
          ]);
          if (answer?.status !== 409 || refused * 250 > 10 * LEASE_MS) return { answer, refused };
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };
      // The embedded database belongs to one process: a claim found in it at start is released at once.
      const refusalsAllowed = db.name === 'PGlite' ? 0 : Infinity;

      await server.kill();
      for (const statement of ['set "?training_started_at"? = now\\(\\)', 'set relevance_score']) {
        server = await start({ FREEZE_AFTER: statement });
        user = await user.signIn(server);
        expect(await state()).toEqual(before);
        const { answer, refused } = await train(server.waitFor(/^FROZEN/));
        expect(answer).toBeUndefined();
        expect(refused).toBeLessThanOrEqual(refusalsAllowed);
        await server.kill();
      }

      server = await start();
      user = await user.signIn(server);
      expect(await state()).toEqual(before);
      const { answer, refused } = await train();
      expect(refused).toBeLessThanOrEqual(refusalsAllowed);
      expect(answer?.body).toMatchObject({ current_iteration: 2, training_run: { iteration: 2, training_size: 20 } });
      expect((await user.call('GET', `${project}/iterations`)).body).toMatchObject({
        iterations: [{ iteration: 1 }, { iteration: 2 }],
      });
      await server.kill();
    },
  );
});
