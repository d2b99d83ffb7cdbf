import { RandomForestClassifier } from 'ml-random-forest';
import type { SparseVector } from '../dedup/sparse-vector.ts';

export const FOREST_OPTIONS = {
  nEstimators: 60,
  maxFeatures: 0.5,
  replacement: true,
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

/** Repeats the smaller class so both weigh the same in the forest (ml-random-forest has no class weights). */
function balanced(rows: number[][], y: number[]) {
  const pos = y.flatMap((v, i) => (v === 1 ? [i] : []));
  const neg = y.flatMap((v, i) => (v === 0 ? [i] : []));
  const [small, large] = pos.length < neg.length ? [pos, neg] : [neg, pos];
  const picks = [...large, ...Array.from({ length: large.length }, (_, k) => small[k % Math.max(small.length, 1)]!)].filter((i) => i !== undefined);
  return { rows: picks.map((i) => rows[i]!), y: picks.map((i) => y[i]!) };
}

export function trainForest(rows: number[][], y: number[], seed: number) {
  const data = balanced(rows, y);
  const forest = new RandomForestClassifier({ ...FOREST_OPTIONS, seed });
  forest.train(data.rows, data.y);
  return forest;
}

export function forestScores(forest: RandomForestClassifier, rows: number[][]): number[] {
  const out: number[] = [];
  for (let start = 0; start < rows.length; start += 5000) out.push(...forest.predictProbability(rows.slice(start, start + 5000), 1));
  return out;
}
