import { RandomForestClassifier } from 'ml-random-forest';

interface RowsLike {
  rows: number;
  getRow(i: number): number[];
}
interface Split {
  maxGain: number;
  maxColumn: number | undefined;
  maxValue: number | undefined;
  numberSamples: number | undefined;
}
interface TreeNodeLike {
  kind: string;
  gainFunction: string;
  splitFunction: string;
  bestSplit(XTranspose: RowsLike, y: number[]): Split;
}

/**
 * What ml-cart adds up for a class seen `count` times in a part of `size` rows: 1 / size once per row, in
 * floating point (its toDiscreteDistribution). Kept per size, since the sum of equal steps is not count / size
 * to the last bit.
 */
const shares = new Map<number, Float64Array>();
let sharesHeld = 0;
function share(count: number, size: number): number {
  let table = shares.get(size);
  if (!table) {
    if (sharesHeld > 4_000_000) {
      shares.clear();
      sharesHeld = 0;
    }
    table = new Float64Array(size + 1);
    for (let c = 1; c <= size; c++) table[c] = table[c - 1]! + 1 / size;
    shares.set(size, table);
    sharesHeld += size + 1;
  }
  return table[count]!;
}

/** ml-cart's giniImpurity of a part given its count of each class: 1 − Σ share², the classes in order. */
function gini(counts: Int32Array, size: number): number {
  if (size === 0) return 0;
  let sum = 0.0;
  for (let k = 0; k < counts.length; k++) {
    const p = share(counts[k]!, size);
    sum += p * p;
  }
  return 1 - sum;
}

/** The first position of `sorted` whose value is not below `t`: how many values fall on the lesser side. */
function lowerBound(sorted: Float64Array, t: number): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * ml-cart (ml-random-forest's trees, version pinned) finds a node's split by trying a threshold between every
 * two neighbouring rows of a column, in sorted order, whose labels differ, and by splitting all the node's rows
 * and counting their classes anew for each (with arrays built and searched each time). On text most rows of a
 * column are 0, so the same threshold was tried once per change of label among the zeros, and a forest over a
 * few hundred relevant labels took most of a minute. This search sorts each column once, tries each threshold
 * once, at its first place, and counts each side's classes from running totals over the sorted rows; the
 * impurities are summed in ml-cart's order with its floating-point steps (share), and only a strictly greater
 * gain replaces the best found, so the trees are the same (tests/unit/ml/tree-splits.test.ts compares them with
 * the library's own).
 */
function countedBestSplit(this: TreeNodeLike, XTranspose: RowsLike, y: number[]): Split {
  if (this.kind !== 'classifier' || this.gainFunction !== 'gini' || this.splitFunction !== 'mean')
    return ORIGINAL.call(this, XTranspose, y);
  const n = y.length;
  const classes = y.reduce((a, b) => Math.max(a, b), 0) + 1;
  const total = new Int32Array(classes);
  for (const label of y) total[label]!++;
  const parent = gini(total, n);
  const order = Array.from(y, (_, i) => i);
  const sorted = new Float64Array(n);
  // Running class counts over the sorted rows: before[k * classes + c] = rows of class c among the first k.
  const before = new Int32Array((n + 1) * classes);
  const lesser = new Int32Array(classes);
  const greater = new Int32Array(classes);
  const best: Split = { maxGain: -Infinity, maxColumn: undefined, maxValue: undefined, numberSamples: undefined };
  for (let column = 0; column < XTranspose.rows; column++) {
    const x = XTranspose.getRow(column);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => x[a]! - x[b]!); // stable, as ml-cart's sort of (value, label) pairs
    for (let k = 0; k < n; k++) {
      sorted[k] = x[order[k]!]!;
      for (let c = 0; c < classes; c++) before[(k + 1) * classes + c] = before[k * classes + c]!;
      before[(k + 1) * classes + y[order[k]!]!]!++;
    }
    const tried = new Set<number>();
    for (let k = 1; k < n; k++) {
      if (y[order[k - 1]!] === y[order[k]!]) continue;
      const threshold = (sorted[k - 1]! + sorted[k]!) / 2;
      if (tried.has(threshold)) continue;
      tried.add(threshold);
      const m = lowerBound(sorted, threshold);
      for (let c = 0; c < classes; c++) {
        lesser[c] = before[m * classes + c]!;
        greater[c] = total[c]! - lesser[c]!;
      }
      const parts = (gini(greater, n - m) * (n - m)) / n + (gini(lesser, m) * m) / n;
      const gain = parent - parts;
      if (gain > best.maxGain)
        Object.assign(best, { maxGain: gain, maxColumn: column, maxValue: threshold, numberSamples: n });
    }
  }
  return best;
}

/** ml-cart's TreeNode is not exported: its prototype is reached through a tree of a one-tree forest. */
function treeNodePrototype(): TreeNodeLike {
  const probe = new RandomForestClassifier({ nEstimators: 1, maxFeatures: 1, noOOB: true, seed: 1 });
  probe.train(
    [
      [0, 1],
      [1, 0],
    ],
    [0, 1],
  );
  const { estimators } = probe as unknown as { estimators: Array<{ root: object }> };
  return Object.getPrototypeOf(estimators[0]!.root) as TreeNodeLike;
}

const prototype = treeNodePrototype();
const ORIGINAL = prototype.bestSplit;

/** Whether the forests grown in this process search splits as above (countedBestSplit) or as ml-cart does. */
export function countedSplitSearch(on: boolean) {
  prototype.bestSplit = on ? countedBestSplit : ORIGINAL;
}
countedSplitSearch(true);
