import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResultsSummary } from '../../../shared/training.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { summaryCounts } from './results-summary.sql.ts';
import { stillToFindSummary } from './still-to-find.service.ts';

const BINS = 10;

export async function resultsSummary(em: EntityManager, actor: UserEntity, projectId: number): Promise<ResultsSummary> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const { perIteration, bins, unlabelled } = await summaryCounts(em, project.id, BINS);
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
    unlabelled,
    estimated_relevant_remaining: stillToFind.estimate,
    still_to_find: stillToFind,
  };
}
