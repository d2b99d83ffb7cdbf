import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { StillToFindSummary } from '../../../shared/training.schema.ts';
import { query } from '../../db/sql.ts';
import { stillToFind } from '../../ml/stopping/still-to-find.ts';
import { readingOfIteration, toReading, type IterationReading } from './iteration-reading.ts';

export const STILL_TO_FIND_LEVEL = 0.9;

const unavailable = (reason: NonNullable<StillToFindSummary['reason']>): StillToFindSummary => ({
  estimate: null,
  low: null,
  high: null,
  level: STILL_TO_FIND_LEVEL,
  reason,
});

/**
 * "Still to find" for a project screened in iterations: from the latest iteration read to the end (stored
 * with the training after it), the relevant citations labelled since, and the unlabelled citations now.
 */
export async function stillToFindSummary(
  em: EntityManager,
  projectId: number,
  currentIteration: number,
): Promise<StillToFindSummary> {
  const [latest] = await query(
    em,
    sql<{ reading: IterationReading | null }>`select metrics->'reading' as reading from training_run
                                               where project_id = ${projectId} order by iteration desc, id desc limit 1`,
  );
  const reading = latest?.reading;
  if (!reading) return unavailable('no-reading');
  const open = await readingOfIteration(em, projectId, currentIteration);
  if (!reading.in_order || (open && !open.in_order)) return unavailable('not-in-order');
  const [counts] = await query(
    em,
    sql<{
      unlabelled: number;
      unscored: number;
    }>`select count(*)::int as unlabelled, count(*) filter (where relevance_score is null)::int as unscored
                                                    from citation where project_id = ${projectId} and duplicate_of is null and is_relevant is null`,
  );
  if ((counts?.unscored ?? 0) > 0) return unavailable('unscored');
  const result = stillToFind({
    reading: toReading(reading),
    relevantSince: open?.relevant ?? 0,
    unlabelled: counts?.unlabelled ?? 0,
    level: STILL_TO_FIND_LEVEL,
  });
  return { ...result, reason: null };
}
