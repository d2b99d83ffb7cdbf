import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { onPglite } from '../../db/engine.ts';
import { query } from '../../db/sql.ts';
import { AsyncQueue } from '../../jobs/async-queue.ts';
import { trainOffThread, type FittedModel, type ScoreChunk } from '../../jobs/train.job.ts';
import { activeTokenPages } from '../citations/token-pages.ts';
import { ensureTokens } from '../citations/citation-tokens.service.ts';
import { Project } from '../../db/entities/index.ts';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';
import { backUpScores, dropScoreBackup, restoreScores, writeScores, writeScoresInBatches } from './score-backup.ts';

/** A model being fitted to a project off the server's thread, and the scores it sends as it makes them. */
export interface ProjectFit {
  /** The labels the model learns from, known once every page is read (by the time `chunks` is ready). */
  labelled: Array<{ id: number; label: boolean }>;
  /** Every active citation's score, a chunk at a time, once the model is made. */
  chunks: AsyncQueue<ScoreChunk>;
  /** The model, with how long the training took (to the worker's answer). */
  fitted: Promise<FittedModel & { durationMs: number }>;
}

/**
 * Fits the project's ranker on every label (removed duplicates excluded) in a worker thread and starts
 * scoring every active citation: the citations go to the worker a page at a time (the labels noted on the
 * way), and the answer is ready to read once the first chunk of scores is (`chunks.ready()` awaited here).
 */
export async function fitProject(em: EntityManager, projectId: number, seed: number): Promise<ProjectFit> {
  await ensureTokens(em, projectId);
  const started = performance.now();
  const labelled: ProjectFit['labelled'] = [];
  async function* pagesNotingLabels() {
    for await (const page of activeTokenPages(em, projectId)) {
      for (const { id, label } of page) if (label !== null) labelled.push({ id, label });
      yield page;
      await giveWayOnPglite(em);
    }
  }
  const chunks = new AsyncQueue<ScoreChunk>();
  const fitted = trainOffThread(pagesNotingLabels(), seed, (chunk) => chunks.push(chunk)).then((model) => ({
    ...model,
    durationMs: Math.round(performance.now() - started),
  }));
  fitted.then(
    () => chunks.end(),
    (error: unknown) => chunks.fail(error),
  );
  await chunks.ready();
  return { labelled, chunks, fitted };
}

/**
 * Rescores the project with a fit, then `record`s the model (the training run, the iteration) in a transaction,
 * and answers what `record` does. An interrupted rescore, even a killed server, leaves the scores of the model
 * on record.
 *
 * With `atomicOnPostgres`, on PostgreSQL the scores are written in that transaction: others read the previous
 * scores until it commits, but a label sent meanwhile for a citation already rescored waits for the commit (fine
 * for an iteration's training, not for continuous screening, whose decisions go on during every retrain).
 * Otherwise, and always on the embedded database (where a transaction holds the only connection: one over
 * 100,000 scores, 2–3 s, had kept everyone else's clicks waiting; docs/performance.md, Load), the scores go in
 * statements of `batch` rows outside it, `beforeBatch` running before each, after the scores on record are backed
 * up (score-backup.ts). If anything fails before the new model is on record they are put back, and a killed
 * server's are put back when a server starts again (on PostgreSQL once the killed one's training claim has
 * lapsed; a later rescore that finishes settles them too).
 */
export async function rescoreThenRecord<T>(
  em: EntityManager,
  projectId: number,
  fit: ProjectFit,
  {
    batch,
    beforeBatch,
    atomicOnPostgres = false,
  }: { batch: number; beforeBatch?: () => Promise<void>; atomicOnPostgres?: boolean },
  record: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  if (atomicOnPostgres && !onPglite(em))
    return em.transactional(async (tx) => {
      for await (const { ids, scores } of fit.chunks) await writeScores(tx, ids, scores);
      return record(tx);
    });
  await backUpScores(em, projectId);
  try {
    for await (const { ids, scores } of fit.chunks) await writeScoresInBatches(em, ids, scores, batch, beforeBatch);
    return await em.transactional(async (tx) => {
      const answer = await record(tx);
      await dropScoreBackup(tx, projectId);
      return answer;
    });
  } catch (error) {
    await restoreScores(em, projectId, batch, beforeBatch);
    throw error;
  }
}

/** The training run's row for a fitted model: what it was, on how much, how long it took. */
export function runFields(
  em: EntityManager,
  projectId: number,
  fit: Pick<ProjectFit, 'labelled'>,
  trained: Awaited<ProjectFit['fitted']>,
) {
  return {
    project: em.getReference(Project, projectId),
    model_name: trained.model.name,
    parameters: trained.parameters,
    training_size: fit.labelled.length,
    relevant_count: fit.labelled.filter((d) => d.label).length,
    irrelevant_count: fit.labelled.filter((d) => !d.label).length,
    feature_count: trained.model.vocabulary.terms.length,
    duration_ms: trained.durationMs,
    model: trained.model as unknown as Record<string, unknown>,
  };
}

/** The last decision recorded for the project so far (0 for none): what a model trained now has seen. */
export async function lastEventId(em: EntityManager, projectId: number): Promise<number> {
  const [row] = await query(
    em,
    sql<{ id: number | null }>`select max(id) as id from label_event where project_id = ${projectId}`,
  );
  return row?.id ?? 0;
}
