import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleSharedRuns } from '../../src/server/coordination/shared-runs.ts';
import { activeTokenPages } from '../../src/server/modules/citations/token-pages.ts';
import { teamProject } from '../helpers/team-project.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
interface Run {
  id: number;
  training_size: number;
  relevant_count: number;
  irrelevant_count: number;
}

/**
 * Blind dual screening: the model learns from settled decisions only (two reviewers agreed, or a lead
 * resolved a conflict), so a single vote moves no score and no order another reviewer sees.
 */
describe.each(testDatabases())('the model of a blind project on $name', (db) => {
  let t: TestApp;
  let lena: Account;
  let rafael: Account;
  beforeAll(async () => {
    t = await createTestApp(db);
    lena = await signUp(t.app, { first_name: 'Lena', last_name: 'Lead' });
    rafael = await signUp(t.app, { first_name: 'Rafael', last_name: 'Reviewer' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, as: Account, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
  /** labelling.csv (12 statin trials, then 12 exercise cohorts), two blind screeners per record. */
  async function blindProject() {
    const { id, ids } = await teamProject(t, lena, [rafael], { name: 'Blind pairs' });
    return { id, trials: ids.slice(0, 12), cohorts: ids.slice(12) };
  }
  const decide = async (id: number, citation: number, value: boolean, as: Account) =>
    expect(
      (await call('PUT', `/api/projects/${id}/citations/${citation}/relevance`, as, { is_relevant: value })).statusCode,
    ).toBe(200);
  /** What the reviewer's list shows, in its order: each record's id, score and label. */
  const list = async (id: number, as: Account) =>
    (
      (await call('GET', `/api/projects/${id}/citations/filter?page=1&page_size=50`, as)).json().citations as Array<{
        id: number;
        relevance_score?: number;
        is_relevant: boolean | null;
      }>
    ).map((c) => ({ id: c.id, score: c.relevance_score, is_relevant: c.is_relevant }));
  const next = async (id: number, as: Account) => (await call('GET', `/api/projects/${id}/next`, as)).json();
  const latestRun = async (id: number) =>
    (
      (await t.orm.em
        .fork()
        .execute(
          'select id, training_size, relevant_count, irrelevant_count from training_run where project_id = ? order by id desc limit 1',
          [id],
        )) as Run[]
    )[0];
  /** The labels the model is trained on (the pages the training reads), by citation. */
  async function trainingLabels(id: number) {
    const labels = new Map<number, boolean | null>();
    for await (const page of activeTokenPages(t.orm.em.fork(), id)) for (const d of page) labels.set(d.id, d.label);
    return labels;
  }
  /** Every background retrain asked for so far has finished. */
  const settled = async () => {
    await settleSharedRuns();
    await settleSharedRuns();
  };

  /** A blind project whose first model learnt one trial (relevant) and one cohort (irrelevant), both agreed. */
  async function trainedBlindProject() {
    const project = await blindProject();
    for (const as of [lena, rafael]) {
      await decide(project.id, project.trials[0]!, true, as);
      await decide(project.id, project.cohorts[0]!, false, as);
    }
    await settled();
    return project;
  }

  it("learns from agreed decisions only: one reviewer's vote changes no score, order or training label", async () => {
    const { id, trials, cohorts } = await trainedBlindProject();
    const first = await latestRun(id);
    expect(first).toMatchObject({ training_size: 2, relevant_count: 1, irrelevant_count: 1 });
    const lenaBefore = await list(id, lena);
    expect(lenaBefore.every((c) => typeof c.score === 'number')).toBe(true);
    const scoreOf = (rows: typeof lenaBefore, citation: number) => rows.find((c) => c.id === citation)!.score!;

    // Rafael alone: a cohort Relevant, a trial Irrelevant.
    const [cohort, trial] = [cohorts[5]!, trials[5]!];
    await decide(id, cohort, true, rafael);
    await decide(id, trial, false, rafael);
    await settled();

    expect(await latestRun(id)).toEqual(first);
    const labels = await trainingLabels(id);
    expect([labels.get(cohort), labels.get(trial), labels.get(trials[0]!), labels.get(cohorts[0]!)]).toEqual([
      null,
      null,
      true,
      false,
    ]);
    // Lena's list: the same scores in the same order, neither record decided.
    expect(await list(id, lena)).toEqual(lenaBefore);
    // Her next record is one Rafael decided (pairs complete first), the one the unchanged scores rank higher.
    const lenaNext = await next(id, lena);
    expect(lenaNext.labelled_since_training).toBe(0);
    expect(lenaNext.citation.id).toBe(scoreOf(lenaBefore, trial) >= scoreOf(lenaBefore, cohort) ? trial : cohort);
    expect(lenaNext.citation.relevance_score).toBe(scoreOf(lenaBefore, lenaNext.citation.id));

    // Lena agrees the cohort is relevant: now the model learns it, and its score rises.
    await decide(id, cohort, true, lena);
    await settled();
    expect(await latestRun(id)).toMatchObject({ training_size: 3, relevant_count: 2, irrelevant_count: 1 });
    expect((await trainingLabels(id)).get(cohort)).toBe(true);
    const lenaAfter = await list(id, lena);
    expect(scoreOf(lenaAfter, cohort)).toBeGreaterThan(scoreOf(lenaBefore, cohort));
    expect(lenaAfter.find((c) => c.id === cohort)!.is_relevant).toBe(true);
    // The trial Rafael alone called irrelevant is still not a label.
    expect((await trainingLabels(id)).get(trial)).toBeNull();
  });

  it('learns a conflict once a lead resolves it, and replaces a model trained on single votes', async () => {
    const { id, trials, cohorts } = await trainedBlindProject();
    await decide(id, trials[1]!, true, rafael);
    await decide(id, trials[1]!, false, lena);
    await settled();
    expect((await trainingLabels(id)).get(trials[1]!)).toBeNull();
    expect(await latestRun(id)).toMatchObject({ training_size: 2 });

    expect(
      (await call('PUT', `/api/projects/${id}/conflicts/${trials[1]}`, lena, { is_relevant: true })).statusCode,
    ).toBe(200);
    await settled();
    expect(await latestRun(id)).toMatchObject({ training_size: 3, relevant_count: 2 });

    // A model on record that learnt from votes (as before this rule) is retrained at the next request.
    await t.orm.em
      .fork()
      .execute('update training_run set training_size = 5, relevant_count = 4 where project_id = ?', [id]);
    const stale = await latestRun(id);
    await decide(id, cohorts[3]!, false, rafael);
    await settled();
    const fresh = await latestRun(id);
    expect(fresh!.id).not.toBe(stale!.id);
    expect(fresh).toMatchObject({ training_size: 3, relevant_count: 2, irrelevant_count: 1 });
  });
});
