/** A sparse vector: ascending term indexes with their weights, scaled to unit length. */
export interface SparseVector {
  idx: Int32Array;
  val: Float64Array;
}

export const EMPTY_VECTOR: SparseVector = { idx: new Int32Array(0), val: new Float64Array(0) };

/** A growable Int32Array. */
class IntPool {
  data = new Int32Array(1 << 16);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
}

/**
 * TF-IDF vectors for a set of texts of space-separated tokens, with IDF from the same set. Each text
 * becomes its distinct term ids and their counts straight away, so 100,000 abstracts never stand as 23
 * million token strings at once (that took most of a gigabyte and a third of the time in GC). The
 * vectors are views into two shared arrays: one small array per vector took about three times the memory.
 */
export function tfidfVectors(texts: string[]): SparseVector[] {
  const vocabulary = new Map<string, number>();
  const docFreq: number[] = [];
  const ids = new IntPool();
  const counts = new IntPool();
  const start = new Int32Array(texts.length + 1);
  let all = new Int32Array(1024);
  texts.forEach((text, d) => {
    const tokens = text ? text.split(' ') : [];
    if (all.length < tokens.length) all = new Int32Array(tokens.length * 2);
    tokens.forEach((t, i) => {
      let id = vocabulary.get(t);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(t, id);
        docFreq.push(0);
      }
      all[i] = id;
    });
    const sorted = all.subarray(0, tokens.length).sort();
    for (let i = 0; i < sorted.length; i++) {
      if (i === 0 || sorted[i] !== sorted[i - 1]) {
        ids.push(sorted[i]!);
        counts.push(0);
        docFreq[sorted[i]!]!++;
      }
      counts.data[counts.length - 1]!++;
    }
    start[d + 1] = ids.length;
  });
  const n = texts.length;
  const idx = ids.data.slice(0, ids.length);
  const val = new Float64Array(ids.length);
  return texts.map((_, d) => {
    const from = start[d]!;
    const to = start[d + 1]!;
    if (from === to) return EMPTY_VECTOR;
    let norm = 0;
    for (let i = from; i < to; i++) {
      const w = (1 + Math.log(counts.data[i]!)) * Math.log((n + 1) / (docFreq[idx[i]!]! + 1) + 1);
      val[i] = w;
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    for (let i = from; i < to; i++) val[i]! /= norm;
    return { idx: idx.subarray(from, to), val: val.subarray(from, to) };
  });
}

export function cosine(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let dot = 0;
  while (i < a.idx.length && j < b.idx.length) {
    const x = a.idx[i]!;
    const y = b.idx[j]!;
    if (x === y) dot += a.val[i++]! * b.val[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return Math.min(1, dot);
}
