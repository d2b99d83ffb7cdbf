import { RandomForestClassifier } from 'ml-random-forest';

interface TreeNodeLike {
  featureSplit(x: number[], y: number[]): number[];
}

/**
 * ml-cart (ml-random-forest's trees, version pinned) tries a split between every two neighbouring rows of a
 * column, in sorted order, whose labels differ, and scores each candidate over all the node's rows. On text
 * most rows of a column are 0, so the same threshold (0, between two zeros) is tried once per change of label
 * among them: the split search grew with the square of the rows, and a forest over a few hundred relevant
 * labels took most of a minute. A candidate tried before gives the same split and the same gain, and only a
 * strictly greater gain replaces the best found, so trying each threshold once, at its first place, grows the
 * same trees (tests/unit/ml/tree-splits.test.ts compares them with the library's own).
 */
function distinctSplits(this: TreeNodeLike, x: number[], y: number[]): number[] {
  const all = ORIGINAL.call(this, x, y);
  const seen = new Set<number>();
  return all.filter((value) => {
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
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
const ORIGINAL = prototype.featureSplit;

/** Whether the forests grown in this process try each threshold once (distinctSplits) or as ml-cart does. */
export function tryEachThresholdOnce(once: boolean) {
  prototype.featureSplit = once ? distinctSplits : ORIGINAL;
}
tryEachThresholdOnce(true);
