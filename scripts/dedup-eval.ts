/**
 * Duplicate detection quality and speed on labelled sets (../shared/datasets/dedup/*.csv), with the
 * record-level metric of bib-dedupe's evaluation, plus the time for a generated 100,000-citation project.
 *   npm run dedup:eval -- ../shared/datasets/dedup/diabetes.csv ../shared/datasets/dedup/stroke.csv
 *   npm run dedup:eval -- --synthetic 100000
 */
import { basename } from 'node:path';
import { findDuplicates } from '../src/server/ml/dedup/find-duplicates.ts';
import { formatScore, loadLabelledSet, scoreRemoval } from './dedup-datasets.ts';
import { syntheticProject } from './synthetic-citations.ts';

const args = process.argv.slice(2);
const synthetic = args.indexOf('--synthetic');
if (synthetic >= 0) {
  const n = Number(args[synthetic + 1] ?? 100_000);
  const { records, duplicates } = syntheticProject(n, 0.2);
  const started = performance.now();
  const result = findDuplicates(records);
  const seconds = (performance.now() - started) / 1000;
  console.log(`synthetic ${n} citations (${duplicates} injected near-duplicates): found ${result.matches.length} in ${seconds.toFixed(1)} s, ${result.summary.tfidf_comparisons} pairs scored`);
}
for (const path of args.filter((a, i) => a.endsWith('.csv') && args[i - 1] !== '--synthetic')) {
  const { records, groups } = loadLabelledSet(path);
  const started = performance.now();
  const result = findDuplicates(records);
  const seconds = (performance.now() - started) / 1000;
  const s = scoreRemoval(groups, new Set(result.matches.map((m) => m.removedId)));
  console.log(`${basename(path).padEnd(18)} n=${records.length}  ${formatScore(s)}  possible=${result.possible.length}  ${seconds.toFixed(2)} s`);
}
