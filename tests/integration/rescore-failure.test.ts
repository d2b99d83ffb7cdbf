import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitProject, rescoreThenRecord } from '../../src/server/modules/training/project-fit.ts';
import { uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/**
 * A rescore writes its scores outside a transaction, a batch at a time, so other users' requests go on
 * meanwhile. When something fails before the model is on record, the ranking must stay that of the model
 * on record: the previous scores are put back.
 */
describe.each(testDatabases())('a rescore that fails, on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** labelling.csv: 12 statin trials, then 12 exercise cohorts; the first 5 of each labelled. */
  const labelledProject = async () => {
    const { id, citationIds: ids } = await uploadedProject(t, cookie, 'Rescore', ['labelling.csv']);
    for (const [k, c] of [...ids.slice(0, 5), ...ids.slice(12, 17)].entries()) {
      const res = await call('PUT', `/api/projects/${id}/citations/${c}/relevance`, { is_relevant: k < 5 });
      expect(res.statusCode).toBe(200);
    }
    return id;
  };
  const scores = async (projectId: number) =>
    (
      await t.orm.em
        .fork()
        .execute('select id, relevance_score from citation where project_id = ? order by id', [projectId])
    ).map((r) => [r.id as number, r.relevance_score === null ? null : Number(r.relevance_score)]);

  it('puts the trained model’s scores back when recording the new model fails, and the iteration stays', async () => {
    const id = await labelledProject();
    expect((await call('POST', `/api/projects/${id}/train`)).statusCode).toBe(200);
    const before = await scores(id);
    expect(before.every(([, score]) => score !== null)).toBe(true);

    const em = t.orm.em.fork();
    const fit = await fitProject(em, id, 99);
    let written: Array<(number | null)[]> = [];
    const failure = rescoreThenRecord(em, fit, { batch: 5 }, async () => {
      // Every new score is written by now: the failure comes at the very end.
      written = await scores(id);
      throw new Error('the disk is full');
    });
    await expect(failure).rejects.toThrow('the disk is full');

    expect(written).not.toEqual(before);
    expect(await scores(id)).toEqual(before);
    expect((await call('GET', `/api/projects/${id}`)).json().current_iteration).toBe(1);
  });

  it('leaves a project that was never trained without scores when its first rescore fails', async () => {
    const id = await labelledProject();
    const em = t.orm.em.fork();
    const fit = await fitProject(em, id, 7);
    await expect(
      rescoreThenRecord(em, fit, { batch: 4 }, () => Promise.reject(new Error('the database went away'))),
    ).rejects.toThrow('the database went away');
    expect((await scores(id)).every(([, score]) => score === null)).toBe(true);
  });
});
