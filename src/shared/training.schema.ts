import { z } from 'zod';

export const MAX_ITERATIONS = 10;

/**
 * The iteration people read, on every screen, export and admin view: the spec's n = current_iteration + 1,
 * never beyond MAX_ITERATIONS. After the tenth training there is no eleventh iteration to work in.
 */
export const displayedIteration = (iteration: number) => Math.min(iteration + 1, MAX_ITERATIONS);

/** Every training the project may have has run: no label can change the model any more. */
export const allTrainingsDone = (currentIteration: number) => currentIteration >= MAX_ITERATIONS;

export const trainingRunOutput = z.object({
  id: z.number().int(),
  iteration: z.number().int(),
  model_name: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  training_size: z.number().int(),
  relevant_count: z.number().int(),
  irrelevant_count: z.number().int(),
  feature_count: z.number().int(),
  duration_ms: z.number().int(),
  metrics: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type TrainingRunOutput = z.infer<typeof trainingRunOutput>;

export const trainResponse = z.object({
  message: z.string(),
  current_iteration: z.number().int(),
  scored: z.number().int(),
  training_run: trainingRunOutput,
});

export const predictInput = z.object({
  citations: z
    .array(
      z.object({
        title: z.string(),
        abstract: z
          .string()
          .nullish()
          .transform((v) => v ?? ''),
      }),
    )
    .min(1)
    .max(1000),
});
export const predictResponse = z.object({
  predictions: z.array(z.object({ title: z.string(), relevance_score: z.number() })),
  model_iteration: z.number().int(),
});

export const iterationsResponse = z.object({
  current_iteration: z.number().int(),
  iterations: z.array(trainingRunOutput),
});

/** Why "Still to find" gives no interval: no iteration read in a model's order yet, labels not given from the top of it, or unlabelled citations no model has scored. */
export const STILL_TO_FIND_REASONS = ['no-reading', 'not-in-order', 'unscored'] as const;

/**
 * How many relevant citations the unlabelled ones may still hold: an interval (`low`–`high`, with the
 * probability `level` of holding the true number) and its middle figure, or, where none can be given,
 * the reason (src/server/ml/stopping/still-to-find.ts; the Help page explains it).
 */
export const stillToFind = z.object({
  estimate: z.number().int().nullable(),
  low: z.number().int().nullable(),
  high: z.number().int().nullable(),
  level: z.number(),
  reason: z.enum(STILL_TO_FIND_REASONS).nullable(),
});
export type StillToFindSummary = z.infer<typeof stillToFind>;

/** What the results page charts: labels found per iteration, the score distribution, and what may remain. */
export const resultsSummary = z.object({
  current_iteration: z.number().int(),
  per_iteration: z.array(
    z.object({ iteration: z.number().int(), relevant: z.number().int(), irrelevant: z.number().int() }),
  ),
  score_histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  unlabelled: z.number().int(),
  /** The middle figure of `still_to_find` (null where it gives none). */
  estimated_relevant_remaining: z.number().nullable(),
  still_to_find: stillToFind,
});
export type ResultsSummary = z.infer<typeof resultsSummary>;
