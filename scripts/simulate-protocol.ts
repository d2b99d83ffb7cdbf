/**
 * The iteration protocol of the ranking benchmark: 5 + 5 seeded starting labels (left out of the metrics, like
 * asreview-insights' priors), at most 10 trainings, each followed by reading in the model's order until 10
 * irrelevant and 5 relevant were labelled (at most 10 labels per class; records read past a full class are
 * screened but not labelled); it stops when fewer than 5 of a class were found. A training sees only the
 * labels the simulated reviewer gave.
 */
import type { SparseVector } from '../src/server/ml/dedup/sparse-vector.ts';
import { MAX_LABELS_PER_CLASS, MIN_LABELS_PER_CLASS } from '../src/shared/citation.schema.ts';
import { fitVectors, type FitOptions } from '../src/server/ml/ranker/ranker.ts';
import { seededGenerator } from '../src/server/ml/ranker/sampling.ts';
import type { Reading } from '../src/server/ml/stopping/still-to-find.ts';
import { screeningMetrics } from './screening-metrics.ts';

/**
 * Models the simulation can run: the product's; the product with the sample counting fully, or not at all, on
 * the words of the relevant labels; the product before its sample was weighed; the regression-only baseline; and
 * the product with its penalty as tuned whatever the number of labels (before logisticSettings), and with it giving
 * way with the labels alone, whatever the relevant ones (logisticSettings' rule before).
 */
export const MODELS = {
  product: {},
  'sample-all-words': { onRelevantWords: 1 },
  'sample-other-words': { onRelevantWords: 0 },
  fixed: { presumed: 'fixed' },
  'weighed-regression': { forestWeight: 0 },
  'fixed-regression': { presumed: 'fixed', forestWeight: 0 },
  regression: { presumed: 'none', forestWeight: 0 },
  'fixed-penalty': { fixedPenalty: true },
  'labels-penalty': { penaltyByLabelsOnly: true },
} satisfies Record<string, FitOptions>;
export type ModelName = keyof typeof MODELS;

/** The ranker's seeded generator (sampling.ts): the simulation draws as the product does. */
export const random = seededGenerator;

/** What the product knows right after a training, and the truth, for checking "Still to find". */
export interface TrainingCheck {
  /** Citations without a label, and how many of them are relevant. */
  unlabelled: number;
  relevantUnlabelled: number;
  /** The iteration read last: the length of the order it was read from, the position of its last label, its relevant labels. */
  lastReading: Reading | null;
  /** For the estimate this replaced: labels given after the first training with the score they had when given, and the unlabelled citations' scores. */
  scoredLabels: Array<{ score: number; relevant: boolean }>;
  unlabelledScores: number[];
}

export function simulate(
  data: { vectors: SparseVector[]; dims: number },
  records: Array<{ relevant: boolean }>,
  seed: number,
  options: FitOptions,
  onTraining?: (check: TrainingCheck) => void,
) {
  const rand = random(seed * 7919);
  const ids = records.map((_, i) => i);
  const pick = (pool: number[], n: number) => [...pool].sort(() => rand() - 0.5).slice(0, n);
  const labels = new Array<boolean | null>(records.length).fill(null);
  for (const i of [
    ...pick(
      ids.filter((i) => records[i]!.relevant),
      5,
    ),
    ...pick(
      ids.filter((i) => !records[i]!.relevant),
      5,
    ),
  ])
    labels[i] = records[i]!.relevant;
  const read: number[] = [];
  const seen = new Set(ids.filter((i) => labels[i] !== null));
  let scores: number[] = [];
  const times: number[] = [];
  const byScore = (a: number, b: number) => scores[b]! - scores[a]! || a - b;
  let lastReading: Reading | null = null;
  const scoredLabels: TrainingCheck['scoredLabels'] = [];
  for (let iteration = 1; iteration <= 10; iteration++) {
    // The labels of the iteration just read, with the score they were read by (the previous estimate's evidence).
    if (lastReading)
      for (const i of read.slice(read.length - lastReading.depth))
        if (labels[i] !== null) scoredLabels.push({ score: scores[i]!, relevant: labels[i]! });
    const started = performance.now();
    const { score } = fitVectors((i) => data.vectors[i]!, labels, data.dims, seed, { ...options, quality: false });
    scores = data.vectors.map(score);
    times.push(performance.now() - started);
    if (onTraining) {
      const unlabelled = ids.filter((i) => labels[i] === null);
      const relevantUnlabelled = unlabelled.filter((i) => records[i]!.relevant).length;
      onTraining({
        unlabelled: unlabelled.length,
        relevantUnlabelled,
        lastReading,
        scoredLabels: [...scoredLabels],
        unlabelledScores: unlabelled.map((i) => scores[i]!),
      });
    }
    const queue = ids.filter((i) => !seen.has(i)).sort(byScore);
    const count = { rel: 0, irr: 0 };
    let depth = 0;
    for (const [position, i] of queue.entries()) {
      if (count.irr >= MAX_LABELS_PER_CLASS && count.rel >= MIN_LABELS_PER_CLASS) break;
      read.push(i);
      seen.add(i);
      const relevant = records[i]!.relevant;
      if (relevant ? count.rel >= MAX_LABELS_PER_CLASS : count.irr >= MAX_LABELS_PER_CLASS) continue;
      labels[i] = relevant;
      depth = position + 1;
      if (relevant) count.rel++;
      else count.irr++;
    }
    lastReading = { pool: queue.length, depth, relevant: count.rel, relevantFull: count.rel >= MAX_LABELS_PER_CLASS };
    if (count.rel < MIN_LABELS_PER_CLASS || count.irr < MIN_LABELS_PER_CLASS) break;
  }
  const order = [...read, ...ids.filter((i) => !seen.has(i)).sort(byScore)];
  return {
    ...screeningMetrics(order.map((i) => records[i]!.relevant)),
    msPerIteration: times.reduce((a, b) => a + b, 0) / times.length,
  };
}
