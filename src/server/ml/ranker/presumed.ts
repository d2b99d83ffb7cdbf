import type { SparseVector } from '../dedup/sparse-vector.ts';
import { predictLogistic, trainLogistic } from './logistic.ts';
import { seededSample } from './sampling.ts';

/** Unlabelled citations drawn for each training: a fixed number, so training time does not grow with the project. */
export const PRESUMED_SAMPLE = 500;
const CROSS_FIT = { l2: 1e-2, epochs: 100, rate: 2 };

/** The unlabelled citations of a training taken as (mostly) irrelevant, each with the weight it counts with. */
export interface PresumedIrrelevant {
  rows: number[];
  weights: number[];
  /** The sample's mean out-of-sample score: a rough estimate of the share of relevant citations among the unlabelled (null when not weighed). */
  prevalence: number | null;
}

/**
 * A seeded sample of the unlabelled citations (positions in labels), all counted as irrelevant with weight 1;
 * never one set aside as Maybe (a reviewer thought it might be relevant).
 */
export function presumedSample(
  labels: Array<boolean | null>,
  seed: number,
  size = PRESUMED_SAMPLE,
  setAside?: ReadonlySet<number>,
): PresumedIrrelevant {
  const rows = seededSample(
    labels.flatMap((label, i) => (label === null && !setAside?.has(i) ? [i] : [])),
    size,
    seed,
  );
  return { rows, weights: rows.map(() => 1), prevalence: null };
}

/**
 * The presumed-irrelevant sample weighed by the evidence of prevalence. Each half of the sample is scored by
 * a class-balanced regression trained on the labels and the other half, so no citation scores itself; each
 * sampled citation then counts as irrelevant with weight 1 − that score. Where relevant records are a few
 * per cent, nearly all of the sample looks like the labelled irrelevant citations and counts almost fully
 * (the sample as it was); the more of it looks like the labelled relevant ones, as at 15–30 % prevalence,
 * the less it counts in all, and the citations most like the relevant ones count least, instead of
 * teaching the model that relevant vocabulary is irrelevant. The sample's mean score is reported as a
 * rough estimate of the share of relevant records among the unlabelled ones.
 */
export function weighPresumed(
  sample: PresumedIrrelevant,
  labelled: { x: SparseVector[]; y: number[] },
  vectorOf: (i: number) => SparseVector,
  dims: number,
): PresumedIrrelevant {
  const { rows } = sample;
  if (rows.length < 2 || !labelled.y.includes(1) || !labelled.y.includes(0)) return sample;
  const vectors = rows.map(vectorOf);
  const half = (h: number) => rows.flatMap((_, k) => (k % 2 === h ? [k] : []));
  const scores = new Array<number>(rows.length);
  for (const h of [0, 1]) {
    const train = half(1 - h);
    const model = trainLogistic(
      [...labelled.x, ...train.map((k) => vectors[k]!)],
      [...labelled.y, ...train.map(() => 0)],
      dims,
      CROSS_FIT,
    );
    for (const k of half(h)) scores[k] = predictLogistic(model, vectors[k]!);
  }
  return { rows, weights: scores.map((q) => 1 - q), prevalence: scores.reduce((a, b) => a + b, 0) / rows.length };
}

/**
 * What a presumed-irrelevant citation keeps of the words the reviewer's relevant citations use: half.
 * On those words the presumption (an unlabelled citation is irrelevant) and the reviewer's own evidence
 * disagree; where relevant records are common, or the vocabulary barely separates them, the sample holds
 * many relevant citations that would teach the model those very words are irrelevant. At none (0), the
 * sample could no longer teach that topic words every citation of the search shares are not telling, and
 * the sets where relevant records are rare lost most (docs/ranking.md).
 */
export const ON_RELEVANT_WORDS = 0.5;

/** A presumed-irrelevant citation's vector with the words of the labelled relevant citations scaled by `share`. */
export function sparingRelevantWords(relevant: SparseVector[], share = ON_RELEVANT_WORDS) {
  const words = new Set(relevant.flatMap((v) => Array.from(v.idx)));
  return (v: SparseVector): SparseVector =>
    share === 1
      ? v
      : { idx: v.idx, val: Float64Array.from(v.val, (value, k) => (words.has(v.idx[k]!) ? value * share : value)) };
}
