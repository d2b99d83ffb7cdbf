/**
 * Duplicate detection quality and speed on labelled sets (../shared/datasets/dedup/*.csv), with the
 * record-level metric of bib-dedupe's evaluation, plus the time for a generated 100,000-citation project.
 *   npm run dedup:eval -- ../shared/datasets/dedup/*.csv               the committed model on each set
 *   npm run dedup:eval -- --leave-one-out ../shared/datasets/dedup/*.csv  per set, a model trained on the others only
 *   npm run dedup:eval -- --synthetic 100000
 */
import { basename } from 'node:path';
import { findDuplicates } from '../src/server/ml/dedup/find-duplicates.ts';
import { forestScorer, type PairScorer } from '../src/server/ml/dedup/pair-scorer.ts';
import { formatScore, loadLabelledSet, scoreRemoval } from './dedup-datasets.ts';
import { trainPairForest } from './dedup-training.ts';
import { syntheticProject } from './synthetic-citations.ts';

const args = process.argv.slice(2);
const synthetic = args.indexOf('--synthetic');
if (synthetic >= 0) {
  const n = Number(args[synthetic + 1] ?? 100_000);
  const { records, duplicates } = syntheticProject(n, 0.2);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = findDuplicates(records);
  const seconds = (performance.now() - started) / 1000;
  // CPU time says what the search costs when other work shares the machine; the wall time is what a user waits.
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    `synthetic ${n} citations (${duplicates} injected near-duplicates): removed ${result.matches.length}, ${result.possible.length} possible pairs, ` +
      `in ${seconds.toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s CPU), ${result.summary.tfidf_comparisons} pairs scored`,
  );
}
const paths = args.filter((a, i) => a.endsWith('.csv') && args[i - 1] !== '--synthetic');
const sets = paths.map(loadLabelledSet);
const leaveOneOut = args.includes('--leave-one-out');
if (leaveOneOut) console.log('leave-one-set-out: each set is scored by a model trained on the other sets only');
let worstFp = 0;
for (const [i, set] of sets.entries()) {
  const scorer: PairScorer | undefined = leaveOneOut
    ? forestScorer(trainPairForest(sets.filter((_, j) => j !== i)).toJSON())
    : undefined;
  const started = performance.now();
  const result = findDuplicates(set.records, { scorer });
  const seconds = (performance.now() - started) / 1000;
  const s = scoreRemoval(set.groups, new Set(result.matches.map((m) => m.removedId)));
  worstFp = Math.max(worstFp, s.fp);
  console.log(
    `${basename(paths[i]!).padEnd(18)} n=${set.records.length}  ${formatScore(s)}  possible=${result.possible.length}  ${seconds.toFixed(2)} s`,
  );
}
if (sets.length > 1) console.log(`worst FP over ${sets.length} sets: ${worstFp}`);
