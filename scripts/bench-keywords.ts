/**
 * Keyword work on a real review set: wink-nlp lemma tokenising (done once per citation, in the background
 * after import) and suggestions from the stored tokens (done per request, cached).
 *   npm run bench:keywords -- ../shared/datasets/ranking/ace.csv [copies]
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { suggestKeywords } from '../src/server/ml/text/keyword-suggestions.ts';
import { citationText, lemmaTokens } from '../src/server/ml/text/lemmatize.ts';

const [path = '../shared/datasets/ranking/ace.csv', copies = '5'] = process.argv.slice(2);
const rows = parse(readFileSync(path), { columns: true, bom: true, relax_quotes: true }) as Array<
  Record<string, string>
>;
const texts = rows.map((r) => citationText(r.title ?? r['Document Title'] ?? '', r.abstract ?? r.Abstract ?? ''));

let started = performance.now();
const tokens = texts.map((t) => lemmaTokens(t).join(' '));
const tokenising = performance.now() - started;
console.log(
  `tokenising ${texts.length} citations: ${(tokenising / 1000).toFixed(2)} s (${Math.round(texts.length / (tokenising / 1000))} citations/s on one core)`,
);

const docs = Array.from({ length: Number(copies) }, () =>
  tokens.map((t, i) => ({ tokens: t, label: i < 10 ? i % 2 === 0 : null })),
).flat();
started = performance.now();
const suggested = suggestKeywords(docs);
console.log(`suggestions for ${docs.length} citations: ${Math.round(performance.now() - started)} ms`);
console.log(
  `top 10: ${suggested
    .slice(0, 10)
    .map((s) => `${s.word} (${s.frequency})`)
    .join(', ')}`,
);
