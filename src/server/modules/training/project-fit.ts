import type { EntityManager } from '@mikro-orm/postgresql';
import { PGliteDialect, sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { AsyncQueue } from '../../jobs/async-queue.ts';
import { trainOffThread, type FittedModel, type ScoreChunk } from '../../jobs/train.job.ts';
import { activeTokenPages } from '../citations/token-pages.ts';
import { ensureTokens } from '../citations/citation-tokens.service.ts';
import { Project } from '../../db/entities/index.ts';
import { giveWayToRequests } from '../../coordination/server-activity.ts';

/** A model being fitted to a project off the server's thread, and the scores it sends as it makes them. */
export interface ProjectFit {
  /** The labels the model learns from, known once every page is read (by the time `chunks` is ready). */
  labelled: Array<{ id: number; label: boolean }>;
  /** Every active citation's score, a chunk at a time, once the model is made. */
  chunks: AsyncQueue<ScoreChunk>;
  /** The model, with how long the training took (to the worker's answer). */
  fitted: Promise<FittedModel & { durationMs: number }>;
  /** Every citation's score before this fit, known once every page is read: what a failed rescore puts back. */
  previous: { ids: number[]; scores: Array<number | null> };
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
  const previous: ProjectFit['previous'] = { ids: [], scores: [] };
  async function* pagesNotingLabels() {
    for await (const page of activeTokenPages(em, projectId)) {
      for (const { id, label, score } of page) {
        if (label !== null) labelled.push({ id, label });
        previous.ids.push(id);
        previous.scores.push(score);
      }
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
  return { labelled, chunks, fitted, previous };
}

/**
 * Rescores the project with a fit, then `record`s the model (the training run, the iteration), and answers what
 * `record` does. The scores go in statements of `batch` rows as the worker sends them, outside a transaction:
 * on the embedded database a transaction holds the only connection, and on PostgreSQL it would hold the lock of
 * every citation rewritten, so a transaction over 100,000 scores (~2–3 s) had kept everyone else's clicks waiting
 * for it (docs/performance.md, Load). If anything fails before `record` is done, the scores read with the tokens
 * are put back, so the ranking stays that of the model on record. `beforeBatch` runs before each statement.
 */
export async function rescoreThenRecord<T>(
  em: EntityManager,
  fit: ProjectFit,
  { batch, beforeBatch }: { batch: number; beforeBatch?: () => Promise<void> },
  record: () => Promise<T>,
): Promise<T> {
  const write = async (ids: Int32Array | number[], scores: Float64Array | Array<number | null>) => {
    for (let start = 0; start < ids.length; start += batch) {
      await beforeBatch?.();
      await writeScores(em, ids.slice(start, start + batch), scores.slice(start, start + batch));
    }
  };
  try {
    for await (const { ids, scores } of fit.chunks) await write(ids, scores);
    return await record();
  } catch (error) {
    await write(fit.previous.ids, fit.previous.scores);
    throw error;
  }
}

/**
 * Between two statements of a training's reading or writing: on the embedded database, whose statements run one
 * at a time on the server's thread, the requests being answered go first (giveWayToRequests). PostgreSQL runs
 * them side by side on its own processes: nothing to wait for there.
 */
export async function giveWayOnPglite(em: EntityManager): Promise<void> {
  if (em.config.get('driverOptions') instanceof PGliteDialect) await giveWayToRequests(em.getDriver());
}

/** Writes scores to their citations in one statement (null: no score). */
export async function writeScores(
  em: EntityManager,
  ids: ArrayLike<number>,
  scores: ArrayLike<number | null>,
): Promise<void> {
  await query(
    em,
    sql`update citation c set relevance_score = u.score
          from unnest(${Array.from(ids)}::int[], ${Array.from(scores)}::float8[]) as u(id, score)
         where c.id = u.id`,
  );
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
