import type { EntityManager } from '@mikro-orm/postgresql';
import type { TrainingRunOutput } from '../../../shared/training.schema.ts';
import { TrainingRun, type TrainingRunEntity } from '../../db/entities/index.ts';

export const toRunOutput = (r: TrainingRunEntity): TrainingRunOutput => ({
  id: r.id,
  iteration: r.iteration,
  model_name: r.model_name,
  parameters: r.parameters,
  training_size: r.training_size,
  relevant_count: r.relevant_count,
  irrelevant_count: r.irrelevant_count,
  feature_count: r.feature_count,
  duration_ms: r.duration_ms,
  metrics: r.metrics ?? null,
  created_at: r.created_at.toISOString(),
});

export async function trainingHistory(em: EntityManager, projectId: number): Promise<TrainingRunOutput[]> {
  return (await em.find(TrainingRun, { project: projectId }, { orderBy: { iteration: 'asc', id: 'asc' } })).map(
    toRunOutput,
  );
}
