import type { SuggestedKeyword } from '../../../shared/keyword.schema.ts';

export interface TokenDoc {
  tokens: string;
  label: boolean | null;
}

const MIN_LENGTH = 3;
const SEPARATING_RELEVANT = 10;
const SEPARATING_IRRELEVANT = 5;

/**
 * In how many citations each word, and each two-word phrase of words that are themselves frequent
 * (at least `phraseMin` citations), occurs. Words become integer ids so counting stays fast at 10,000+ citations.
 */
function countDocs(docs: TokenDoc[], phraseMin = 1): Map<string, number> {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const docIds = docs.map((d) =>
    (d.tokens ? d.tokens.split(' ') : []).map((w) => {
      let id = ids.get(w);
      if (id === undefined) {
        id = words.length;
        ids.set(w, id);
        words.push(w);
      }
      return id;
    }),
  );
  const wordDf = new Int32Array(words.length);
  const lastSeen = new Int32Array(words.length).fill(-1);
  docIds.forEach((list, doc) => {
    for (const id of list) if (lastSeen[id] !== doc) (lastSeen[id] = doc), wordDf[id]!++;
  });
  const pairDf = new Map<number, number>();
  const pairSeen = new Map<number, number>();
  const v = words.length;
  docIds.forEach((list, doc) => {
    for (let i = 0; i + 1 < list.length; i++) {
      const [a, b] = [list[i]!, list[i + 1]!];
      if (a === b || wordDf[a]! < phraseMin || wordDf[b]! < phraseMin || words[a]!.length < MIN_LENGTH || words[b]!.length < MIN_LENGTH) continue;
      const key = a * v + b;
      if (pairSeen.get(key) === doc) continue;
      pairSeen.set(key, doc);
      pairDf.set(key, (pairDf.get(key) ?? 0) + 1);
    }
  });
  const df = new Map<string, number>();
  words.forEach((w, id) => w.length >= MIN_LENGTH && df.set(w, wordDf[id]!));
  for (const [key, count] of pairDf) df.set(`${words[Math.floor(key / v)]} ${words[key % v]}`, count);
  return df;
}

/** In how many citations each of a few terms (words or two-word phrases) occurs: one pass over the tokens. */
function countTerms(docs: TokenDoc[], terms: Set<string>): Map<string, number> {
  const counts = new Map<string, number>();
  if (terms.size === 0) return counts;
  for (const doc of docs) {
    const words = doc.tokens ? doc.tokens.split(' ') : [];
    const seen = new Set<string>();
    words.forEach((w, i) => {
      for (const term of i + 1 < words.length ? [w, `${w} ${words[i + 1]}`] : [w]) if (terms.has(term)) seen.add(term);
    });
    for (const term of seen) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}

/**
 * Terms that best tell relevant from irrelevant labels: smoothed log-odds of appearing in each class,
 * kept only when the term appears in at least two citations of its class.
 */
function separatingTerms(docs: TokenDoc[]): SuggestedKeyword[] {
  const relevant = docs.filter((d) => d.label === true);
  const irrelevant = docs.filter((d) => d.label === false);
  if (relevant.length === 0 || irrelevant.length === 0) return [];
  const [r, i] = [countDocs(relevant), countDocs(irrelevant)];
  const odds = (count: number, total: number) => Math.log((count + 0.5) / (total - count + 0.5));
  const scored = [...new Set([...r.keys(), ...i.keys()])].map((word) => {
    const [inR, inI] = [r.get(word) ?? 0, i.get(word) ?? 0];
    return { word, inR, inI, score: odds(inR, relevant.length) - odds(inI, irrelevant.length) };
  });
  const top = (sign: 1 | -1, n: number, separates: 'relevant' | 'irrelevant') =>
    scored
      .filter((s) => s.score * sign > 0 && (sign > 0 ? s.inR : s.inI) >= 2)
      .sort((a, b) => (b.score - a.score) * sign || a.word.localeCompare(b.word))
      .slice(0, n)
      .map((s) => ({ word: s.word, score: Math.round(Math.abs(s.score) * 100), frequency: 0, separates }));
  return [...top(1, SEPARATING_RELEVANT, 'relevant'), ...top(-1, SEPARATING_IRRELEVANT, 'irrelevant')];
}

/**
 * Suggested keywords from a project's own citations: words and frequent two-word phrases ranked by how
 * distinctive they are (document frequency × inverse document frequency: common enough to matter, not
 * so common they say nothing). With labels, the terms that separate the classes come first.
 * `frequency` is the number of citations containing the term.
 */
export function suggestKeywords(docs: TokenDoc[], limit = 50): SuggestedKeyword[] {
  const n = docs.length;
  if (n === 0) return [];
  const minPhrase = Math.max(3, Math.ceil(n * 0.005));
  const df = countDocs(docs, minPhrase);
  const ranked = [...df.entries()]
    .filter(([term, count]) => count >= 2 && count < n && (!term.includes(' ') || count >= minPhrase))
    .map(([word, count]) => ({ word, frequency: count, value: count * Math.log(n / count) * (word.includes(' ') ? 1.2 : 1) }))
    .sort((a, b) => b.value - a.value || a.word.localeCompare(b.word));
  const found = separatingTerms(docs);
  const uncounted = countTerms(docs, new Set(found.map((s) => s.word).filter((w) => !df.has(w))));
  const separating = found.map((s) => ({ ...s, frequency: df.get(s.word) ?? uncounted.get(s.word) ?? 0 }));
  const taken = new Set(separating.map((s) => s.word));
  const distinctive = ranked.filter((r) => !taken.has(r.word)).map((r) => ({ word: r.word, score: Math.round(r.value), frequency: r.frequency }));
  return [...separating, ...distinctive].slice(0, limit);
}
