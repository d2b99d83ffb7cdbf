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
  const weight = Float64Array.from(y, (v, k) => classWeight[v]! * weightOfExample(k));
  // The rows in one run of typed arrays (compressed sparse rows): the epochs below read them hundreds of times.
  const start = new Int32Array(x.length + 1);
  x.forEach((v, k) => (start[k + 1] = start[k]! + v.idx.length));
  const idx = new Int32Array(start[x.length]!);
  const val = new Float64Array(start[x.length]!);
  x.forEach((v, k) => (idx.set(v.idx, start[k]), val.set(v.val, start[k])));
  // Only the terms of the training rows ever move: the others' weights stay 0 (no gradient, and decay of 0 is 0).
  const seen = new Uint8Array(dims);
  for (let i = 0; i < idx.length; i++) seen[idx[i]!] = 1;
  const active = Int32Array.from(seen.keys()).filter((j) => seen[j] === 1);
  const grad = new Float64Array(dims);
  const step = rate / x.length;
  const decay = l2 * x.length;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let a = 0; a < active.length; a++) grad[active[a]!] = 0;
    let gradB = 0;
    for (let k = 0; k < x.length; k++) {
      const [from, to] = [start[k]!, start[k + 1]!];
      let z = 0;
      for (let i = from; i < to; i++) z += w[idx[i]!]! * val[i]!;
      const err = (sigmoid(z + b) - y[k]!) * weight[k]!;
      for (let i = from; i < to; i++) grad[idx[i]!]! += err * val[i]!;
      gradB += err;
    }
    for (let a = 0; a < active.length; a++) {
      const j = active[a]!;
      w[j]! -= step * (grad[j]! + decay * w[j]!);
    }
    b -= step * gradB;
  }
  return { weights: Array.from(w), bias: b };
}

export const predictLogistic = (model: LogisticModel, x: SparseVector) => sigmoid(dot(model.weights, x) + model.bias);
