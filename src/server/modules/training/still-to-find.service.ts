import type { EntityManager } from '@mikro-orm/postgresql';
import type { StillToFindSummary } from '../../../shared/training.schema.ts';
import { stillToFind } from '../../ml/stopping/still-to-find.ts';
import { readingOfIteration, toReading } from './iteration-reading.ts';
import { latestReading, unlabelledCounts } from './training.sql.ts';

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
  const reading = await latestReading(em, projectId);
  if (!reading) return unavailable('no-reading');
  const open = await readingOfIteration(em, projectId, currentIteration);
  if (!reading.in_order || (open && !open.in_order)) return unavailable('not-in-order');
  const counts = await unlabelledCounts(em, projectId);
  if ((counts?.unscored ?? 0) > 0) return unavailable('unscored');
  const result = stillToFind({
    reading: toReading(reading),
    relevantSince: open?.relevant ?? 0,
    unlabelled: counts?.unlabelled ?? 0,
    level: STILL_TO_FIND_LEVEL,
  });
  return { ...result, reason: null };
}
