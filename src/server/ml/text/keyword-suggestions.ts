import type { SuggestedKeyword } from '../../../shared/keyword.schema.ts';
import { GENERAL_ENGLISH_LEMMAS, GENERAL_ENGLISH_RANKS } from './general-english.ts';

export interface TokenDoc {
  tokens: string;
  label: boolean | null;
}

const MIN_LENGTH = 3;
const SEPARATING_RELEVANT = 10;
const SEPARATING_IRRELEVANT = 5;

/**
 * A general-English word's share of running text from its NGSL rank, by Zipf's law fitted to the NGSL's
 * own figures ("research", rank 423, ~100 per million words). A word outside the list is taken to be
 * rarer than its last word.
 */
const ZIPF_PER_MILLION = 42_300;
const generalShare = new Map(
  GENERAL_ENGLISH_LEMMAS.map((lemma, i) => [lemma, ZIPF_PER_MILLION / GENERAL_ENGLISH_RANKS[i]! / 1e6]),
);
const RARE_SHARE = ZIPF_PER_MILLION / 5000 / 1e6;
/** The index keeps about half the running words (stop words, numbers and punctuation go). */
const RUNNING_WORDS_PER_TOKEN = 2;
/**
 * How many times more citations must hold a word than general English would lead one to expect, for it
 * to count as distinctive. Abstracts use "result", "present", "approach", "model" and "propose" 3 to 30
 * times as often as general English (the most in software engineering, Kitchenham's set), a review's own
 * subject words 40 to thousands of times: \`npm run keywords:eval\` shows the suggestions of the 13 sets.
 */
const MIN_DISTINCTIVENESS = 40;
/** A two-word phrase is a term of its own ("heart failure"), distinctive at a lower bar than its words alone. */
const MIN_PHRASE_DISTINCTIVENESS = 10;

/**
 * Publishers' and databases' statements that close many exported abstracts ("Copyright © 2013 Elsevier Ltd. All
 * rights reserved.", "(PsycINFO Database Record (c) 2019 APA, all rights reserved)", "© 2015 Wiley Periodicals,
 * Inc."): they say who published a record, not what it is about, so no term holding one of these words (lemmas)
 * or phrases is suggested. Phrases where the word alone is a subject's own ("right ventricular", "cognitive reserve").
 */
const PUBLISHING_WORDS = new Set([
  'copyright',
  'elsevier',
  'wiley',
  'springer',
  'verlag',
  'blackwell',
  'kluwer',
  'karger',
  'psycinfo',
  'licensee',
  'ltd',
  'ltd.',
  'b.v.',
  'gmbh',
]);
const PUBLISHING_PHRASES = new Set([
  'right reserve',
  'database record',
  'university press',
  'journal compilation',
  'access article',
  'creative common',
  'common attribution',
]);
const isPublishing = (term: string) =>
  PUBLISHING_PHRASES.has(term) || term.split(' ').some((word) => PUBLISHING_WORDS.has(word));

/**
 * How much more often than in general English the term is found in the citations: the share of citations
 * holding it over the share expected of texts of their length. A phrase counts as distinctive as its most
 * distinctive word ("gastric cancer" as "gastric"; "present study" as neither).
 */
function distinctiveness(term: string, share: number, runningWords: number): number {
  return Math.max(
    ...term.split(' ').map((word) => share / Math.min(1, runningWords * (generalShare.get(word) ?? RARE_SHARE))),
  );
}

/** How many words a token string holds (its spaces, plus one). */
function wordCount(tokens: string): number {
  if (!tokens) return 0;
  let count = 1;
  for (let at = tokens.indexOf(' '); at !== -1; at = tokens.indexOf(' ', at + 1)) count++;
  return count;
}

/**
 * In how many citations each word occurs, and each two-word phrase found in at least `phraseMin`
 * citations (its words then are too). Memory matters at 100,000 citations: words become integer ids, all
 * citations' ids end to end in one typed array (a JS array per citation took twice the room); phrases
 * are counted under small integer keys, once per citation (by sorting the citation's own), and only
 * those common enough become strings (turning every phrase into one had taken hundreds of MB).
 */
function countDocs(docs: TokenDoc[], phraseMin = 1): Map<string, number> {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const starts = new Int32Array(docs.length + 1);
  docs.forEach((d, doc) => (starts[doc + 1] = starts[doc]! + wordCount(d.tokens)));
  const flat = new Int32Array(starts[docs.length]!);
  docs.forEach((d, doc) => {
    let at = starts[doc]!;
    if (d.tokens)
      for (const w of d.tokens.split(' ')) {
        let id = ids.get(w);
        if (id === undefined) {
          id = words.length;
          ids.set(w, id);
          words.push(w);
        }
        flat[at++] = id;
      }
  });
  const wordDf = new Int32Array(words.length);
  const lastSeen = new Int32Array(words.length).fill(-1);
  for (let doc = 0; doc < docs.length; doc++) {
    for (let i = starts[doc]!; i < starts[doc + 1]!; i++) {
      const id = flat[i]!;
      if (lastSeen[id] !== doc) {
        lastSeen[id] = doc;
        wordDf[id]!++;
      }
    }
  }
  // Phrase words get dense numbers, so that a phrase's key (first × count + second) stays a small integer.
  const phraseWord = new Int32Array(words.length).fill(-1);
  let phraseWords = 0;
  words.forEach((w, id) => wordDf[id]! >= phraseMin && w.length >= MIN_LENGTH && (phraseWord[id] = phraseWords++));
  const pairDf = new Map<number, number>();
  const pairs: number[] = [];
  for (let doc = 0; doc < docs.length; doc++) {
    pairs.length = 0;
    for (let i = starts[doc]!; i + 1 < starts[doc + 1]!; i++) {
      const [a, b] = [phraseWord[flat[i]!]!, phraseWord[flat[i + 1]!]!];
      if (a !== b && a >= 0 && b >= 0) pairs.push(a * phraseWords + b);
    }
    pairs.sort((x, y) => x - y);
    pairs.forEach((key, k) => {
      if (k === 0 || pairs[k - 1] !== key) pairDf.set(key, (pairDf.get(key) ?? 0) + 1);
    });
  }
  const byPhraseWord = words.filter((_, id) => phraseWord[id]! >= 0);
  const df = new Map<string, number>();
  words.forEach((w, id) => w.length >= MIN_LENGTH && df.set(w, wordDf[id]!));
  for (const [key, count] of pairDf) {
    if (count >= phraseMin)
      df.set(`${byPhraseWord[Math.floor(key / phraseWords)]} ${byPhraseWord[key % phraseWords]}`, count);
  }
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
  const scored = [...new Set([...r.keys(), ...i.keys()])]
    .filter((word) => !isPublishing(word))
    .map((word) => {
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
 * Suggested keywords from a project's own citations: words and frequent two-word phrases that the citations
 * use at least MIN_DISTINCTIVENESS times as often as general English does, ranked by document frequency ×
 * inverse document frequency (common enough to matter, not so common they say nothing). With labels, the
 * terms that separate the classes come first. `frequency` is the number of citations containing the term.
 */
export function suggestKeywords(docs: TokenDoc[], limit = 50): SuggestedKeyword[] {
  const n = docs.length;
  if (n === 0) return [];
  const minPhrase = Math.max(3, Math.ceil(n * 0.005));
  const df = countDocs(docs, minPhrase);
  const runningWords = (docs.reduce((sum, d) => sum + wordCount(d.tokens), 0) / n) * RUNNING_WORDS_PER_TOKEN;
  const ranked = [...df.entries()]
    .filter(([term, count]) => count >= 2 && count < n && (!term.includes(' ') || count >= minPhrase))
    .filter(([term]) => !isPublishing(term))
    .filter(
      ([term, count]) =>
        distinctiveness(term, count / n, runningWords) >=
        (term.includes(' ') ? MIN_PHRASE_DISTINCTIVENESS : MIN_DISTINCTIVENESS),
    )
    .map(([word, count]) => ({
      word,
      frequency: count,
      value: count * Math.log(n / count) * (word.includes(' ') ? 1.2 : 1),
    }))
    .sort((a, b) => b.value - a.value || a.word.localeCompare(b.word));
  const found = separatingTerms(docs);
  const uncounted = countTerms(docs, new Set(found.map((s) => s.word).filter((w) => !df.has(w))));
  const separating = found.map((s) => ({ ...s, frequency: df.get(s.word) ?? uncounted.get(s.word) ?? 0 }));
  const taken = new Set(separating.map((s) => s.word));
  const distinctive = ranked
    .filter((r) => !taken.has(r.word))
    .map((r) => ({ word: r.word, score: Math.round(r.value), frequency: r.frequency }));
  return [...separating, ...distinctive].slice(0, limit);
}
