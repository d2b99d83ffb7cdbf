import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { ResultsSummary } from '../../../shared/training.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { stillToFindSummary } from './still-to-find.service.ts';

const BINS = 10;

export async function resultsSummary(em: EntityManager, actor: UserEntity, projectId: number): Promise<ResultsSummary> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const perIteration = await query(
    em,
    sql<{ iteration: number; relevant: string; irrelevant: string }>`
      select iteration, count(*) filter (where is_relevant) as relevant, count(*) filter (where not is_relevant) as irrelevant
        from citation where project_id = ${project.id} and duplicate_of is null and is_relevant is not null
       group by iteration order by iteration`,
  );
  const bins = await query(
    em,
    sql<{ bin: number; count: string }>`
      select least(floor(relevance_score * ${BINS}), ${BINS - 1})::int as bin, count(*) as count
        from citation where project_id = ${project.id} and duplicate_of is null and is_relevant is null and relevance_score is not null
       group by 1`,
  );
  const [totals] = await query(
    em,
    sql<{
      unlabelled: string;
    }>`select count(*) as unlabelled from citation where project_id = ${project.id} and duplicate_of is null and is_relevant is null`,
  );
  const counts = new Map(bins.map((b) => [b.bin, Number(b.count)]));
  const stillToFind = await stillToFindSummary(em, project.id, project.current_iteration);
  return {
    current_iteration: project.current_iteration,
    per_iteration: perIteration.map((r) => ({
      iteration: r.iteration,
      relevant: Number(r.relevant),
      irrelevant: Number(r.irrelevant),
    })),
    score_histogram: Array.from({ length: BINS }, (_, i) => ({
      from: i / BINS,
      to: (i + 1) / BINS,
      count: counts.get(i) ?? 0,
    })),
    unlabelled: Number(totals?.unlabelled ?? 0),
    estimated_relevant_remaining: stillToFind.estimate,
    still_to_find: stillToFind,
  };
}
