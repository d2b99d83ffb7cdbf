import type { SparseVector } from '../dedup/sparse-vector.ts';

/** Vocabulary and IDF learned from a project's citations, kept with the model to featurise new text. */
export interface Vocabulary {
  terms: string[];
  idf: number[];
}

export const MAX_TERMS = 30_000;

/**
 * Whether the vocabulary holds adjacent word pairs beside the words. It does not: on the 13 ranking sets the
 * pairs took five in six of the 30,000 terms and cost the regression (docs/ranking.md, "Words without word
 * pairs"). Models stored with pairs are still scored with them (VocabularyIndex reads what a vocabulary holds).
 */
export const WORD_PAIRS = false;

/**
 * What the ranker reads of a citation: its title's words twice, then the whole text (title and abstract) once.
 * A title is the record's own summary of what the study is about, in the words an indexer or author chose; an
 * abstract spends most of its words on methods and results. Counted twice (sublinear TF: a title word also in
 * the abstract weighs 1 + ln 3 instead of 1 + ln 2), the title leads the vector without shutting the abstract
 * out. On the 13 ranking sets it raised the mean WSS@95 and most of the sets (docs/ranking.md, "Titles twice").
 * `titleTokens` is how many of the tokens are the title's (they come first: lemmatize.ts, titleTokenCount).
 */
export function titleTwice(tokens: string, titleTokens: number): string {
  if (titleTokens <= 0 || !tokens) return tokens;
  let end = -1;
  for (let k = 0; k < titleTokens; k++) {
    end = tokens.indexOf(' ', end + 1);
    if (end < 0) return `${tokens} ${tokens}`;
  }
  return `${tokens.slice(0, end)} ${tokens}`;
}

/** The words of a lemma token string that count as terms: longer than one character. */
export const wordsOf = (tokens: string): string[] => (tokens ? tokens.split(' ') : []).filter((w) => w.length > 1);

/** Words and adjacent word pairs of a lemma token string (the reference for Corpus and VocabularyIndex; tests compare them). */
export function termsOf(tokens: string): string[] {
  const words = tokens ? tokens.split(' ') : [];
  const terms = wordsOf(tokens);
  for (let i = 0; i + 1 < words.length; i++) terms.push(`${words[i]} ${words[i + 1]}`);
  return terms;
}

/** Terms in at least two citations (the most frequent 30,000 at most), with smoothed IDF. */
export function learnVocabulary(docs: string[][]): Vocabulary {
  const df = new Map<string, number>();
  for (const terms of docs) for (const t of new Set(terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const kept = [...df.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_TERMS);
  const n = docs.length;
  return { terms: kept.map(([t]) => t), idf: kept.map(([, d]) => Math.log((1 + n) / (1 + d)) + 1) };
}

/** Sublinear TF-IDF, unit length, in the vocabulary's term order. */
export function vectorize(terms: string[], vocabulary: Vocabulary, index: Map<string, number>): SparseVector {
  const counts = new Map<number, number>();
  for (const t of terms) {
    const id = index.get(t);
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const ids = [...counts.keys()].sort((a, b) => a - b);
  const val = new Float64Array(ids.length);
  let norm = 0;
  ids.forEach((id, i) => {
    const w = (1 + Math.log(counts.get(id)!)) * vocabulary.idf[id]!;
    val[i] = w;
    norm += w * w;
  });
  if (norm > 0) for (let i = 0; i < val.length; i++) val[i]! /= Math.sqrt(norm);
  return { idx: Int32Array.from(ids), val };
}

export const termIndex = (vocabulary: Vocabulary) => new Map(vocabulary.terms.map((t, i) => [t, i]));

/**
 * vectorize's TF-IDF from vocabulary indexes (one per occurrence; sorted in place): the same values,
 * summed in the same order.
 */
export function vectorizeColumns(columns: Int32Array, idf: ArrayLike<number>): SparseVector {
  columns.sort();
  let distinct = 0;
  for (let i = 0; i < columns.length; i++) if (i === 0 || columns[i] !== columns[i - 1]) distinct++;
  const idx = new Int32Array(distinct);
  const val = new Float64Array(distinct);
  let norm = 0;
  for (let i = 0, k = -1; i < columns.length; i++) {
    if (i === 0 || columns[i] !== columns[i - 1]) idx[++k] = columns[i]!;
    val[k]!++;
  }
  for (let k = 0; k < distinct; k++) {
    const count = val[k]!;
    const w = (count < SUBLINEAR.length ? SUBLINEAR[count]! : 1 + Math.log(count)) * idf[idx[k]!]!;
    val[k] = w;
    norm += w * w;
  }
  if (norm > 0) {
    const length = Math.sqrt(norm);
    for (let i = 0; i < val.length; i++) val[i]! /= length;
  }
  return { idx, val };
}

/** 1 + ln(count) for the counts most terms have (the same values: a table of what Math.log gives). */
const SUBLINEAR = Float64Array.from({ length: 64 }, (_, count) => 1 + Math.log(count));
