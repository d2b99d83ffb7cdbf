/**
 * What the keyword page would suggest for each labelled set before any label, as the words are shown
 * (the most common way each term is written): the top terms, the generic research words among the top
 * 50, and how many of the top 50 are general English only (every word in the NGSL).
 *   npm run keywords:eval -- ../shared/datasets/ranking/*.csv
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { wholeWordPattern } from '../src/server/ml/text/keyword-match.ts';
import { suggestKeywords } from '../src/server/ml/text/keyword-suggestions.ts';
import { GENERAL_ENGLISH_LEMMAS } from '../src/server/ml/text/general-english.ts';
import { surfaceForms } from '../src/server/ml/text/surface-forms.ts';
import { loadSet } from './simulate-data.ts';

/** Words of research prose any abstract uses, whatever its subject (lemmas). */
const GENERIC = [
  'result',
  'present',
  'approach',
  'model',
  'propose',
  'study',
  'method',
  'conclusion',
  'base',
  'show',
  'use',
  'paper',
];
const general = new Set(GENERAL_ENGLISH_LEMMAS);
const SAMPLES = 12;

/** Titles and abstracts in the set's order, under the column names the sets use. */
function texts(path: string): Array<{ title: string; abstract: string }> {
  const bytes = readFileSync(path);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  const rows = parse(text, { columns: true, bom: true, relax_quotes: true }) as Array<Record<string, string>>;
  const field = (r: Record<string, string>, ...names: string[]) =>
    (names.map((n) => r[n]).find((v) => v !== undefined) ?? '').trim();
  return rows
    .map((r) => ({ title: field(r, 'title', 'Document Title'), abstract: field(r, 'abstract', 'Abstract') }))
    .filter((r) => r.title !== '');
}

for (const path of process.argv.slice(2)) {
  const set = loadSet(path);
  const top = suggestKeywords(set.records.map((r) => ({ tokens: r.tokens, label: null })));
  const terms = top.map((s) => s.word);
  const rows = texts(path);
  const samples = terms.flatMap((term) => {
    const pattern = new RegExp(
      wholeWordPattern(term).replace(/\\m/g, '(?<![\\p{L}\\p{N}_])').replace(/\\M/g, '(?![\\p{L}\\p{N}_])'),
      'u',
    );
    return set.records.flatMap((r, i) => (pattern.test(r.tokens) ? [{ term, ...rows[i]! }] : [])).slice(0, SAMPLES);
  });
  const forms = surfaceForms(terms, samples);
  const generic = terms.filter((t) => GENERIC.includes(t));
  const everyday = terms.filter((t) => t.split(' ').every((part) => general.has(part)));
  console.log(
    `${set.name} (${set.records.length} citations): ${terms
      .slice(0, 20)
      .map((t) => forms.get(t))
      .join(', ')}`,
  );
  console.log(
    `  generic research words in the top 50: ${generic.length ? generic.join(', ') : 'none'}; general English only: ${everyday.length} of ${terms.length}`,
  );
}
