/**
 * The ranking benchmark: the product's workflow run with its own ranker on labelled sets (docs/ranking.md).
 *   npm run simulate -- --data-dir ../shared/datasets/ranking [--data file.csv …] [--seeds 5] [--model product]
 *     [--variants virus,nudging,CalciumChannelBlockers,AtypicalAntipsychotics] [--levels 1,10,25] [--no-sets]
 *   npm run simulate -- --mode continuous --data-dir ../shared/datasets/ranking [--seeds 5] [--retrain-share 0.02]
 *     (continuous screening; simulate-continuous-report.ts; ASReview's default model runs beside as a reference,
 *     or alone with --model asreview-default)
 *   --features title-once: the model on vectors of each citation's text once, as the product had them before
 *     (it reads the title twice); --features words-and-pairs: words and adjacent word pairs, before that
 *     (the variants' regression-only baseline keeps the product's features)
 * Per set: WSS@95 mean (lowest seed), Recall@10 %, ATD, and the ratio of WSS@95 to a reference: the best
 * scikit-learn peer under the same protocol (../shared/anchors/ranking-peer-dev-sets.csv), or, for a
 * prevalence variant (a set with records dropped to reach 1, 10 or 25 % relevant), the product's own
 * regression-only baseline run on the same variant. Then the mean and the worst set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { featurise, loadSet, prevalenceVariant, type Features, type LabelledSet } from './simulate-data.ts';
import { MODELS, simulate, type ModelName } from './simulate-protocol.ts';
import type { FitOptions } from '../src/server/ml/ranker/ranker.ts';
import { reportContinuous } from './simulate-continuous-report.ts';
import { addTally, describeTally, emptyTally, tallyCheck, type EstimateTally } from './simulate-estimate.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', multiple: true, default: [] },
    'data-dir': { type: 'string' },
    seeds: { type: 'string', default: '5' },
    model: { type: 'string', default: 'product' },
    options: { type: 'string' },
    variants: { type: 'string', default: 'virus,nudging,CalciumChannelBlockers,AtypicalAntipsychotics' },
    levels: { type: 'string', default: '1,10,25' },
    'variant-seed': { type: 'string', default: '1' },
    'no-sets': { type: 'boolean', default: false },
    mode: { type: 'string', default: 'iterations' },
    'retrain-share': { type: 'string' },
    features: { type: 'string', default: 'product' },
    anchors: {
      type: 'string',
      default: resolve(import.meta.dirname, '../../shared/anchors/ranking-ferdinands2020.csv'),
    },
    peers: { type: 'string', default: resolve(import.meta.dirname, '../../shared/anchors/ranking-peer-dev-sets.csv') },
  },
});
const asreviewDefault = values.model === 'asreview-default';
if (asreviewDefault && values.mode !== 'continuous')
  throw new Error('--model asreview-default runs in continuous mode only');
const model = (asreviewDefault ? 'product' : values.model) as ModelName;
if (!(model in MODELS))
  throw new Error(`--model must be one of ${Object.keys(MODELS).join(', ')}, or asreview-default (continuous mode)`);
const extra = values.options ? (JSON.parse(values.options) as FitOptions) : {};
const features = values.features as Features;
if (!['product', 'title-once', 'words-and-pairs'].includes(features))
  throw new Error('--features must be product, title-once or words-and-pairs');
const dir = values['data-dir'];
const paths = [
  ...values.data,
  ...(dir
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.csv'))
        .sort()
        .map((f) => join(dir, f))
    : []),
];
const sets = paths.map(loadSet);
const seeds = Array.from({ length: Number(values.seeds) }, (_, s) => s + 1);
const peers = new Map(
  (parse(readFileSync(values.peers), { columns: true }) as Array<Record<string, string>>).map((r) => [
    r.dataset!,
    Number(r.best),
  ]),
);

interface Row {
  name: string;
  wss: number;
  ratio: number;
  estimate: EstimateTally;
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Runs the model (and, when there is no peer figure, the baseline) on a set over every seed and prints its line. */
function report(set: LabelledSet, reference: 'peer' | 'baseline'): Row {
  const data = featurise(set, features);
  // The baseline's vectors, made only when a baseline runs on other features than the model's.
  let productFeatures: typeof data | undefined;
  const dataFor = (name: ModelName) =>
    name === model || features === 'product' ? data : (productFeatures ??= featurise(set));
  const estimate = emptyTally();
  const run = (name: ModelName) =>
    seeds.map((seed) =>
      simulate(
        dataFor(name),
        set.records,
        seed,
        { ...MODELS[name], ...(name === model ? extra : {}) },
        name === model ? (check) => tallyCheck(estimate, check) : undefined,
      ),
    );
  const runs = run(model);
  const stat = (k: 'wss95' | 'recall10' | 'atd' | 'msPerIteration') => mean(runs.map((r) => r[k]));
  const wss = stat('wss95');
  const against = reference === 'peer' ? peers.get(set.name) : mean(run('regression').map((r) => r.wss95));
  if (against === undefined) throw new Error(`no peer figure for ${set.name} in ${values.peers}`);
  const relevant = set.records.filter((r) => r.relevant).length;
  console.log(
    `${set.name.padEnd(28)} n=${String(set.records.length).padStart(4)} rel=${String(relevant).padStart(3)}  WSS@95 ${wss.toFixed(1).padStart(5)} (worst seed ${Math.min(...runs.map((r) => r.wss95)).toFixed(1)})` +
      `  Recall@10% ${stat('recall10').toFixed(1).padStart(5)}  ATD ${stat('atd').toFixed(1).padStart(6)}  ${reference} ${against.toFixed(1).padStart(5)}  ratio ${(wss / against).toFixed(2)}  ${stat('msPerIteration').toFixed(0)} ms/iteration` +
      `\n  ${describeTally(estimate)}`,
  );
  return { name: set.name, wss, ratio: wss / against, estimate };
}

function summary(title: string, rows: Row[]) {
  if (rows.length < 2) return;
  const worstRatio = rows.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  const worstWss = rows.reduce((a, b) => (b.wss < a.wss ? b : a));
  console.log(
    `${title}: mean WSS@95 ${mean(rows.map((r) => r.wss)).toFixed(1)} over ${rows.length}, mean ratio ${mean(rows.map((r) => r.ratio)).toFixed(2)}; ` +
      `worst ratio ${worstRatio.name} ${worstRatio.ratio.toFixed(2)}; lowest WSS@95 ${worstWss.name} ${worstWss.wss.toFixed(1)}; sets below 1.0: ${rows.filter((r) => r.ratio < 1).length}`,
  );
  const all = emptyTally();
  for (const r of rows) addTally(all, r.estimate);
  const coverage = (t: EstimateTally) => t.covered / Math.max(1, t.checks);
  const worst = rows.reduce((a, b) => (coverage(b.estimate) < coverage(a.estimate) ? b : a));
  console.log(
    `${title}: ${describeTally(all)}; lowest coverage ${worst.name} ${(100 * coverage(worst.estimate)).toFixed(0)} %`,
  );
}

console.log(
  `model ${values.model} (${asreviewDefault ? 'naive Bayes, ASReview defaults' : JSON.stringify({ ...MODELS[model], ...extra })}), seeds ${seeds.join(',')}, mode ${values.mode}, features ${features}`,
);
if (values.mode === 'continuous') {
  const retrainShare = values['retrain-share'] === undefined ? undefined : Number(values['retrain-share']);
  const fit = asreviewDefault ? 'asreview-default' : { ...MODELS[model], ...extra };
  reportContinuous(sets, seeds, { fit, retrainShare }, values.anchors, features);
  process.exit(0);
}
if (values.mode !== 'iterations') throw new Error('--mode must be iterations or continuous');
if (!values['no-sets'])
  summary(
    'sets',
    sets.map((set) => report(set, 'peer')),
  );
const variantSets = sets.filter((s) => values.variants.split(',').includes(s.name));
const levels = values.levels.split(',').map((l) => Number(l) / 100);
const variants = variantSets.flatMap((set) =>
  levels.map((level) => prevalenceVariant(set, level, Number(values['variant-seed']))),
);
summary(
  'variants',
  variants.map((v) => report(v, 'baseline')),
);
