/**
 * The ranking benchmark of issue 6: our workflow, run with the product's own ranker on a labelled set.
 *   npm run simulate -- --data ../shared/datasets/ranking/ace.csv [--data …] --seeds 5
 * Per set: mean (min–max over seeds) WSS@95, Recall@10 %, ATD and training time per iteration.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { MAX_LABELS_PER_CLASS, MIN_LABELS_PER_CLASS } from '../src/shared/citation.schema.ts';
import { trainRanker } from '../src/server/ml/ranker/ranker.ts';
import { citationText, lemmaTokens } from '../src/server/ml/text/lemmatize.ts';
import { screeningMetrics } from './screening-metrics.ts';

const { values } = parseArgs({ options: { data: { type: 'string', multiple: true }, seeds: { type: 'string', default: '5' } } });

/**
 * Lemmatising a set takes seconds per run; the tokens are cached in the system temp dir (never in the
 * repository), keyed by the file's path, size and time and by the lemmatiser's source, so edits to either refresh it.
 */
function load(path: string) {
  const stat = statSync(path);
  const lemmatiser = readFileSync(new URL('../src/server/ml/text/lemmatize.ts', import.meta.url));
  const key = createHash('sha1').update(`${resolve(path)} ${stat.size} ${stat.mtimeMs}`).update(lemmatiser).digest('hex').slice(0, 16);
  const cache = join(tmpdir(), `screener-simulate-${key}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as ReturnType<typeof tokenise>;
  const records = tokenise(path);
  writeFileSync(cache, JSON.stringify(records));
  return records;
}

function tokenise(path: string) {
  const rows = parse(readFileSync(path), { columns: true, bom: true, relax_quotes: true }) as Array<Record<string, string>>;
  const label = (r: Record<string, string>) => (r.label_included ?? r.included ?? r.label ?? '0').trim();
  return rows.map((r, i) => ({ id: i + 1, tokens: lemmaTokens(citationText(r.title ?? '', r.abstract ?? '')).join(' '), relevant: ['1', 'yes', 'true'].includes(label(r).toLowerCase()) }));
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

function simulate(records: ReturnType<typeof load>, seed: number) {
  const rand = random(seed * 7919);
  const pick = (pool: typeof records, n: number) => [...pool].sort(() => rand() - 0.5).slice(0, n);
  const labels = new Map<number, boolean>();
  for (const r of [...pick(records.filter((r) => r.relevant), 5), ...pick(records.filter((r) => !r.relevant), 5)]) labels.set(r.id, r.relevant);
  const read: number[] = [];
  const seen = new Set(labels.keys());
  let scores = new Map<number, number>();
  const times: number[] = [];
  for (let iteration = 1; iteration <= 10; iteration++) {
    const started = performance.now();
    const trained = trainRanker(records.map((r) => ({ id: r.id, tokens: r.tokens, label: labels.get(r.id) ?? null })), seed);
    times.push(performance.now() - started);
    scores = new Map(trained.scores.map((s) => [s.id, s.score]));
    const queue = records.filter((r) => !seen.has(r.id)).sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || a.id - b.id);
    const count = { rel: 0, irr: 0 };
    for (const r of queue) {
      if (count.irr >= MAX_LABELS_PER_CLASS && count.rel >= MIN_LABELS_PER_CLASS) break;
      read.push(r.id);
      seen.add(r.id);
      const full = r.relevant ? count.rel >= MAX_LABELS_PER_CLASS : count.irr >= MAX_LABELS_PER_CLASS;
      if (full) continue;
      labels.set(r.id, r.relevant);
      if (r.relevant) count.rel++;
      else count.irr++;
    }
    if (count.rel < MIN_LABELS_PER_CLASS || count.irr < MIN_LABELS_PER_CLASS) break;
  }
  const rest = records.filter((r) => !seen.has(r.id)).sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || a.id - b.id);
  // The ten starting labels are not screening: like asreview-insights' priors, they are left out of the metrics.
  const order = [...read, ...rest.map((r) => r.id)];
  const relevantById = new Map(records.map((r) => [r.id, r.relevant]));
  return { ...screeningMetrics(order.map((id) => relevantById.get(id)!)), msPerIteration: times.reduce((a, b) => a + b, 0) / times.length };
}

const seeds = Number(values.seeds);
const means: number[] = [];
for (const path of values.data ?? []) {
  const records = load(path);
  const runs = Array.from({ length: seeds }, (_, s) => simulate(records, s + 1));
  const stat = (k: keyof (typeof runs)[number]) => {
    const xs = runs.map((r) => r[k]);
    return `${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;
  };
  means.push(runs.reduce((a, r) => a + r.wss95, 0) / runs.length);
  console.log(`${basename(path).padEnd(12)} n=${records.length}  WSS@95 ${stat('wss95')}  Recall@10% ${stat('recall10')}  ATD ${stat('atd')}  ${stat('msPerIteration')} ms/iteration`);
}
if (means.length > 1) console.log(`mean WSS@95 over ${means.length} sets: ${(means.reduce((a, b) => a + b, 0) / means.length).toFixed(1)}`);
