import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { beforeActiveCitations, query } from '../../db/sql.ts';
import { DEFAULT_LEASE_MS } from '../../coordination/project-claim.ts';

/** Citations backed up per statement (~5 ms on PGlite): one statement over 100,000 held its thread 70–210 ms. */
const BACKUP_PART = 5000;

/**
 * Keeps the project's scores as the model on record gave them, before a rescore writes new ones. A backup left by
 * an earlier rescore that did not finish is kept as it is: it, not the scores now half rewritten, is what the
 * model on record gave.
 */
export async function backUpScores(em: EntityManager, projectId: number): Promise<void> {
  const [kept] = await query(em, sql`select 1 from score_backup where project_id = ${projectId} limit 1`);
  if (kept) return;
  for (let part = 0, after = await beforeActiveCitations(em, projectId); ; part++) {
    const [row] = await query(
      em,
      sql<{ last: number | null }>`
        insert into score_backup (project_id, part, ids, scores, created_at)
        select ${projectId}, ${part}, array_agg(id order by id), array_agg(relevance_score order by id), now()
          from (select id, relevance_score from citation
                 where project_id = ${projectId} and duplicate_of is null and id > ${after}
                 order by id limit ${BACKUP_PART}) c
        having count(*) > 0
        returning ids[array_length(ids, 1)] as last`,
    );
    if (!row?.last) return;
    after = row.last;
  }
}

/** In the transaction that records the new model: its scores are the ones on record now. */
export async function dropScoreBackup(tx: EntityManager, projectId: number): Promise<void> {
  await query(tx, sql`delete from score_backup where project_id = ${projectId}`);
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

/** Writes scores `batch` rows a statement, `beforeBatch` running before each. */
export async function writeScoresInBatches(
  em: EntityManager,
  ids: Int32Array | number[],
  scores: Float64Array | Array<number | null>,
  batch: number,
  beforeBatch?: () => Promise<void>,
): Promise<void> {
  for (let start = 0; start < ids.length; start += batch) {
    await beforeBatch?.();
    await writeScores(em, ids.slice(start, start + batch), scores.slice(start, start + batch));
  }
}

/** Puts a project's backed-up scores back, `batch` at a time, then lets the backup go. */
export async function restoreScores(
  em: EntityManager,
  projectId: number,
  batch: number,
  beforeBatch?: () => Promise<void>,
): Promise<void> {
  const parts = await query(
    em,
    sql<{ part: number }>`select part from score_backup where project_id = ${projectId} order by part`,
  );
  for (const { part } of parts) {
    const [backup] = await query(
      em,
      sql<{
        ids: number[];
        scores: Array<number | null>;
      }>`select ids, scores from score_backup where project_id = ${projectId} and part = ${part}`,
    );
    if (backup) await writeScoresInBatches(em, backup.ids, backup.scores, batch, beforeBatch);
  }
  await dropScoreBackup(em, projectId);
}

/**
 * At start: the scores of rescores a killed server left half written are put back. Only where no live
 * training claim holds the project (on PostgreSQL another instance may be rescoring it right now; the
 * embedded database's claims were all released at start).
 */
export async function restoreInterruptedRescores(em: EntityManager, leaseMs = DEFAULT_LEASE_MS): Promise<void> {
  const rows = await query(
    em,
    sql<{ project_id: number }>`select distinct b.project_id from score_backup b join project p on p.id = b.project_id
                                 where p.training_started_at is null
                                    or p.training_started_at < now() - make_interval(secs => ${leaseMs / 1000})`,
  );
  for (const { project_id } of rows) await restoreScores(em, project_id, 1000);
}
