/**
 * Continuous screening as the product runs it, simulated: 1 relevant + 1 irrelevant starting labels drawn
 * with the seed (left out of the metrics, like asreview-insights' priors), then a reviewer who reads the
 * unlabelled record the latest model ranks highest and labels it truthfully, the model retrained after
 * every retrainEvery(labelled) new decisions. The hypergeometric stopping test (95 % / 95 %) is run after
 * every decision, over all decisions (starting labels included) in the order given.
 * The run ends once the order's metrics are settled: the test has said stop, 95 % of the relevant records
 * are found, and a tenth of the records is read; the rest keep the last model's order. No training runs
 * after the last relevant record is found (it could not change any figure), which saves most of the time
 * on sets with few relevant records, where the test says stop late.
 */
import type { SparseVector } from '../src/server/ml/dedup/sparse-vector.ts';
import { fitVectors, type FitOptions } from '../src/server/ml/ranker/ranker.ts';
import { retrainEvery } from '../src/server/ml/stopping/retrain-schedule.ts';
import { stoppingTest } from '../src/server/ml/stopping/stopping-test.ts';
import { random } from './simulate-protocol.ts';
import { screeningMetrics } from './screening-metrics.ts';

export interface ContinuousOptions {
  retrainShare?: number;
  targetRecall?: number;
  confidence?: number;
}

export interface ContinuousRun {
  wss95: number;
  recall10: number;
  atd: number;
  /** Where the stopping test first said stop: recall (all relevant found, starting labels included) and the share of records never read. */
  stop: { screened: number; recall: number; workSaved: number } | null;
  trainings: number;
  msPerTraining: number;
}

/** A model under test: trained on the labels so far (null: unlabelled), it scores record i (higher: read sooner). */
export type Ranker = (labels: Array<boolean | null>, seed: number) => (i: number) => number;

/** The product's ranker on the product's vectors. */
export function productRanker(data: { vectors: SparseVector[]; dims: number }, fit: FitOptions): Ranker {
  return (labels, seed) => {
    const { score } = fitVectors((i) => data.vectors[i]!, labels, data.dims, seed, { ...fit, quality: false });
    return (i) => score(data.vectors[i]!);
  };
}

export function simulateContinuous(
  rank: Ranker,
  records: Array<{ relevant: boolean }>,
  seed: number,
  options: ContinuousOptions = {},
): ContinuousRun {
  const { retrainShare, targetRecall = 0.95, confidence = 0.95 } = options;
  const rand = random(seed * 7919);
  const n = records.length;
  const totalRelevant = records.filter((r) => r.relevant).length;
  const ids = records.map((_, i) => i);
  const pickOne = (pool: number[]) => pool[Math.floor(rand() * pool.length)]!;
  const labels = new Array<boolean | null>(n).fill(null);
  const priors = [pickOne(ids.filter((i) => records[i]!.relevant)), pickOne(ids.filter((i) => !records[i]!.relevant))];
  const decisions: boolean[] = [];
  for (const i of priors) {
    labels[i] = records[i]!.relevant;
    decisions.push(records[i]!.relevant);
  }
  const order: number[] = [];
  let found = 1;
  const tenth = Math.ceil(0.1 * (n - priors.length));
  const needed = Math.ceil(0.95 * totalRelevant);
  let stop: ContinuousRun['stop'] = null;
  let queue: number[] = [];
  let next = 0;
  let sinceTraining = Infinity;
  let trainings = 0;
  let trainingMs = 0;
  let scores = new Float64Array(n);

  while (order.length + priors.length < n && !(stop && found >= needed && order.length >= tenth)) {
    // Once every relevant record is found, what is left is irrelevant in any order: another training
    // could change neither the metrics nor where the stopping test first says stop, so none is run.
    if (sinceTraining >= retrainEvery(decisions.length, retrainShare) && found < totalRelevant) {
      const started = performance.now();
      const score = rank(labels, seed + trainings);
      queue = ids.filter((i) => labels[i] === null);
      scores = new Float64Array(n);
      for (const i of queue) scores[i] = score(i);
      queue.sort((a, b) => scores[b]! - scores[a]! || a - b);
      next = 0;
      sinceTraining = 0;
      trainings++;
      trainingMs += performance.now() - started;
    }
    while (labels[queue[next]!] !== null) next++;
    const i = queue[next++]!;
    const relevant = records[i]!.relevant;
    labels[i] = relevant;
    decisions.push(relevant);
    order.push(i);
    sinceTraining++;
    if (relevant) found++;
    if (!stop && stoppingTest({ total: n, decisions, targetRecall, confidence }).canStop) {
      stop = { screened: decisions.length, recall: found / totalRelevant, workSaved: 1 - decisions.length / n };
    }
  }
  const rest = queue.slice(next).filter((i) => labels[i] === null);
  const metrics = screeningMetrics([...order, ...rest].map((i) => records[i]!.relevant));
  return { ...metrics, stop, trainings, msPerTraining: trainingMs / trainings };
}
