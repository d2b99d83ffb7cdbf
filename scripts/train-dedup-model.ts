/**
 * Trains the duplicate-pair random forest on the labelled sets and writes src/server/ml/dedup/pair-model.json.
 * First prints an honest leave-one-set-out evaluation (train on the others, run the whole pipeline on the one left out).
 *   npm run dedup:train -- ../shared/datasets/dedup/diabetes.csv ../shared/datasets/dedup/respiratory.csv ../shared/datasets/dedup/stroke.csv
 */
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { RandomForestClassifier } from 'ml-random-forest';
import { candidatePairs } from '../src/server/ml/dedup/candidates.ts';
import { findDuplicates } from '../src/server/ml/dedup/find-duplicates.ts';
import { notDuplicateBecause } from '../src/server/ml/dedup/pair-decision.ts';
import { pairFeatures } from '../src/server/ml/dedup/pair-features.ts';
import { featureVector, forestScorer } from '../src/server/ml/dedup/pair-scorer.ts';
import { prepareRecords } from '../src/server/ml/dedup/prepare.ts';
import { formatScore, loadLabelledSet, scoreRemoval, type LabelledSet } from './dedup-datasets.ts';

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

function train(sets: LabelledSet[]) {
  const pairs = sets.map(trainingPairs);
  const forest = new RandomForestClassifier(FOREST_OPTIONS);
  forest.train(pairs.flatMap((p) => p.x), pairs.flatMap((p) => p.y));
  return forest;
}

const paths = process.argv.slice(2).filter((a) => a.endsWith('.csv'));
const sets = paths.map(loadLabelledSet);
console.log('leave-one-set-out (model never saw the set it is scored on):');
for (const [i, held] of sets.entries()) {
  const forest = train(sets.filter((_, j) => j !== i));
  const result = findDuplicates(held.records, { scorer: forestScorer(forest.toJSON()) });
  console.log(`  ${basename(paths[i]!).padEnd(18)} ${formatScore(scoreRemoval(held.groups, new Set(result.matches.map((m) => m.removedId))))}`);
}
const started = performance.now();
const forest = train(sets);
const out = new URL('../src/server/ml/dedup/pair-model.json', import.meta.url);
writeFileSync(out, JSON.stringify({ ...forest.toJSON(), trainedOn: paths.map((p) => basename(p)), options: FOREST_OPTIONS }));
console.log(`trained on all ${sets.length} sets in ${((performance.now() - started) / 1000).toFixed(1)} s → ${out.pathname}`);
