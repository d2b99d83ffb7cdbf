/** A sparse vector: ascending term indexes with their weights, scaled to unit length. */
export interface SparseVector {
  idx: Int32Array;
  val: Float64Array;
}

export const EMPTY_VECTOR: SparseVector = { idx: new Int32Array(0), val: new Float64Array(0) };

/**
 * TF-IDF vectors for a set of texts of space-separated tokens, with IDF from the same set. Each text
 * becomes its distinct term ids and their counts straight away, so 100,000 abstracts never stand as 23
 * million token strings at once (that took most of a gigabyte and a third of the time in GC).
 */
export function tfidfVectors(texts: string[]): SparseVector[] {
  const vocabulary = new Map<string, number>();
  const docFreq: number[] = [];
  const docs = texts.map((text) => {
    if (!text) return { ids: new Int32Array(0), counts: new Int32Array(0) };
    const tokens = text.split(' ');
    const all = new Int32Array(tokens.length);
    tokens.forEach((t, i) => {
      let id = vocabulary.get(t);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(t, id);
        docFreq.push(0);
      }
      all[i] = id;
    });
    all.sort();
    let distinct = 0;
    for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) distinct++;
    const ids = new Int32Array(distinct);
    const counts = new Int32Array(distinct);
    for (let i = 0, k = -1; i < all.length; i++) {
      if (i === 0 || all[i] !== all[i - 1]) ids[++k] = all[i]!;
      counts[k]!++;
    }
    for (const id of ids) docFreq[id]!++;
    return { ids, counts };
  });
  const n = texts.length;
  return docs.map(({ ids, counts }) => {
    if (ids.length === 0) return EMPTY_VECTOR;
    const val = new Float64Array(ids.length);
    let norm = 0;
    for (let i = 0; i < ids.length; i++) {
      const w = (1 + Math.log(counts[i]!)) * Math.log((n + 1) / (docFreq[ids[i]!]! + 1) + 1);
      val[i] = w;
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    for (let i = 0; i < val.length; i++) val[i]! /= norm;
    return { idx: ids, val };
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
