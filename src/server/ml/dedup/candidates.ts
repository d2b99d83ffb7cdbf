import type { PreparedRecord } from './prepare.ts';

/** Blocks larger than this come from keys many different records share (a supplement DOI, a stock title). */
const MAX_BLOCK = 60;
const BANDS = 10;
const ROWS = 3;

function hash32(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** MinHash band keys over title word pairs: titles sharing most pairs share a band. */
function lshKeys(tokens: string[]): string[] {
  const shingles = tokens.length < 2 ? tokens : tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`);
  if (shingles.length === 0) return [];
  const base = shingles.map((s) => hash32(s, 0));
  const keys: string[] = [];
  for (let band = 0; band < BANDS; band++) {
    const parts: number[] = [];
    for (let row = 0; row < ROWS; row++) {
      const seed = Math.imul(band * ROWS + row + 1, 0x9e3779b1);
      let min = 0xffffffff;
      for (const h of base) {
        const v = hash32(String(h), seed);
        if (v < min) min = v;
      }
      parts.push(min);
    }
    keys.push(`l${band}:${parts.join('.')}`);
  }
  return keys;
}

function blockingKeys(r: PreparedRecord): string[] {
  const keys = lshKeys(r.titleTokens);
  const compact = r.title.replace(/ /g, '');
  if (r.doi) keys.push(`d:${r.doi}`);
  if (compact.length >= 12) keys.push(`p:${compact.slice(0, 40)}`, `s:${compact.slice(-40)}`);
  if (r.surnames[0] && r.year && r.page) keys.push(`a:${r.surnames[0]}:${r.year}:${r.page}`);
  return keys;
}

/**
 * Candidate pairs (indexes into `records`, smaller first) from blocking: DOI, title prefix and suffix,
 * first author + year + first page, and LSH over title word pairs. Never all n² pairs.
 */
export function candidatePairs(records: PreparedRecord[]): Array<[number, number]> {
  const blocks = new Map<string, number[]>();
  records.forEach((r, i) => {
    for (const key of blockingKeys(r)) {
      const block = blocks.get(key);
      if (block) block.push(i);
      else blocks.set(key, [i]);
    }
  });
  const seen = new Set<number>();
  const pairs: Array<[number, number]> = [];
  const n = records.length;
  for (const block of blocks.values()) {
    if (block.length < 2 || block.length > MAX_BLOCK) continue;
    for (let x = 0; x < block.length; x++) {
      for (let y = x + 1; y < block.length; y++) {
        const a = block[x]!;
        const b = block[y]!;
        const key = a * n + b;
        if (seen.has(key)) continue;
        seen.add(key);
        pairs.push([a, b]);
      }
    }
  }
  return pairs;
}
