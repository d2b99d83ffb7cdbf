import { MAX_TERMS, WORD_PAIRS, type Vocabulary } from './text-features.ts';
import { WordTable } from './word-table.ts';

/*
 * The ranker's fast paths over a whole project: counting words and word pairs as integer ids (Corpus) and
 * finding a stored vocabulary's terms in new text (VocabularyIndex). termsOf, learnVocabulary and
 * vectorize in text-features.ts are their reference; the ranker tests compare them.
 */

function grow<T extends Int32Array | Uint8Array>(a: T, size: number, fill = 0): T {
  if (size <= a.length) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(size, a.length * 2));
  b.set(a);
  if (fill) b.fill(fill, a.length);
  return b;
}

/**
 * An open-addressing hash table from pairs of non-negative integers to ids: word pairs without building
 * strings. A slot's two words and id sit side by side, so a probe reads one cache line, not three (the
 * table outgrows the caches: over a million pairs at 100,000 citations).
 */
class PairTable {
  /** Slot s is slots[3s] (first word, -1 when empty), slots[3s + 1] (second word), slots[3s + 2] (id). */
  private slots = new Int32Array(3 << 16).fill(-1);
  private capacity = 1 << 16;
  private size = 0;

  private slot(x: number, y: number): number {
    const mask = this.capacity - 1;
    const slots = this.slots;
    let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y + 0x7f4a7c15, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    let s = (h ^ (h >>> 13)) & mask;
    while (slots[3 * s] !== -1 && (slots[3 * s] !== x || slots[3 * s + 1] !== y)) s = (s + 1) & mask;
    return s;
  }

  get(x: number, y: number): number {
    const s = this.slot(x, y);
    return this.slots[3 * s] === -1 ? -1 : this.slots[3 * s + 2]!;
  }

  /** The pair's id, or `next` after storing it. */
  getOrAdd(x: number, y: number, next: number): number {
    const s = this.slot(x, y);
    if (this.slots[3 * s] !== -1) return this.slots[3 * s + 2]!;
    this.slots[3 * s] = x;
    this.slots[3 * s + 1] = y;
    this.slots[3 * s + 2] = next;
    if (++this.size * 2 > this.capacity) this.rehash();
    return next;
  }

  private rehash() {
    const old = this.slots;
    this.capacity *= 2;
    this.slots = new Int32Array(3 * this.capacity).fill(-1);
    for (let s = 0; s < old.length; s += 3) {
      if (old[s] === -1) continue;
      const t = 3 * this.slot(old[s]!, old[s + 1]!);
      this.slots[t] = old[s]!;
      this.slots[t + 1] = old[s + 1]!;
      this.slots[t + 2] = old[s + 2]!;
    }
  }
}

/**
 * A project's citations as integer term ids, counted as they are added: words get ids through one map and
 * adjacent pairs through a pair table, so no pair strings are built except for the vocabulary's. Documents
 * can be added as they arrive (a page at a time from the database), their text let go of once read.
 * Gives the same terms, document frequencies and vocabulary as termsOf + learnVocabulary.
 */
export class Corpus {
  /** Word ids; a word's id is its term id (pairs get theirs after every word, in learnVocabulary). */
  private readonly words = new WordTable();
  /** Per term id: the pair's words (-1 for a word), document frequency, last document counted. */
  private first = new Int32Array(1 << 16);
  private second = new Int32Array(1 << 16);
  private df = new Int32Array(1 << 16);
  private lastDoc = new Int32Array(1 << 16).fill(-1);
  /** Per term id: 1 for words that count as terms themselves (longer than one character). */
  private isTerm = new Uint8Array(1 << 16);
  private termCount = 0;
  private readonly pairs = new PairTable();
  /** Each document's words as ids, concatenated; document d is docWords[start[d]..start[d + 1]). */
  private docWords = new Int32Array(1 << 20);
  private start = new Int32Array(1 << 12);
  private docCount = 0;
  /** Per word id, in how many documents it is (terms or not); dropped once the pairs are counted. */
  private wordDocs: Int32Array | null = new Int32Array(1 << 16);
  vocabulary: Vocabulary = { terms: [], idf: [] };
  /** Vocabulary index of each term id, -1 outside the vocabulary. */
  private column = new Int32Array(0);

  private readonly withPairs: boolean;

  /** `pairs` puts adjacent word pairs into the vocabulary beside the words (the product: WORD_PAIRS, no). */
  constructor(tokenStrings: Iterable<string> = [], { pairs = WORD_PAIRS }: { pairs?: boolean } = {}) {
    this.withPairs = pairs;
    for (const tokens of tokenStrings) this.add(tokens);
  }

  get size(): number {
    return this.docCount;
  }

  /** The next document's words: ids and document frequencies. Pairs are counted once all are in (learnVocabulary). */
  add(tokens: string): void {
    if (!this.wordDocs) throw new Error('documents cannot be added once the vocabulary is learnt');
    const d = this.docCount++;
    this.start = grow(this.start, d + 2);
    const from = this.start[d]!;
    // At most one word more than spaces, so at most one more than characters.
    this.docWords = grow(this.docWords, from + tokens.length + 1);
    const to = tokens ? from + this.words.idsOf(tokens, this.docWords, from) : from;
    for (let id = this.termCount; id < this.words.size; id++) {
      this.newTerm(-1, -1);
      this.isTerm[id] = this.words.text[id]!.length > 1 ? 1 : 0;
    }
    this.wordDocs = grow(this.wordDocs, this.termCount);
    for (let i = from; i < to; i++) {
      const id = this.docWords[i]!;
      if (this.lastDoc[id] !== d) {
        this.lastDoc[id] = d;
        this.wordDocs[id]!++;
        if (this.isTerm[id]) this.df[id]!++;
      }
    }
    this.start[d + 1] = to;
  }

  /**
   * The least document frequency a pair needs to have a chance of the vocabulary: if MAX_TERMS words are in
   * at least f documents each, a term in fewer than f ranks below all of them, and a pair is in no more
   * documents than its rarer word. Most pairs have a rare word: they are never counted.
   */
  private pairFloor(): number {
    const frequencies: number[] = [];
    for (let id = 0; id < this.termCount; id++)
      if (this.isTerm[id] && this.df[id]! >= 2) frequencies.push(this.df[id]!);
    if (frequencies.length < MAX_TERMS) return 2;
    frequencies.sort((a, b) => b - a);
    return Math.max(2, frequencies[MAX_TERMS - 1]!);
  }

  /** Adjacent pairs whose words are both in at least pairFloor() documents, with their document frequencies. */
  private countPairs(wordDocs: Int32Array): void {
    const floor = this.pairFloor();
    for (let d = 0; d < this.docCount; d++) {
      for (let i = this.start[d]! + 1; i < this.start[d + 1]!; i++) {
        const previous = this.docWords[i - 1]!;
        const id = this.docWords[i]!;
        if (wordDocs[previous]! < floor || wordDocs[id]! < floor) continue;
        const pair = this.pairs.getOrAdd(previous, id, this.termCount);
        if (pair === this.termCount) this.newTerm(previous, id);
        if (this.lastDoc[pair] !== d) {
          this.lastDoc[pair] = d;
          this.df[pair]!++;
        }
      }
    }
  }

  private newTerm(first: number, second: number): number {
    const id = this.termCount++;
    if (id >= this.df.length) {
      this.first = grow(this.first, id + 1);
      this.second = grow(this.second, id + 1);
      this.df = grow(this.df, id + 1);
      this.lastDoc = grow(this.lastDoc, id + 1, -1);
      this.isTerm = grow(this.isTerm, id + 1);
    }
    this.first[id] = first;
    this.second[id] = second;
    this.df[id] = 0;
    this.lastDoc[id] = -1;
    return id;
  }

  private text(id: number): string {
    return this.first[id]! < 0
      ? this.words.text[id]!
      : `${this.words.text[this.first[id]!]!} ${this.words.text[this.second[id]!]!}`;
  }

  /**
   * learnVocabulary's choice: terms in at least two documents, most frequent first (ties by text), the first
   * 30,000. Only the terms at the cut-off frequency and above are turned into text and sorted. Counts the
   * word pairs first, so it comes after the last document is added.
   */
  learnVocabulary(): Vocabulary {
    if (this.wordDocs && this.withPairs) this.countPairs(this.wordDocs);
    this.wordDocs = null;
    const n = this.docCount;
    let maxDf = 0;
    for (let t = 0; t < this.termCount; t++) if (this.df[t]! > maxDf) maxDf = this.df[t]!;
    const histogram = new Int32Array(maxDf + 1);
    for (let t = 0; t < this.termCount; t++) histogram[this.df[t]!]!++;
    let cutoff = 2;
    for (let d = maxDf, above = 0; d >= 2; d--) {
      above += histogram[d]!;
      if (above >= MAX_TERMS) {
        cutoff = d;
        break;
      }
    }
    const kept: Array<[string, number]> = [];
    for (let t = 0; t < this.termCount; t++) if (this.df[t]! >= cutoff) kept.push([this.text(t), t]);
    kept.sort((a, b) => this.df[b[1]]! - this.df[a[1]]! || (a[0] < b[0] ? -1 : 1));
    kept.length = Math.min(kept.length, MAX_TERMS);
    this.column = new Int32Array(this.termCount).fill(-1);
    kept.forEach(([, t], i) => (this.column[t] = i));
    this.vocabulary = {
      terms: kept.map(([text]) => text),
      idf: kept.map(([, t]) => Math.log((1 + n) / (1 + this.df[t]!)) + 1),
    };
    return this.vocabulary;
  }

  /** Document d's vocabulary indexes, one per occurrence (the unit vectorizeIds reads). */
  columnsOf(d: number, out: Int32Array): number {
    let k = 0;
    const from = this.start[d]!;
    const to = this.start[d + 1]!;
    for (let i = from; i < to; i++) {
      const id = this.docWords[i]!;
      if (this.isTerm[id]) {
        const c = this.column[id]!;
        if (c >= 0) out[k++] = c;
      }
      if (i > from) {
        // A pair that was never counted (see pairFloor) is not in the vocabulary.
        const pair = this.pairs.get(this.docWords[i - 1]!, id);
        if (pair >= 0 && this.column[pair]! >= 0) out[k++] = this.column[pair]!;
      }
    }
    return k;
  }

  /** The longest document in terms (an upper bound for columnsOf's output). */
  maxTerms(): number {
    let max = 0;
    for (let d = 0; d < this.docCount; d++) max = Math.max(max, 2 * (this.start[d + 1]! - this.start[d]!));
    return max;
  }
}

/** Vocabulary indexes of new text, for a stored vocabulary: words by a map, pairs by a pair table. */
export class VocabularyIndex {
  private readonly words = new Map<string, number>();
  private readonly wordColumn: number[] = [];
  private readonly pairs = new PairTable();

  constructor(vocabulary: Vocabulary) {
    const wordId = (w: string) => {
      let id = this.words.get(w);
      if (id === undefined) {
        id = this.words.size;
        this.words.set(w, id);
        this.wordColumn[id] = -1;
      }
      return id;
    };
    vocabulary.terms.forEach((term, c) => {
      const space = term.indexOf(' ');
      if (space < 0) this.wordColumn[wordId(term)] = c;
      else this.pairs.getOrAdd(wordId(term.slice(0, space)), wordId(term.slice(space + 1)), c);
    });
  }

  /** The vocabulary indexes of a lemma token string's terms, one per occurrence (as termsOf + the vocabulary). */
  columnsOf(tokens: string, out: Int32Array[]): Int32Array {
    const words = tokens ? tokens.split(' ') : [];
    if (out[0]!.length < 2 * words.length) out[0] = new Int32Array(2 * words.length);
    const buffer = out[0]!;
    let k = 0;
    let previous = -1;
    for (const w of words) {
      const id = this.words.get(w) ?? -1;
      if (id >= 0 && w.length > 1 && this.wordColumn[id]! >= 0) buffer[k++] = this.wordColumn[id]!;
      if (previous >= 0 && id >= 0) {
        const c = this.pairs.get(previous, id);
        if (c >= 0) buffer[k++] = c;
      }
      previous = id;
    }
    return buffer.subarray(0, k);
  }
}
