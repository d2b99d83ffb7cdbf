import { RandomForestClassifier } from 'ml-random-forest';
import type { SparseVector } from '../dedup/sparse-vector.ts';
import { seededSample } from './sampling.ts';
import './tree-splits.ts';

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

interface TreeNodeJson {
  distribution?: number[][] | number[];
  splitColumn?: number;
  splitValue?: number;
  left?: TreeNodeJson;
  right?: TreeNodeJson;
}

/** A stored forest's trees as flat arrays, over absolute column numbers: prediction without ml-matrix views. */
export interface CompiledForest {
  roots: Int32Array;
  /** Per node: the column tested (-1 for a leaf), the threshold, children, and a leaf's class. */
  column: Int32Array;
  threshold: Float64Array;
  left: Int32Array;
  right: Int32Array;
  leafClass: Int32Array;
}

/** Flattens a forest stored by ml-random-forest's toJSON (through JSON text or not). */
export function compileForest(stored: unknown): CompiledForest {
  const base = (stored as { baseModel: { indexes: number[][]; estimators: Array<{ root: TreeNodeJson }> } }).baseModel;
  const column: number[] = [];
  const threshold: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  const leafClass: number[] = [];
  const add = (node: TreeNodeJson, indexes: number[]): number => {
    const id = column.length;
    column.push(-1);
    threshold.push(0);
    left.push(-1);
    right.push(-1);
    leafClass.push(0);
    if (node.distribution !== undefined) {
      // ml-cart's leaf: the class with the highest share, the first on a tie (Matrix.maxRowIndex).
      const raw = node.distribution as unknown;
      const shares = (
        Array.isArray(raw)
          ? Array.isArray(raw[0])
            ? raw[0]
            : raw
          : (raw as { to2DArray(): number[][] }).to2DArray()[0]
      ) as number[];
      let best = 0;
      for (let i = 1; i < shares.length; i++) if (shares[i]! > shares[best]!) best = i;
      leafClass[id] = best;
    } else {
      column[id] = indexes[node.splitColumn!]!;
      threshold[id] = node.splitValue!;
      left[id] = add(node.left!, indexes);
      right[id] = add(node.right!, indexes);
    }
    return id;
  };
  const roots = base.estimators.map((tree, t) => add(tree.root, base.indexes[t]!));
  return {
    roots: Int32Array.from(roots),
    column: Int32Array.from(column),
    threshold: Float64Array.from(threshold),
    left: Int32Array.from(left),
    right: Int32Array.from(right),
    leafClass: Int32Array.from(leafClass),
  };
}

/**
 * The forest's probability of class 1 for one dense row, exactly as ml-random-forest's
 * predictProbability(rows, 1) computes it (including its reduce, which starts from the first tree's class).
 */
export function forestProbability(forest: CompiledForest, row: ArrayLike<number>): number {
  const { roots, column, threshold, left, right, leafClass } = forest;
  const trees = roots.length;
  const roundFactor = 10 ** 6;
  let p = 0;
  for (let t = 0; t < trees; t++) {
    let node = roots[t]!;
    while (column[node]! >= 0) node = row[column[node]!]! < threshold[node]! ? left[node]! : right[node]!;
    const predicted = leafClass[node]!;
    if (t === 0) p = predicted;
    else if (predicted === 1) p += roundFactor / trees;
  }
  return Math.round(p) / roundFactor;
}

/** A forest of no trees (probability 0), stored in ml-random-forest's shape: for a model whose forest has no weight. */
export const EMPTY_FOREST = { baseModel: { indexes: [], estimators: [] } };
