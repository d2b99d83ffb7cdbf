import type { EntityManager } from '@mikro-orm/postgresql';
import { trainingMessages } from '../../../shared/messages.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { predictOffThread } from '../../jobs/predict.job.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { trainingHistory } from './training-runs.ts';
import { latestModel } from './training.sql.ts';

/** Scores citations that are not in the project with its latest model (409 before the first training). */
export async function predict(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citations: Array<{ title: string; abstract: string }>,
) {
  const project = await requireProjectAccess(em, actor, projectId, 'lead');
  const run = await latestModel(em, project.id);
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
