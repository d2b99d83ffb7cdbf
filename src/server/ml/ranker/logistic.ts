import type { SparseVector } from '../dedup/sparse-vector.ts';

export interface LogisticModel {
  weights: number[];
  bias: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function dot(w: Float64Array | number[], x: SparseVector): number {
  let s = 0;
  for (let i = 0; i < x.idx.length; i++) s += w[x.idx[i]!]! * x.val[i]!;
  return s;
}

/**
 * L2-regularised logistic regression with class weights that balance relevant and irrelevant examples,
 * trained by full-batch gradient descent: with a few hundred examples this converges in tens of
 * milliseconds and is deterministic. Optional per-example weights (default 1) count in the class balance too.
 */
export function trainLogistic(
  x: SparseVector[],
  y: number[],
  dims: number,
  { l2 = 1e-2, epochs = 300, rate = 2 } = {},
  exampleWeights?: number[],
): LogisticModel {
  const w = new Float64Array(dims);
  let b = 0;
  const weightOfExample = (k: number) => exampleWeights?.[k] ?? 1;
  let positives = 0;
  let negatives = 0;
  y.forEach((v, k) => (v === 1 ? (positives += weightOfExample(k)) : (negatives += weightOfExample(k))));
  const total = positives + negatives;
  const classWeight = [total / (2 * Math.max(negatives, 1)), total / (2 * Math.max(positives, 1))];
  const weightOf = (k: number) => classWeight[y[k]!]! * weightOfExample(k);
  const grad = new Float64Array(dims);
  for (let epoch = 0; epoch < epochs; epoch++) {
    grad.fill(0);
    let gradB = 0;
    for (let k = 0; k < x.length; k++) {
      const err = (sigmoid(dot(w, x[k]!) + b) - y[k]!) * weightOf(k);
      for (let i = 0; i < x[k]!.idx.length; i++) grad[x[k]!.idx[i]!]! += err * x[k]!.val[i]!;
      gradB += err;
    }
    for (let j = 0; j < dims; j++) w[j]! -= (rate / x.length) * (grad[j]! + l2 * x.length * w[j]!);
    b -= (rate / x.length) * gradB;
  }
  return { weights: Array.from(w), bias: b };
}

export const predictLogistic = (model: LogisticModel, x: SparseVector) => sigmoid(dot(model.weights, x) + model.bias);
