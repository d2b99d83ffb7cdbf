import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { isUnlabelled } from '../citations/citation-counts.sql.ts';
import type { RankerModel } from '../../ml/ranker/ranker.ts';
import type { IterationReading } from './iteration-reading.ts';

/** Statements of training, prediction and "Still to find"; their services orchestrate. */

/** Labels given while the model trained were not part of it: they move to the new iteration, not a locked one. */
export async function moveLateLabels(tx: EntityManager, projectId: number, iteration: number, trainedIds: number[]) {
  await query(
    tx,
    sql`update citation set iteration = ${iteration + 1}
         where project_id = ${projectId} and iteration = ${iteration} and is_relevant is not null
           and id <> all(${trainedIds}::int[])`,
  );
}

/** The project's latest model and its iteration, if it has been trained. */
export async function latestModel(em: EntityManager, projectId: number) {
  const [run] = await query(
    em,
    sql<{
      iteration: number;
      model: RankerModel;
    }>`select iteration, model from training_run where project_id = ${projectId} order by iteration desc, id desc limit 1`,
  );
  return run;
}

/** The reading of the iteration before the latest training, stored with it. */
export async function latestReading(
  em: EntityManager,
  projectId: number,
): Promise<IterationReading | null | undefined> {
  const [latest] = await query(
    em,
    sql<{ reading: IterationReading | null }>`select metrics->'reading' as reading from training_run
                                               where project_id = ${projectId} order by iteration desc, id desc limit 1`,
  );
  return latest?.reading;
}

/** Unlabelled active citations, and how many of them have no score yet. */
export async function unlabelledCounts(em: EntityManager, projectId: number) {
  const [counts] = await query(
    em,
    sql<{
      unlabelled: number;
      unscored: number;
    }>`select count(*)::int as unlabelled, count(*) filter (where relevance_score is null)::int as unscored
         from citation c where c.project_id = ${projectId} and ${isUnlabelled(sql`c`)}`,
  );
  return counts;
}

/** Whether any active citation of the project has no score yet (none has a model's score, or new ones came). */
export async function hasUnscored(em: EntityManager, projectId: number): Promise<boolean> {
  const [row] = await query(
    em,
    sql<{ any: boolean }>`select exists (select 1 from citation where project_id = ${projectId} and duplicate_of is null
                                                                and relevance_score is null) as any`,
  );
  return row?.any ?? false;
}
