import { describe, expect, it } from 'vitest';
import { WordTable } from '../../../src/server/ml/ranker/word-table.ts';

/** The ids a Map gives the words of `split(' ')`, in order of first appearance: what WordTable must reproduce. */
function referenceIds(docs: string[]): number[][] {
  const ids = new Map<string, number>();
  return docs.map((doc) =>
    doc.split(' ').map((w) => {
      if (!ids.has(w)) ids.set(w, ids.size);
      return ids.get(w)!;
    }),
  );
}

function tableIds(docs: string[]) {
  const table = new WordTable();
  const ids = docs.map((doc) => {
    const out = new Int32Array(doc.length + 1);
    return Array.from(out.subarray(0, table.idsOf(doc, out, 0)));
  });
  return { table, ids };
}

describe('WordTable', () => {
  it('gives the words of a token string the ids a Map gives split words, empty words included', () => {
    const docs = ['statin trial', 'trial  statin ', ' a', 'café naïve 🧬 statin', '', 'statin'];
    const { table, ids } = tableIds(docs);
    expect(ids).toEqual(referenceIds(docs));
    expect(table.text).toEqual(['statin', 'trial', '', 'a', 'café', 'naïve', '🧬']);
  });

  it('keeps every word apart as the table grows past its first size', () => {
    let s = 7;
    const next = () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
    // 100,000 distinct words, many differing in one letter, in documents of 50.
    const docs = Array.from({ length: 4000 }, () =>
      Array.from({ length: 50 }, () => `w${Math.floor(next() * 100_000).toString(36)}`).join(' '),
    );
    const { table, ids } = tableIds(docs);
    expect(ids).toEqual(referenceIds(docs));
    expect(new Set(table.text).size).toBe(table.size);
    expect(table.size).toBeGreaterThan(80_000);
  });

  it('writes the ids where it is told, after what is there', () => {
    const table = new WordTable();
    const out = new Int32Array(8).fill(-9);
    expect(table.idsOf('a b', out, 2)).toBe(2);
    expect(table.idsOf('b c', out, 4)).toBe(2);
    expect(Array.from(out)).toEqual([-9, -9, 0, 1, 1, 2, -9, -9]);
  });
});
