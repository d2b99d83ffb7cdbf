import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { DualProgress } from '../../../shared/dual.schema.ts';
import { query } from '../../db/sql.ts';
import { openConflict } from './conflicts.sql.ts';

/** Where blind dual screening stands for a reviewer: their decisions, records waiting for a second reviewer, open conflicts. */
export async function dualProgress(em: EntityManager, userId: number, projectId: number): Promise<DualProgress> {
  const [row] = await query(
    em,
    sql<DualProgress>`
      with votes as (select r.citation_id, count(*)::int as n, bool_or(r.user_id = ${userId}) as mine
                       from citation_review r join citation c on c.id = r.citation_id
                      where r.project_id = ${projectId} and r.decision is not null and c.duplicate_of is null
                      group by r.citation_id)
      select (select count(*)::int from votes where mine) as decided_by_you,
             (select count(*)::int from votes v join citation c on c.id = v.citation_id where v.n = 1 and c.is_relevant is null) as awaiting_second,
             (select count(*)::int from citation c where c.project_id = ${projectId} and ${openConflict}) as open_conflicts`,
  );
  return row ?? { decided_by_you: 0, awaiting_second: 0, open_conflicts: 0 };
}
