import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { query } from '../../db/sql.ts';
import { tidyCitationsLater } from '../../coordination/tidy-citations.ts';
import { tryClaim } from '../../coordination/project-claim.ts';
import { sharedRunLater } from '../../coordination/shared-runs.ts';
import { decisionsSinceModel } from '../screening/decisions-since-model.ts';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';
import { fitProject, lastEventId, rescoreThenRecord, runFields, type ProjectFit } from './project-fit.ts';
import { hasUnscored } from './training.sql.ts';
import { onPglite } from '../../db/engine.ts';

/**
 * Scores are written this many at a time, each batch its own short statement (~6 ms on PGlite at 100,000
 * citations), and the rescore gives way to requests before each batch (giveWayOnPglite): a decision waits
 * for one batch at most, never for the whole project's rescore. Measured with `npm run bench:retrain`
 * (docs/performance.md): 1,000 rows a batch made a decision wait 30–80 ms for each of its statements.
 */
const WRITE_BATCH = 150;
/**
 * On PostgreSQL a decision runs on a connection of its own and never queues behind a batch (it waits only for a
 * row the batch holds): larger batches cost it no turn, and writing 100,000 scores in 150s took ~2 s of the
 * retrain's 9–10 s on a slow hour, ~1 s in 500s (`bench:retrain`, docs/performance.md).
 */
const WRITE_BATCH_POSTGRES = 500;
/** How often an instance whose retrain another one holds looks again. */
const POLL_MS = 500;

interface RetrainState {
  continuous: boolean;
  /** Records labelled so far (a record's own label: under blind dual screening a single vote is none). */
  relevant: number;
  irrelevant: number;
  /** Decisions since the latest model read the labels (all of them when there is no model). */
  news: number;
  /**
   * Blind dual screening, and the latest model learnt from another number of labels than the records have: one
   * trained on reviewers' single votes (before the model learnt from settled decisions only), whose scores
   * would still tell a colleague's votes until the next agreement.
   */
  stale: boolean;
  /** Citations added since the latest model that it has not scored (an import into a project being screened). */
  unscored: boolean;
}

async function retrainState(em: EntityManager, projectId: number): Promise<RetrainState | undefined> {
  const [row] = await query(
    em,
    sql<RetrainState>`
      select p.screening_mode = 'continuous' as continuous, n.relevant, n.irrelevant,
             ${decisionsSinceModel(sql`p.id`)} as news,
             (p.screeners_per_record = 2 and coalesce(
               (select t.training_size <> n.relevant + n.irrelevant from training_run t where t.project_id = p.id order by t.id desc limit 1),
               false)) as stale,
             exists (select 1 from citation c
                      where c.project_id = p.id and c.duplicate_of is null and c.relevance_score is null
                        and c.created_at > (select max(t.created_at) from training_run t where t.project_id = p.id)) as unscored
        from project p,
             lateral (select (count(*) filter (where c.is_relevant))::int as relevant, (count(*) filter (where not c.is_relevant))::int as irrelevant
                        from citation c where c.project_id = p.id and c.is_relevant is not null and c.duplicate_of is null) n
       where p.id = ${projectId} and p.deleted_at is null`,
  );
  return row;
}

/**
 * A retrain is due once both classes have a label and decisions came since the latest model, or it is stale, or
 * citations were added since that it has not scored (they would come last in the order until the next decision).
 * Each retrain scores every citation and is newer than them, so citations it could not score (no tokens yet) do
 * not ask again.
 */
const due = (s: RetrainState | undefined) =>
  s !== undefined && s.continuous && s.relevant >= 1 && s.irrelevant >= 1 && (s.news > 0 || s.stale || s.unscored);

/**
 * Fits a model on every label and rescores every active citation, in short statements (labelling goes on
 * meanwhile), then records it as the project's continuous model in place of the one before.
 */
async function retrain(em: EntityManager, projectId: number): Promise<void> {
  const seen = await lastEventId(em, projectId);
  const firstScores = await hasUnscored(em, projectId);
  const fit = await fitProject(em, projectId, projectId * 1000 + (seen % 1000));
  const trained = await rescoreThenRecord(
    em,
    projectId,
    fit,
    { batch: onPglite(em) ? WRITE_BATCH : WRITE_BATCH_POSTGRES, beforeBatch: () => giveWayOnPglite(em) },
    async (tx) => {
      const model = await fit.fitted;
      await storeContinuousRun(tx, projectId, seen, fit, model);
      return model;
    },
  );
  // New scores change no statistic the planner uses, except where citations had none before.
  tidyCitationsLater(em, projectId, trained.scored, trained.scored, { analyze: firstScores });
}

/**
 * Records a fitted model as the project's continuous model, in place of the one before (in the rescore's
 * transaction). In plain SQL, the model
 * serialised once: the ORM's flush of a new run spent ~270 ms of the server's thread on its 1.4 MB model (at
 * 100,000 citations), and every decision sent meanwhile waited for it.
 */
async function storeContinuousRun(
  tx: EntityManager,
  projectId: number,
  seen: number,
  fit: ProjectFit,
  trained: Awaited<ProjectFit['fitted']>,
): Promise<void> {
  const [project] = await query(
    tx,
    sql<{ current_iteration: number }>`select current_iteration from project where id = ${projectId}`,
  );
  const run = runFields(tx, projectId, fit, trained);
  // Only the latest continuous model is kept: the decision history, not a model per retrain, is the record.
  await query(tx, sql`delete from training_run where project_id = ${projectId} and mode = 'continuous'`);
  await query(
    tx,
    sql`insert into training_run (project_id, iteration, mode, last_event_id, model_name, parameters, training_size,
                                  relevant_count, irrelevant_count, metrics, feature_count, duration_ms, model, created_at)
        values (${projectId}, ${project?.current_iteration ?? 0}, 'continuous', ${seen}, ${run.model_name},
                ${JSON.stringify(run.parameters)}::jsonb, ${run.training_size}, ${run.relevant_count},
                ${run.irrelevant_count}, ${JSON.stringify(trained.metrics)}::jsonb, ${run.feature_count},
                ${run.duration_ms}, ${JSON.stringify(run.model)}::jsonb, now())`,
  );
}

/**
 * Retrains while a retrain is due. One training per project at a time across app instances: the training
 * claim of project-claim.ts (the one iteration trainings take). When another instance holds it, this one
 * looks again every POLL_MS until that retrain has covered the decisions (or the claim is free again).
 */
async function retrainWhileDue(em: EntityManager, projectId: number): Promise<void> {
  while (due(await retrainState(em, projectId))) {
    const release = await tryClaim(em, projectId, 'training');
    if (!release) {
      await sleep(POLL_MS);
      continue;
    }
    try {
      // Checked again under the claim: the holder before may have covered these decisions already.
      if (due(await retrainState(em, projectId))) await retrain(em, projectId);
    } finally {
      await release();
    }
  }
}

/** Projects whose retrain was asked for since its loop last looked, by app instance (its database driver). */
const asked = new Map<unknown, Set<number>>();

/**
 * Asks for a background retrain of a continuous project (after decisions, or on becoming continuous). Calls
 * coalesce: one loop per project and app instance, which goes round again while it is asked, so decisions
 * made during a retrain get one more retrain, not one each. Shutdown waits for it (a shared run).
 */
export function retrainInBackground(em: EntityManager, projectId: number): void {
  const instance = em.getDriver();
  const wanted = asked.get(instance) ?? new Set<number>();
  asked.set(instance, wanted);
  wanted.add(projectId);
  sharedRunLater(em, 'retrain', projectId, 'retraining the model in the background', async (fork) => {
    while (wanted.delete(projectId)) await retrainWhileDue(fork, projectId);
  });
}
