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
 * milliseconds and is deterministic.
 */
export function trainLogistic(x: SparseVector[], y: number[], dims: number, { l2 = 1e-2, epochs = 300, rate = 2 } = {}): LogisticModel {
  const w = new Float64Array(dims);
  let b = 0;
  const positives = y.filter((v) => v === 1).length;
  const negatives = y.length - positives;
  const weightOf = (label: number) => y.length / (2 * (label === 1 ? Math.max(positives, 1) : Math.max(negatives, 1)));
  const grad = new Float64Array(dims);
  for (let epoch = 0; epoch < epochs; epoch++) {
    grad.fill(0);
    let gradB = 0;
    for (let k = 0; k < x.length; k++) {
      const err = (sigmoid(dot(w, x[k]!) + b) - y[k]!) * weightOf(y[k]!);
      for (let i = 0; i < x[k]!.idx.length; i++) grad[x[k]!.idx[i]!]! += err * x[k]!.val[i]!;
      gradB += err;
    }
    for (let j = 0; j < dims; j++) w[j]! -= (rate / x.length) * (grad[j]! + l2 * x.length * w[j]!);
    b -= (rate / x.length) * gradB;
  }
  return { weights: Array.from(w), bias: b };
}

export const predictLogistic = (model: LogisticModel, x: SparseVector) => sigmoid(dot(model.weights, x) + model.bias);
