import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { REMOVAL_STRATEGY, type RemoveDuplicatesResponse } from '../../../shared/dedup.schema.ts';
import { query } from '../../db/sql.ts';

/** The project-level statements of a duplicate search; dedup-store.ts holds those of its records. */

type Summary = RemoveDuplicatesResponse['processing_summary'];

export async function activeCount(em: EntityManager, projectId: number): Promise<number> {
  const [active] = await query(
    em,
    sql<{
      n: number;
    }>`select count(*)::int as n from citation where project_id = ${projectId} and duplicate_of is null`,
  );
  return active?.n ?? 0;
}

/** A finished search: when, with which strategy, and its summary (its removals were counted as they were stored). */
export async function recordRun(tx: EntityManager, projectId: number, summary: Summary) {
  await query(
    tx,
    sql`update project set dedup_completed_at = now(),
                           removal_strategy = ${REMOVAL_STRATEGY}, processing_summary = ${JSON.stringify(summary)}::jsonb
         where id = ${projectId}`,
  );
}

/** The last search's summary. */
export async function lastRunSummary(em: EntityManager, projectId: number): Promise<Summary | null> {
  const [state] = await query(
    em,
    sql<{ summary: Summary | null }>`select processing_summary as summary from project where id = ${projectId}`,
  );
  return state?.summary ?? null;
}
