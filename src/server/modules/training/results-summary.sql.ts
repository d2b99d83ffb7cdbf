import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { isUnlabelled } from '../citations/citation-counts.sql.ts';

/** The statements of the results summary; results-summary.service.ts shapes the answer. */

/**
 * Labels per iteration (those given in an iteration: a continuous decision belongs to none), unlabelled citations per
 * score bin (of `BINS` equal bins), and unlabelled in all.
 */
export async function summaryCounts(em: EntityManager, projectId: number, BINS: number) {
  const perIteration = await query(
    em,
    sql<{ iteration: number; relevant: string; irrelevant: string }>`
      select iteration, count(*) filter (where is_relevant) as relevant, count(*) filter (where not is_relevant) as irrelevant
        from citation where project_id = ${projectId} and duplicate_of is null and is_relevant is not null and iteration is not null
       group by iteration order by iteration`,
  );
  const bins = await query(
    em,
    sql<{ bin: number; count: string }>`
      select least(floor(relevance_score * ${BINS}), ${BINS - 1})::int as bin, count(*) as count
        from citation where project_id = ${projectId} and duplicate_of is null and is_relevant is null and relevance_score is not null
       group by 1`,
  );
  const [totals] = await query(
    em,
    sql<{
      unlabelled: string;
    }>`select count(*) as unlabelled from citation c where c.project_id = ${projectId} and ${isUnlabelled(sql`c`)}`,
  );
  return { perIteration, bins, unlabelled: Number(totals?.unlabelled ?? 0) };
}
