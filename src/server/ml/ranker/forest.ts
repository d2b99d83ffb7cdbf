import { RandomForestClassifier } from 'ml-random-forest';
import type { SparseVector } from '../dedup/sparse-vector.ts';
import { seededSample } from './sampling.ts';

export const FOREST_OPTIONS = {
  nEstimators: 100,
  // A share of the columns per tree (ml-random-forest does not re-draw them per split): small shares make trees differ.
  maxFeatures: 0.2,
  replacement: false,
  useSampleBagging: true,
  // ml-random-forest's out-of-bag bookkeeping fails on small balanced sets; quality is estimated by cross-validation instead.
  noOOB: true,
  treeOptions: { maxDepth: 6, minNumSamples: 2 },
};

/** Dense rows over the selected terms only: the forest sees a few dozen columns, not tens of thousands. */
export function denseRows(x: SparseVector[], selected: number[]): number[][] {
  const column = new Map(selected.map((term, i) => [term, i]));
  return x.map((v) => {
    const row = new Array<number>(selected.length).fill(0);
    for (let i = 0; i < v.idx.length; i++) {
      const c = column.get(v.idx[i]!);
      if (c !== undefined) row[c] = v.val[i]!;
    }
    return row;
  });
}

/**
 * All relevant examples and as many irrelevant ones, drawn with the seed (a "balanced random forest").
 * Undersampling rather than repeating the relevant rows keeps the trees cheap: ml-cart's split search
 * grows with the square of the rows.
 */
function balanced(rows: number[][], y: number[], seed: number) {
  const pos = y.flatMap((v, i) => (v === 1 ? [i] : []));
  const neg = y.flatMap((v, i) => (v === 0 ? [i] : []));
  const [small, large] = pos.length < neg.length ? [pos, neg] : [neg, pos];
  const picks = [...seededSample(large, small.length, seed), ...small];
  return { rows: picks.map((i) => rows[i]!), y: picks.map((i) => y[i]!) };
}

export function trainForest(rows: number[][], y: number[], seed: number) {
  const data = balanced(rows, y, seed);
  const forest = new RandomForestClassifier({ ...FOREST_OPTIONS, seed });
  forest.train(data.rows, data.y);
  return forest;
}

export function forestScores(forest: RandomForestClassifier, rows: number[][]): number[] {
  const out: number[] = [];
  for (let start = 0; start < rows.length; start += 5000) out.push(...forest.predictProbability(rows.slice(start, start + 5000), 1));
  return out;
}
