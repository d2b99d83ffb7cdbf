/**
 * ASReview LAB's default model, written here as a reference for the continuous-screening benchmark
 * (docs/ranking.md): scikit-learn's TfidfVectorizer with its defaults and English stop words (its token pattern `(?u)\b\w\w+\b` is runs of two or more word characters, Unicode letters included) over title and
 * abstract ("title abstract"), multinomial naive Bayes (alpha 3.822, ASReview's default) and ASReview's
 * "double" balance (a = 2.155, alpha = 0.94, b = 0.789, beta = 1: the relevant labels copied, the irrelevant
 * ones sampled, to a training set as large as the labels). The published anchors (Ferdinands et al. 2020) are
 * each the best of several models with hyperparameters optimised on that very set; this is the model a
 * reviewer gets without tuning, run under our protocol on every set.
 */
import type { SparseVector } from '../src/server/ml/dedup/sparse-vector.ts';
import { SKLEARN_ENGLISH_STOP_WORDS } from './sklearn-stop-words.ts';

export const NB_ALPHA = 3.822;
const DOUBLE = { a: 2.155, alpha: 0.94, b: 0.789, beta: 1 };

/** TfidfVectorizer() with stop_words='english': tokens of two or more word characters in lower case, raw counts × smoothed idf, unit length. */
export function asreviewFeatures(texts: string[]): { vectors: SparseVector[]; dims: number } {
  const terms = new Map<string, number>();
  const docs = texts.map((text) => {
    const counts = new Map<number, number>();
    for (const word of text.toLowerCase().match(/[\p{L}\p{M}\p{N}_]{2,}/gu) ?? []) {
      if (SKLEARN_ENGLISH_STOP_WORDS.has(word)) continue;
      let id = terms.get(word);
      if (id === undefined) terms.set(word, (id = terms.size));
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  });
  const df = new Float64Array(terms.size);
  for (const counts of docs) for (const id of counts.keys()) df[id]!++;
  const vectors = docs.map((counts) => {
    const idx = Int32Array.from([...counts.keys()].sort((a, b) => a - b));
    const val = Float64Array.from(idx, (id) => counts.get(id)! * (Math.log((1 + texts.length) / (1 + df[id]!)) + 1));
    const norm = Math.hypot(...val) || 1;
    return { idx, val: val.map((v) => v / norm) };
  });
  return { vectors, dims: terms.size };
}

/** Copies of `from`, whole as often as they fit in n, the rest drawn without replacement (ASReview's fill_training). */
function fill(from: number[], n: number, rand: () => number): number[] {
  const out: number[] = [];
  for (let c = 0; c < Math.floor(n / from.length); c++) out.push(...from);
  const pool = [...from];
  for (let i = 0; out.length < n; i++) {
    const j = i + Math.floor(rand() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    out.push(pool[i]!);
  }
  return out;
}

/** ASReview's double balance: how many of the training set's rows are relevant copies, and which rows. */
export function doubleBalance(relevant: number[], irrelevant: number[], rand: () => number) {
  const n = relevant.length + irrelevant.length;
  const oneWeight = DOUBLE.a * (relevant.length / irrelevant.length) ** -DOUBLE.alpha;
  const zeroWeight = 1 - (1 - DOUBLE.b) * (1 + n) ** -DOUBLE.beta;
  const share = (oneWeight * relevant.length * n) / (oneWeight * relevant.length + zeroWeight * irrelevant.length);
  const rounded = Math.floor(share) + (rand() < share - Math.floor(share) ? 1 : 0);
  const ones = Math.max(1, Math.min(n - 2, rounded));
  return { relevant: fill(relevant, ones, rand), irrelevant: fill(irrelevant, n - ones, rand) };
}

/** Trains naive Bayes on the double-balanced labels; the score is the log odds of relevance. */
export function trainAsreviewDefault(
  data: { vectors: SparseVector[]; dims: number },
  labels: Array<boolean | null>,
  rand: () => number,
): (i: number) => number {
  const byLabel = (l: boolean) => labels.flatMap((x, i) => (x === l ? [i] : []));
  const rows = doubleBalance(byLabel(true), byLabel(false), rand);
  const mass = (ids: number[]) => {
    const m = new Float64Array(data.dims);
    for (const i of ids) {
      const v = data.vectors[i]!;
      for (let k = 0; k < v.idx.length; k++) m[v.idx[k]!]! += v.val[k]!;
    }
    return m;
  };
  const [m1, m0] = [mass(rows.relevant), mass(rows.irrelevant)];
  const total = (m: Float64Array) => m.reduce((a, b) => a + b, 0) + NB_ALPHA * data.dims;
  const [t1, t0] = [total(m1), total(m0)];
  const weight = Float64Array.from(m1, (x, j) => Math.log((x + NB_ALPHA) / t1) - Math.log((m0[j]! + NB_ALPHA) / t0));
  const prior = Math.log(rows.relevant.length / rows.irrelevant.length);
  return (i) => {
    const v = data.vectors[i]!;
    let s = prior;
    for (let k = 0; k < v.idx.length; k++) s += weight[v.idx[k]!]! * v.val[k]!;
    return s;
  };
}
