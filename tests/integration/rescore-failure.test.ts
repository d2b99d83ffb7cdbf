import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitProject, rescoreThenRecord } from '../../src/server/modules/training/project-fit.ts';
import {
  backUpScores,
  restoreInterruptedRescores,
  writeScores,
} from '../../src/server/modules/training/score-backup.ts';
import { generatedCsv } from '../helpers/http-client.ts';
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
  const scores = async (projectId: number, em: Pick<EntityManager, 'execute'> = t.orm.em.fork()) =>
    (await em.execute('select id, relevance_score from citation where project_id = ? order by id', [projectId])).map(
      (r) => [r.id as number, r.relevance_score === null ? null : Number(r.relevance_score)],
    );
  const backups = async () => (await t.orm.em.fork().execute('select project_id from score_backup')).length;

  it('puts the trained model’s scores back when recording the new model fails, and the iteration stays', async () => {
    const id = await labelledProject();
    expect((await call('POST', `/api/projects/${id}/train`)).statusCode).toBe(200);
    const before = await scores(id);
    expect(before.every(([, score]) => score !== null)).toBe(true);

    const em = t.orm.em.fork();
    const fit = await fitProject(em, id, 99);
    let written: Array<(number | null)[]> = [];
    const failure = rescoreThenRecord(em, id, fit, { batch: 5 }, async (tx) => {
      // Every new score is written by now: the failure comes at the very end, in the transaction that records.
      written = await scores(id, tx);
      throw new Error('the disk is full');
    });
    await expect(failure).rejects.toThrow('the disk is full');

    expect(written).not.toEqual(before);
    expect(await scores(id)).toEqual(before);
    expect(await backups()).toBe(0);
    expect((await call('GET', `/api/projects/${id}`)).json().current_iteration).toBe(1);
  });

  it('leaves a project that was never trained without scores when its first rescore fails', async () => {
    const id = await labelledProject();
    const em = t.orm.em.fork();
    const fit = await fitProject(em, id, 7);
    await expect(
      rescoreThenRecord(em, id, fit, { batch: 4 }, () => Promise.reject(new Error('the database went away'))),
    ).rejects.toThrow('the database went away');
    expect((await scores(id)).every(([, score]) => score === null)).toBe(true);
  });

  it('puts back at start the scores a killed server left half rewritten, unless a live training holds the project', async () => {
    const id = await labelledProject();
    expect((await call('POST', `/api/projects/${id}/train`)).statusCode).toBe(200);
    const before = await scores(id);
    const em = t.orm.em.fork();
    // What a server killed after its first batch of new scores leaves behind.
    await backUpScores(em, id);
    await writeScores(
      em,
      before.slice(0, 5).map(([citation]) => citation as number),
      [0.5, 0.5, 0.5, 0.5, 0.5],
    );
    const halfWritten = await scores(id);
    expect(halfWritten).not.toEqual(before);

    // Another instance training it right now (PostgreSQL): its rescore is not undone.
    await em.execute('update project set training_started_at = now() where id = ?', [id]);
    await restoreInterruptedRescores(em);
    expect(await scores(id)).toEqual(halfWritten);

    await em.execute('update project set training_started_at = null where id = ?', [id]);
    await restoreInterruptedRescores(em);
    expect(await scores(id)).toEqual(before);
    expect(await backups()).toBe(0);
  });

  it('backs up and puts back a project longer than one part of the backup (5,000 citations)', async () => {
    const { id, citationIds } = await uploadedProject(t, cookie, 'Long', [
      'labelling.csv',
      { name: 'more.csv', data: generatedCsv(5_100) },
    ]);
    for (const [k, c] of [...citationIds.slice(0, 5), ...citationIds.slice(12, 17)].entries())
      expect(
        (await call('PUT', `/api/projects/${id}/citations/${c}/relevance`, { is_relevant: k < 5 })).statusCode,
      ).toBe(200);
    expect((await call('POST', `/api/projects/${id}/train`)).statusCode).toBe(200);
    const before = await scores(id);
    const em = t.orm.em.fork();
    await backUpScores(em, id);
    expect((await em.execute('select part from score_backup where project_id = ? order by part', [id])).length).toBe(2);
    // Rewritten at both ends: in the first part and in the last.
    await writeScores(em, [citationIds[0]!, citationIds.at(-1)!], [0.5, 0.5]);
    await restoreInterruptedRescores(em);
    expect(await scores(id)).toEqual(before);
    expect(await backups()).toBe(0);
  }, 60_000);
});
