import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from './project.entity.ts';

/** One trained model: what it was, on how much data, for which iteration. */
export const TrainingRun = defineEntity({
  name: 'TrainingRun',
  tableName: 'training_run',
  properties: {
    id: p.integer().primary(),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    iteration: p.integer(),
    // 'continuous': a background retrain; a project keeps only its latest (each new one replaces it).
    mode: p.enum(['iterations', 'continuous'] as const).default('iterations'),
    // The last decision (label_event id) made before the model read the labels: later ones are news to it.
    last_event_id: p.integer().nullable(),
    model_name: p.string().length(100),
    parameters: p.json<Record<string, unknown>>(),
    training_size: p.integer(),
    relevant_count: p.integer(),
    irrelevant_count: p.integer(),
    metrics: p.json<Record<string, unknown>>().nullable(),
    feature_count: p.integer().default(0),
    duration_ms: p.integer().default(0),
    // Everything needed to score new text later (vocabulary, weights, forest): predict and restarts use it.
    model: p.json<Record<string, unknown>>().lazy(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export type TrainingRunEntity = InferEntity<typeof TrainingRun>;
