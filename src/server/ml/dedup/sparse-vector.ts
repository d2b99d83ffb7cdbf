/** A sparse vector: ascending term indexes with their weights, scaled to unit length. */
export interface SparseVector {
  idx: Int32Array;
  val: Float64Array;
}

export const EMPTY_VECTOR: SparseVector = { idx: new Int32Array(0), val: new Float64Array(0) };

/** TF-IDF vectors for a set of token lists, with IDF from the same set. */
export function tfidfVectors(docs: string[][]): SparseVector[] {
  const vocabulary = new Map<string, number>();
  const docFreq: number[] = [];
  const termIds = docs.map((tokens) => {
    const ids = tokens.map((t) => {
      let id = vocabulary.get(t);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(t, id);
        docFreq.push(0);
      }
      return id;
    });
    for (const id of new Set(ids)) docFreq[id]!++;
    return ids;
  });
  const n = docs.length;
  return termIds.map((ids) => {
    if (ids.length === 0) return EMPTY_VECTOR;
    const counts = new Map<number, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const sorted = [...counts.keys()].sort((a, b) => a - b);
    const val = new Float64Array(sorted.length);
    let norm = 0;
    sorted.forEach((id, i) => {
      const w = (1 + Math.log(counts.get(id)!)) * Math.log((n + 1) / (docFreq[id]! + 1) + 1);
      val[i] = w;
      norm += w * w;
    });
    norm = Math.sqrt(norm);
    for (let i = 0; i < val.length; i++) val[i]! /= norm;
    return { idx: Int32Array.from(sorted), val };
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
