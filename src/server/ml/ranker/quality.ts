import type { SparseVector } from '../dedup/sparse-vector.ts';
import { predictLogistic, trainLogistic } from './logistic.ts';

/** Probability that a random relevant citation scores above a random irrelevant one. */
export function auc(scores: number[], y: number[]): number | null {
  const pos = scores.filter((_, i) => y[i] === 1);
  const neg = scores.filter((_, i) => y[i] === 0);
  if (!pos.length || !neg.length) return null;
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

/** 5-fold cross-validated AUC of the logistic part on the labelled citations: a quality estimate for each training run. */
export function crossValidatedAuc(x: SparseVector[], y: number[], dims: number, folds = 5): number | null {
  if (y.length < folds * 2) return null;
  const scores = new Array<number>(y.length);
  for (let f = 0; f < folds; f++) {
    const test = y.map((_, i) => i).filter((i) => i % folds === f);
    const train = y.map((_, i) => i).filter((i) => i % folds !== f);
    const model = trainLogistic(
      train.map((i) => x[i]!),
      train.map((i) => y[i]!),
      dims,
      { epochs: 150 },
    );
    for (const i of test) scores[i] = predictLogistic(model, x[i]!);
  }
  return auc(scores, y);
}
