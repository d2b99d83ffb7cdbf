/**
 * Trains the duplicate-pair random forest on the labelled sets and writes src/server/ml/dedup/pair-model.json.
 * Check first how it generalises: npm run dedup:eval -- --leave-one-out <the same sets>.
 *   npm run dedup:train -- ../shared/datasets/dedup/*.csv
 */
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadLabelledSet } from './dedup-datasets.ts';
import { FOREST_OPTIONS, trainPairForest } from './dedup-training.ts';

const paths = process.argv.slice(2).filter((a) => a.endsWith('.csv'));
const started = performance.now();
const forest = trainPairForest(paths.map(loadLabelledSet));
const out = new URL('../src/server/ml/dedup/pair-model.json', import.meta.url);
writeFileSync(
  out,
  JSON.stringify({ ...forest.toJSON(), trainedOn: paths.map((p) => basename(p)), options: FOREST_OPTIONS }),
);
console.log(
  `trained on all ${paths.length} sets in ${((performance.now() - started) / 1000).toFixed(1)} s → ${out.pathname}`,
);
