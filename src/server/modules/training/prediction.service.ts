import type { EntityManager } from '@mikro-orm/postgresql';
import { trainingMessages } from '../../../shared/messages.ts';
import { sql } from 'kysely';
import type { UserEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { predictOffThread } from '../../jobs/predict.job.ts';
import type { RankerModel } from '../../ml/ranker/ranker.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { trainingHistory } from './training-runs.ts';

/** Scores citations that are not in the project with its latest model (409 before the first training). */
export async function predict(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citations: Array<{ title: string; abstract: string }>,
) {
  const project = await requireProjectAccess(em, actor, projectId, 'lead');
  const [run] = await query(
    em,
    sql<{
      iteration: number;
      model: RankerModel;
    }>`select iteration, model from training_run where project_id = ${project.id} order by iteration desc, id desc limit 1`,
  );
  if (!run) throw new DomainError('CONFLICT', trainingMessages.noModel);
  const scores = await predictOffThread({ model: run.model, citations });
  return {
    predictions: citations.map((c, i) => ({ title: c.title, relevance_score: scores[i]! })),
    model_iteration: run.iteration,
  };
}

export async function iterations(em: EntityManager, actor: UserEntity, projectId: number) {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  return { current_iteration: project.current_iteration, iterations: await trainingHistory(em, project.id) };
}
