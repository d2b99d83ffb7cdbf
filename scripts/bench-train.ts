/**
 * Training speed of the relevance ranker at project scale.
 *   npm run bench:train [-- --sizes 10000,30000,100000 --relevant 30 --irrelevant 100 --dump /tmp/dir]
 * Builds projects of the given sizes by repeating the benchmark sets' citations (read by path from
 * ../shared/datasets/ranking, never copied here), labels 30 relevant and 100 irrelevant ones (seeded; more with
 * --relevant / --irrelevant, as deep in a continuous review, at most the sets' own), and prints per size the
 * time of trainRanker (train + score every citation; wall clock and this process's CPU time, which a machine
 * busy with other work does not inflate), of scoreWithModel on 10,000 citations, the stored model's JSON size
 * and the process's peak memory so far. Lemma tokens are cached in the system temp dir
 * (`screener-bench-train-*.json`). With --dump, scores are written to that directory (`<size>.json`) to compare
 * two versions of the code.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { scoreWithModel, trainRanker } from '../src/server/ml/ranker/ranker.ts';
import { seededGenerator } from '../src/server/ml/ranker/sampling.ts';
import { citationText, lemmaTokens, titleTokenCount } from '../src/server/ml/text/lemmatize.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,30000,100000' },
    dump: { type: 'string' },
    seed: { type: 'string', default: '1' },
    relevant: { type: 'string', default: '30' },
    irrelevant: { type: 'string', default: '100' },
  },
});
const SETS = ['ace.csv', 'nudging.csv', 'virus.csv', 'wilson.csv'].map((f) =>
  resolve(import.meta.dirname, '../../shared/datasets/ranking', f),
);

function tokenise(path: string) {
  const rows = parse(readFileSync(path), { columns: true, bom: true, relax_quotes: true }) as Array<
    Record<string, string>
  >;
  const label = (r: Record<string, string>) => (r.label_included ?? r.included ?? r.label ?? '0').trim();
  return rows.map((r) => ({
    tokens: lemmaTokens(citationText(r.title ?? '', r.abstract ?? '')).join(' '),
    title_token_count: titleTokenCount(r.title ?? ''),
    relevant: ['1', 'yes', 'true'].includes(label(r).toLowerCase()),
  }));
}

function load(path: string) {
  const stat = statSync(path);
  const lemmatiser = readFileSync(new URL('../src/server/ml/text/lemmatize.ts', import.meta.url));
  const key = createHash('sha1')
    .update(`${path} ${stat.size} ${stat.mtimeMs}`)
    .update(lemmatiser)
    .update('title tokens')
    .digest('hex')
    .slice(0, 16);
  const cache = join(tmpdir(), `screener-bench-train-${key}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as ReturnType<typeof tokenise>;
  const records = tokenise(path);
  writeFileSync(cache, JSON.stringify(records));
  return records;
}

const base = SETS.flatMap(load);
const seed = Number(values.seed);
const rand = seededGenerator(seed * 104729);
const pick = (pool: number[], n: number) => [...pool].sort(() => rand() - 0.5).slice(0, n);
const labels = new Map<number, boolean>();
for (const i of pick(
  base.flatMap((r, i) => (r.relevant ? [i] : [])),
  Number(values.relevant),
))
  labels.set(i, true);
for (const i of pick(
  base.flatMap((r, i) => (r.relevant ? [] : [i])),
  Number(values.irrelevant),
))
  labels.set(i, false);
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

console.log(`base: ${base.length} citations from ${SETS.length} sets, ${labels.size} labels`);
for (const size of values.sizes.split(',').map(Number)) {
  const docs = Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    tokens: base[i % base.length]!.tokens,
    title_token_count: base[i % base.length]!.title_token_count,
    label: i < base.length ? (labels.get(i) ?? null) : null,
  }));
  let started = performance.now();
  const cpu = process.cpuUsage();
  const trained = trainRanker(docs, seed);
  const trainMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const stored = JSON.parse(JSON.stringify(trained.model)) as typeof trained.model;
  const fresh = Array.from({ length: 10_000 }, (_, i) => base[(i * 7) % base.length]!);
  started = performance.now();
  const scored = scoreWithModel(stored, fresh);
  const scoreMs = performance.now() - started;
  console.log(
    `${String(size).padStart(7)} citations  train+score ${(trainMs / 1000).toFixed(2)} s (CPU ${((user + system) / 1e6).toFixed(2)} s)  scoreWithModel(10,000) ${(scoreMs / 1000).toFixed(2)} s  ` +
      `model ${(JSON.stringify(stored).length / 1e6).toFixed(2)} MB  vocabulary ${stored.vocabulary.terms.length}  cv_auc ${trained.metrics.cv_auc?.toFixed(4)}  peak RSS ${peakMb()} MB`,
  );
  if (values.dump) {
    mkdirSync(values.dump, { recursive: true });
    writeFileSync(
      join(values.dump, `${size}.json`),
      JSON.stringify({
        scores: trained.scores.map((s) => s.score),
        scored,
        cv_auc: trained.metrics.cv_auc,
        parameters: trained.parameters,
      }),
    );
  }
}
