import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { multipart, uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp, type TestDatabase } from '../helpers/test-app.ts';

/**
 * Trainings by project (the seed is the project id × 1000 + a small number): started, running now, most at
 * once. Cleared before each test: projects of the two databases can have the same id.
 */
const trainings = new Map<number, { started: number; running: number; most: number }>();
beforeEach(() => trainings.clear());
/** While closed, every training waits before it starts working: the test decides when a retrain may end. */
let gate: { promise: Promise<void>; open: () => void } | undefined;
const closeGate = () => {
  let open!: () => void;
  gate = { promise: new Promise<void>((resolve) => (open = resolve)), open };
};
const openGate = () => {
  gate?.open();
  gate = undefined;
};

vi.mock('../../src/server/jobs/train.job.ts', async (original) => {
  const real = await original<typeof import('../../src/server/jobs/train.job.ts')>();
  return {
    ...real,
    trainOffThread: vi.fn(async (...args: Parameters<typeof real.trainOffThread>) => {
      const project = Math.floor(args[1] / 1000);
      const count = trainings.get(project) ?? { started: 0, running: 0, most: 0 };
      trainings.set(project, count);
      count.started++;
      count.running++;
      count.most = Math.max(count.most, count.running);
      try {
        await gate?.promise;
        return await real.trainOffThread(...args);
      } finally {
        count.running--;
      }
    }),
  };
});

const postgres = testDatabases().find((db) => db.name === 'PostgreSQL');

/** A continuous project of labelling.csv (12 statin trials, 12 exercise cohorts) in `t`, with its citation ids. */
async function continuousProject(t: TestApp, cookie: string) {
  const { id, citationIds: ids } = await uploadedProject(t, cookie, 'Retrains', ['labelling.csv'], {
    screening_mode: 'continuous',
  });
  return { id, trials: ids.slice(0, 12), cohorts: ids.slice(12) };
}

const label = (t: TestApp, cookie: string, id: number, citation: number, value: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/projects/${id}/citations/${citation}/relevance`,
    headers: { cookie },
    payload: { is_relevant: value },
  });
const next = async (t: TestApp, cookie: string, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/next`, headers: { cookie } })).json();

async function caughtUp(t: TestApp, cookie: string, id: number) {
  await expect
    .poll(
      async () => {
        const n = await next(t, cookie, id);
        return n.model_trained_at !== null && n.labelled_since_training === 0 && !n.model_retraining;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true);
}

/** A continuous project whose model has learnt one relevant and one irrelevant decision; its trainings so far. */
async function modelled(t: TestApp, cookie: string) {
  const project = await continuousProject(t, cookie);
  await label(t, cookie, project.id, project.trials[0]!, true);
  await label(t, cookie, project.id, project.cohorts[0]!, false);
  await caughtUp(t, cookie, project.id);
  return { ...project, before: trainings.get(project.id)?.started ?? 0 };
}

describe.each(testDatabases())('the background retrain of a continuous project on $name', (db: TestDatabase) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(async () => {
    openGate();
    await t.close();
  });

  it('waits for one relevant and one irrelevant decision', async () => {
    const { id, trials, cohorts } = await continuousProject(t, cookie);
    for (const c of trials.slice(0, 3)) expect((await label(t, cookie, id, c, true)).statusCode).toBe(200);
    // Asking for the next record also asks for a retrain that is due: none is, with one class only.
    expect((await next(t, cookie, id)).model_trained_at).toBeNull();
    expect((await label(t, cookie, id, cohorts[0]!, false)).statusCode).toBe(200);
    await caughtUp(t, cookie, id);
    expect(trainings.get(id)?.started).toBe(1);
  });

  it('starts again a retrain whose process died (its claim no longer renewed) when the next record is asked for', async () => {
    const { id, trials, before } = await modelled(t, cookie);
    // A decision taken on another instance, which was then killed mid-retrain: its claim stays, last renewed a
    // minute ago, and no process here was asked to retrain (the decision went through the label function alone).
    const em = t.orm.em.fork();
    const [project] = await em.execute(`select user_id as owner from project where id = ?`, [id]);
    await em.execute(`select * from set_citation_label(?, ?, true, ?, false, 10, 10)`, [id, trials[1], project!.owner]);
    await em.execute(`update project set training_started_at = now() - interval '60 seconds' where id = ?`, [id]);
    // Asking for the next record sees the claim abandoned and asks for the retrain.
    expect((await next(t, cookie, id)).labelled_since_training).toBe(1);
    await caughtUp(t, cookie, id);
    expect(trainings.get(id)?.started).toBeGreaterThan(before);
  });

  it('scores citations imported after the latest model without waiting for the next decision', async () => {
    const { id, before } = await modelled(t, cookie);
    // A search update as a file (its citations are tokenised as they are stored).
    const body = await multipart(
      {},
      {
        file: [
          {
            name: 'update.csv',
            data: 'title,abstract\nStatin therapy in a new trial,A randomised trial of statins.\n',
          },
        ],
      },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/citations`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(added.statusCode).toBe(201);
    const unscored = async () =>
      (
        await t.orm.em
          .fork()
          .execute(
            'select count(*)::int as n from citation where project_id = ? and duplicate_of is null and relevance_score is null',
            [id],
          )
      )[0]!.n as number;
    await expect.poll(unscored, { timeout: 30_000, interval: 200 }).toBe(0);
    expect(trainings.get(id)?.started).toBe(before + 1);
  });

  it('takes decisions while a retrain runs, then retrains once more for all of them, never two at once', async () => {
    const { id, trials, cohorts } = await continuousProject(t, cookie);
    closeGate();
    await label(t, cookie, id, trials[0]!, true);
    await label(t, cookie, id, cohorts[0]!, false);
    await expect.poll(() => trainings.get(id)?.started, { timeout: 30_000 }).toBe(1);
    expect((await next(t, cookie, id)).model_retraining).toBe(true);
    // The retrain is held open; every decision is still answered.
    for (const [i, c] of [...trials.slice(1, 6), ...cohorts.slice(1, 6)].entries())
      expect((await label(t, cookie, id, c, i < 5)).statusCode).toBe(200);
    expect((await next(t, cookie, id)).labelled_since_training).toBe(12);
    openGate();
    await caughtUp(t, cookie, id);
    expect(trainings.get(id)).toMatchObject({ started: 2, most: 1 });
    const [{ n }] = (await t.orm.em
      .fork()
      .execute(`select count(*)::int as n from training_run where project_id = ? and mode = 'continuous'`, [id])) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });
});

describe.skipIf(!postgres)('two app instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let cookie: string;
  beforeAll(async () => {
    a = await createTestApp(postgres!);
    b = await createTestApp(postgres!);
    ({ cookie } = await signUp(a.app));
  });
  afterAll(async () => {
    openGate();
    await a.close();
    await b.close();
  });

  it('never retrain one project at the same time, and together cover every decision', async () => {
    const { id, trials, cohorts } = await continuousProject(a, cookie);
    closeGate();
    await label(a, cookie, id, trials[0]!, true);
    await label(b, cookie, id, cohorts[0]!, false);
    await expect.poll(() => trainings.get(id)?.started, { timeout: 30_000 }).toBe(1);
    for (const [i, c] of [...trials.slice(1, 6), ...cohorts.slice(1, 6)].entries()) {
      expect((await label(i % 2 ? a : b, cookie, id, c, i < 5)).statusCode).toBe(200);
    }
    openGate();
    await caughtUp(b, cookie, id);
    expect(trainings.get(id)).toMatchObject({ started: 2, most: 1 });
  });
});
