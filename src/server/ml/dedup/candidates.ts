import type { PreparedRecord } from './prepare.ts';

/** Blocks larger than this come from keys many different records share (a supplement DOI, a stock title). */
const MAX_BLOCK = 60;
const BANDS = 10;
const ROWS = 3;
const FNV_PRIME = 0x01000193;

function finish32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

function hash32(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return finish32(h);
}

/**
 * A blocking key as a 53-bit number: two 32-bit hashes of the key's text, one cut to 21 bits. Numbers
 * instead of strings keep 1.3 million keys at 100,000 citations in typed arrays rather than a Map of
 * strings (about 150 MB); two different keys share a number about once in 10^9 such projects, and would
 * then only add pairs to compare, never remove one.
 */
const keyNumber = (text: string) => hash32(text, 0x2545f491) * 0x200000 + (hash32(text, 0x68e31da4) & 0x1fffff);

/** MinHash band keys over title word pairs: titles sharing most pairs share a band. */
function lshKeys(tokens: string[], keys: number[]): void {
  const shingles = tokens.length < 2 ? tokens : tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`);
  if (shingles.length === 0) return;
  // Each shingle's hash in decimal, as the band hashes have always read it: made once, not once per seed.
  const base = shingles.map((s) => String(hash32(s, 0)));
  for (let band = 0; band < BANDS; band++) {
    let key = `l${band}`;
    for (let row = 0; row < ROWS; row++) {
      const seed = Math.imul(band * ROWS + row + 1, 0x9e3779b1);
      let min = 0xffffffff;
      for (const h of base) {
        const v = hash32(h, seed);
        if (v < min) min = v;
      }
      key += `${row ? '.' : ':'}${min}`;
    }
    keys.push(keyNumber(key));
  }
}

function blockingKeys(r: PreparedRecord, keys: number[]): void {
  lshKeys(r.titleTokens, keys);
  const compact = r.title.replace(/ /g, '');
  if (r.doi) keys.push(keyNumber(`d:${r.doi}`));
  if (compact.length >= 12) keys.push(keyNumber(`p:${compact.slice(0, 40)}`), keyNumber(`s:${compact.slice(-40)}`));
  if (r.surnames[0] && r.year && r.page) keys.push(keyNumber(`a:${r.surnames[0]}:${r.year}:${r.page}`));
}

/**
 * Candidate pairs (indexes into `records`, smaller first, in ascending order) from blocking: DOI, title
 * prefix and suffix, first author + year + first page, and LSH over title word pairs. Never all n² pairs.
 * Each (key, record) is one entry of two typed arrays; sorted by key, a run of equal keys is a block.
 */
export function candidatePairs(records: PreparedRecord[]): Array<[number, number]> {
  const keys: number[] = [];
  const owners: number[] = [];
  records.forEach((r, i) => {
    const from = keys.length;
    blockingKeys(r, keys);
    for (let k = from; k < keys.length; k++) owners.push(i);
  });
  const keyOf = Float64Array.from(keys);
  const ownerOf = Int32Array.from(owners);
  keys.length = 0;
  owners.length = 0;
  // Entries by key, then by record: a block's records come in ascending order.
  const order = Uint32Array.from(keyOf, (_, e) => e).sort((x, y) => keyOf[x]! - keyOf[y]! || ownerOf[x]! - ownerOf[y]!);
  const seen = new Set<number>();
  const pairs: Array<[number, number]> = [];
  const n = records.length;
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && keyOf[order[end]!] === keyOf[order[start]!]) end++;
    if (end - start >= 2 && end - start <= MAX_BLOCK) {
      for (let x = start; x < end; x++) {
        for (let y = x + 1; y < end; y++) {
          const a = ownerOf[order[x]!]!;
          const b = ownerOf[order[y]!]!;
          const key = a * n + b;
          if (a === b || seen.has(key)) continue;
          seen.add(key);
          pairs.push([a, b]);
        }
      }
    }
    start = end;
  }
  return pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
