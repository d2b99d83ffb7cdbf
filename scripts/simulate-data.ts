/**
 * The simulation's data: labelled sets read once (lemma tokens cached in the system temp dir), prevalence
 * variants made from them by dropping records, and each set featurised once as the product does it.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { SparseVector } from '../src/server/ml/dedup/sparse-vector.ts';
import { Corpus } from '../src/server/ml/ranker/corpus.ts';
import { seededSample } from '../src/server/ml/ranker/sampling.ts';
import { trainingText } from '../src/server/ml/ranker/ranker.ts';
import { vectorizeColumns } from '../src/server/ml/ranker/text-features.ts';
import { citationText, lemmaTokens, titleTokenCount } from '../src/server/ml/text/lemmatize.ts';

export interface LabelledSet {
  name: string;
  /** text: title and abstract as read ("title abstract"), for models with features of their own (asreview-default.ts). */
  records: Array<{ tokens: string; title_token_count: number; relevant: boolean; text: string }>;
}

/** UTF-8, or Windows-1252 when the bytes are not UTF-8 (Kitchenham_cp1252.csv). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Title, abstract and label under any of the sets' column names; rows without a title are left out, as the peers' runs did. */
function tokenise(path: string) {
  const rows = parse(decode(readFileSync(path)), { columns: true, bom: true, relax_quotes: true }) as Array<
    Record<string, string>
  >;
  const field = (r: Record<string, string>, ...names: string[]) =>
    (names.map((n) => r[n]).find((v) => v !== undefined) ?? '').trim();
  return rows
    .filter((r) => field(r, 'title', 'Document Title') !== '')
    .map((r) => ({
      text: `${field(r, 'title', 'Document Title')} ${field(r, 'abstract', 'Abstract')}`,
      tokens: lemmaTokens(citationText(field(r, 'title', 'Document Title'), field(r, 'abstract', 'Abstract'))).join(
        ' ',
      ),
      title_token_count: titleTokenCount(field(r, 'title', 'Document Title')),
      relevant: ['1', 'yes', 'true'].includes(field(r, 'label_included', 'included', 'label').toLowerCase()),
    }));
}

/**
 * Lemmatising a set takes seconds; the tokens are cached in the system temp dir (never in the repository),
 * keyed by the file's path, size and time and by the lemmatiser's and this loader's source.
 */
export function loadSet(path: string): LabelledSet {
  const stat = statSync(path);
  const hash = createHash('sha1').update(`${resolve(path)} ${stat.size} ${stat.mtimeMs}`);
  for (const source of ['../src/server/ml/text/lemmatize.ts', './simulate-data.ts'])
    hash.update(readFileSync(new URL(source, import.meta.url)));
  const cache = join(tmpdir(), `screener-simulate-${hash.digest('hex').slice(0, 16)}.json`);
  const name = basename(path, '.csv');
  if (existsSync(cache)) return { name, records: JSON.parse(readFileSync(cache, 'utf8')) as LabelledSet['records'] };
  const records = tokenise(path);
  writeFileSync(cache, JSON.stringify(records));
  return { name, records };
}

/**
 * The set with relevant records at about `prevalence`: irrelevant records dropped when it is above the
 * set's own, relevant ones when below; which ones is drawn with the seed. Order is kept.
 */
export function prevalenceVariant(set: LabelledSet, prevalence: number, seed: number): LabelledSet {
  const index = (relevant: boolean) => set.records.flatMap((r, i) => (r.relevant === relevant ? [i] : []));
  const [rel, irr] = [index(true), index(false)];
  const keptRel =
    prevalence * set.records.length >= rel.length
      ? rel
      : seededSample(rel, Math.round((prevalence / (1 - prevalence)) * irr.length), seed);
  const keptIrr =
    keptRel === rel ? seededSample(irr, Math.round(((1 - prevalence) / prevalence) * rel.length), seed) : irr;
  const kept = new Set([...keptRel, ...keptIrr]);
  return { name: `${set.name}@${Math.round(prevalence * 100)}%`, records: set.records.filter((_, i) => kept.has(i)) };
}

/**
 * What the vectors hold: the product's (words alone, the title twice), the title once (`--features title-once`,
 * the product before), or words and word pairs with the title once (`--features words-and-pairs`, before that).
 */
export type Features = 'product' | 'title-once' | 'words-and-pairs';

/** A set's TF-IDF vectors, as the product computes them for a project (the vocabulary does not depend on labels). */
export function featurise(set: LabelledSet, features: Features = 'product'): { vectors: SparseVector[]; dims: number } {
  const corpus = new Corpus(
    set.records.map((r) => (features === 'product' ? trainingText(r) : r.tokens)),
    features === 'words-and-pairs' ? { pairs: true } : {},
  );
  const vocabulary = corpus.learnVocabulary();
  const buffer = new Int32Array(corpus.maxTerms());
  const vectors = set.records.map((_, i) =>
    vectorizeColumns(buffer.subarray(0, corpus.columnsOf(i, buffer)), vocabulary.idf),
  );
  return { vectors, dims: vocabulary.terms.length };
}
