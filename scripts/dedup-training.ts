/** Training the duplicate-pair random forest on labelled sets; shared by dedup:train and dedup:eval --leave-one-out. */
import { RandomForestClassifier } from 'ml-random-forest';
import { candidatePairs } from '../src/server/ml/dedup/candidates.ts';
import { notDuplicateBecause } from '../src/server/ml/dedup/pair-decision.ts';
import { pairFeatures } from '../src/server/ml/dedup/pair-features.ts';
import { featureVector } from '../src/server/ml/dedup/pair-scorer.ts';
import { prepareRecords } from '../src/server/ml/dedup/prepare.ts';
import type { LabelledSet } from './dedup-datasets.ts';

export const FOREST_OPTIONS = {
  nEstimators: 40,
  maxFeatures: 0.7,
  replacement: true,
  useSampleBagging: true,
  seed: 20261122,
  noOOB: true,
  treeOptions: { maxDepth: 8, minNumSamples: 5 },
};

/** Candidate pairs that pass the hard rules, as feature vectors with 1 = same publication. */
function trainingPairs(set: LabelledSet) {
  const prepared = prepareRecords(set.records);
  const x: number[][] = [];
  const y: number[] = [];
  for (const [a, b] of candidatePairs(prepared)) {
    const f = pairFeatures(prepared[a]!, prepared[b]!);
    if (notDuplicateBecause(f, prepared[a]!.generic || prepared[b]!.generic)) continue;
    x.push(featureVector(f));
    y.push(set.groups[a] === set.groups[b] ? 1 : 0);
  }
  return { x, y };
}

export function trainPairForest(sets: LabelledSet[]): RandomForestClassifier {
  const pairs = sets.map(trainingPairs);
  const forest = new RandomForestClassifier(FOREST_OPTIONS);
  forest.train(
    pairs.flatMap((p) => p.x),
    pairs.flatMap((p) => p.y),
  );
  return forest;
}
