import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { DualProgress } from '../../../shared/dual.schema.ts';
import { query } from '../../db/sql.ts';
import { awaitingSecondCount, openConflictCount } from '../citations/citation-counts.sql.ts';

/**
 * Where blind dual screening stands for a reviewer: their decisions, records waiting for a second reviewer and open
 * conflicts, as citation-counts.sql.ts defines them (the Conflicts page's agreement counts the same).
 */
export async function dualProgress(em: EntityManager, userId: number, projectId: number): Promise<DualProgress> {
  const [row] = await query(
    em,
    sql<DualProgress>`
      select (select count(*)::int from citation_review r join citation c on c.id = r.citation_id
               where r.project_id = ${projectId} and r.user_id = ${userId} and r.decision is not null and c.duplicate_of is null) as decided_by_you,
             ${awaitingSecondCount(projectId)} as awaiting_second,
             ${openConflictCount(projectId)} as open_conflicts`,
  );
  return row ?? { decided_by_you: 0, awaiting_second: 0, open_conflicts: 0 };
}
