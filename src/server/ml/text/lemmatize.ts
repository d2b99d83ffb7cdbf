import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { usSpelling } from './spelling.ts';

/**
 * wink's tokeniser cuts a text at runs of spaces and line breaks and reads each piece on its own,
 * whatever stands around it: a piece's words can be looked up instead of tokenised again.
 */
const PIECE_BREAK = /\s+/u;
/**
 * wink's tokeniser takes time in the square of a run without spaces (40,000 characters: 3.4 s; a
 * 1 MB "title" would have held a worker for a quarter of an hour). No word is this long: a longer run is
 * read in parts of this length.
 */
const LONGEST_PIECE = 256;
/** Past this many pieces (or words) the memo starts again: ~60 MB for text as citations have it, and most repeats are kept. */
const MEMO_LIMIT = 400_000;

/**
 * Words whose lemma on their own is a verb's ("leave", "unite") but which titles and abstracts use as
 * adjectives: "left ventricular", "United States". Tagged in their sentence they kept their form.
 */
const ADJECTIVES_IN_ABSTRACTS = new Set(['left', 'united']);

let reader: WinkMethods | undefined;
let tagger: WinkMethods | undefined;
const pieceWords = new Map<string, string[]>();
const wordLemmas = new Map<string, string>();

/**
 * A word's lemma as wink-nlp gives it for the word on its own ("isolated" → "isolate", "trials" → "trial",
 * "older" → "old"), in its American spelling ("randomised" → "randomize"): the same for every citation and
 * for a keyword typed alone. (Tagging each word in its sentence gave the same lemma for 99.5 % of the
 * words of the benchmark sets and cost three times as much.)
 */
function lemmaOf(word: string): string {
  if (ADJECTIVES_IN_ABSTRACTS.has(word)) return word;
  let lemma = wordLemmas.get(word);
  if (lemma === undefined) {
    tagger ??= winkNLP(model, ['pos']);
    const us = usSpelling(word);
    // wink's typings declare out() with a narrower union than it accepts; its.lemma returns strings.
    const lemmas = tagger
      .readDoc(us)
      .tokens()
      .out(tagger.its.lemma as unknown as typeof tagger.its.value) as string[];
    lemma = lemmas.length === 1 ? lemmas[0]!.toLowerCase() : us;
    if (wordLemmas.size >= MEMO_LIMIT) wordLemmas.clear();
    wordLemmas.set(word, lemma);
  }
  return lemma;
}

/** Whether a token adds a word to the index (tokenLemma's test without the lemma). */
const bearsLemma = (type: string, stopWord: boolean, normal: string) =>
  type === 'word' && !stopWord && /\p{L}/u.test(normal);

/** The lemma a token adds to the index; undefined for punctuation, numbers and stop words. */
function tokenLemma(type: string, stopWord: boolean, normal: string): string | undefined {
  return bearsLemma(type, stopWord, normal) ? lemmaOf(normal) : undefined;
}

/** Pieces tokenised all in one document: its tokens, and where each piece's tokens begin (the end last). */
interface ReadTogether {
  tokens: ReturnType<ReturnType<WinkMethods['readDoc']>['tokens']>;
  bounds: number[];
}

/**
 * Tokenises pieces all in one document (one call into wink for many pieces). A piece's first token follows
 * the space it was joined with; the rest of its tokens follow nothing. Undefined when the tokens cannot be
 * told apart by piece (wink found no token in one, or a space inside one): the caller reads each piece alone,
 * so that no piece's words are filed under another.
 */
function readTogether(pieces: string[]): ReadTogether | undefined {
  reader ??= winkNLP(model, []);
  const tokens = reader.readDoc(pieces.join(' ')).tokens();
  const spaces = tokens.out(reader.its.precedingSpaces);
  if (pieces.length === 1) return { tokens, bounds: [0, spaces.length] };
  const bounds: number[] = [];
  for (let i = 0; i < spaces.length; i++) if (i === 0 || spaces[i] !== '') bounds.push(i);
  if (bounds.length !== pieces.length) return undefined;
  bounds.push(spaces.length);
  return { tokens, bounds };
}

/** Tokenises pieces not seen before, all in one document, and stores each one's words. */
function readPieces(pieces: string[]): void {
  const read = readTogether(pieces);
  if (!read) {
    for (const piece of pieces) readPieces([piece]);
    return;
  }
  const { tokens, bounds } = read;
  const its = reader!.its;
  const types = tokens.out(its.type);
  const stopWords = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const normals = tokens.out(its.normal);
  if (pieceWords.size + pieces.length > MEMO_LIMIT) pieceWords.clear();
  pieces.forEach((piece, k) => {
    const words: string[] = [];
    for (let i = bounds[k]!; i < bounds[k + 1]!; i++) {
      const lemma = tokenLemma(types[i]!, stopWords[i]!, normals[i]!);
      if (lemma !== undefined) words.push(lemma);
    }
    pieceWords.set(piece, words);
  });
}

/**
 * The words of a text as wink-nlp lemmas, read in lower case (so a capitalised "Trials" is not taken for
 * a name), without stop words, punctuation or numbers. The models load on first use. Pieces of text and
 * words are remembered, so a corpus costs about a third of tokenising each text whole with the tagger.
 */
export function lemmaTokens(text: string): string[] {
  const pieces = cutLongPieces(text.toLowerCase().split(PIECE_BREAK));
  // One memo lookup per piece: most pieces are known, and hashing them again was a third of the time.
  const known: Array<string[] | undefined> = new Array(pieces.length);
  let unseen: Set<string> | undefined;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (piece === '') continue;
    const words = pieceWords.get(piece);
    if (words === undefined) (unseen ??= new Set()).add(piece);
    else known[i] = words;
  }
  if (unseen) readPieces([...unseen]);
  const words: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (piece === '') continue;
    let pieceLemmas = known[i] ?? pieceWords.get(piece);
    // A piece read just now can only be missing if the memo started again midway: read it alone.
    if (pieceLemmas === undefined) {
      readPieces([piece]);
      pieceLemmas = pieceWords.get(piece)!;
    }
    for (const word of pieceLemmas) words.push(word);
  }
  return words;
}

/**
 * A piece longer than LONGEST_PIECE in parts of at most that length, each cut after the last character
 * that is not a letter or digit in its second half when there is one.
 */
function cutPiece(piece: string): string[] {
  const parts: string[] = [];
  for (let at = 0; at < piece.length;) {
    let end = Math.min(at + LONGEST_PIECE, piece.length);
    if (end < piece.length) {
      let k = end - 1;
      while (k > at + LONGEST_PIECE / 2 && /[\p{L}\p{N}]/u.test(piece[k]!)) k--;
      if (k > at + LONGEST_PIECE / 2) end = k + 1;
    }
    parts.push(piece.slice(at, end));
    at = end;
  }
  return parts;
}

/** The pieces, the long ones cut (the same array when no piece is that long, as nearly always). */
function cutLongPieces(pieces: string[]): string[] {
  if (pieces.every((piece) => piece.length <= LONGEST_PIECE)) return pieces;
  return pieces.flatMap((piece) => (piece.length <= LONGEST_PIECE ? [piece] : cutPiece(piece)));
}

/** A word of the index and where it stands in the text it was read from. */
export interface LemmaSpan {
  lemma: string;
  start: number;
  end: number;
}

/** Where a word of the index stands in a piece, and its normal form (what lemmaOf reads). */
interface WordPlace {
  normal: string;
  start: number;
  end: number;
}

const piecePlaces = new Map<string, WordPlace[]>();

/** A piece's words with their places in it, from the tokens wink read of it (values: each token's text). */
function placesFromTokens(
  piece: string,
  values: string[],
  types: string[],
  stopWords: boolean[],
  normals: string[],
): WordPlace[] {
  const places: WordPlace[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    // A token's text is found where it stands; one wink changed (rare) spans the rest of the piece.
    const at = piece.indexOf(values[i]!, cursor);
    const [start, end] = at === -1 ? [cursor, piece.length] : [at, at + values[i]!.length];
    if (at !== -1) cursor = end;
    if (bearsLemma(types[i]!, stopWords[i]!, normals[i]!)) places.push({ normal: normals[i]!, start, end });
  }
  return places;
}

/** Lower-case pieces not seen before, tokenised all in one document, each piece's words stored with their places in it. */
function readPiecePlaces(pieces: string[]): void {
  const read = readTogether(pieces);
  if (!read) {
    for (const piece of pieces) readPiecePlaces([piece]);
    return;
  }
  const { tokens, bounds } = read;
  const its = reader!.its;
  const [values, types, normals] = [tokens.out(its.value), tokens.out(its.type), tokens.out(its.normal)];
  const stopWords = tokens.out(its.stopWordFlag) as unknown as boolean[];
  if (piecePlaces.size + pieces.length > MEMO_LIMIT) piecePlaces.clear();
  pieces.forEach((piece, k) => {
    const slice = <T>(all: T[]) => all.slice(bounds[k], bounds[k + 1]);
    piecePlaces.set(piece, placesFromTokens(piece, slice(values), slice(types), slice(stopWords), slice(normals)));
  });
}

/**
 * Where each word of lemmaTokens(text) stands in `text`, with its normal form: pieces are read each on its
 * own, as lemmaTokens reads them, those not seen before all in one document. A piece whose lower case
 * changes its length (a handful of letters such as "İ") gives its words the whole piece.
 */
function placesOf(text: string): WordPlace[] {
  const matches = [...text.matchAll(/\S+/gu)].map((match) => {
    const lower = match[0].toLowerCase();
    const parts = lower.length <= LONGEST_PIECE ? [lower] : cutPiece(lower);
    return { at: match.index, length: match[0].length, exact: lower.length === match[0].length, parts };
  });
  const unseen = new Set<string>();
  for (const { parts } of matches) for (const part of parts) if (!piecePlaces.has(part)) unseen.add(part);
  if (unseen.size > 0) readPiecePlaces([...unseen]);
  const places: WordPlace[] = [];
  for (const { at, length, exact, parts } of matches) {
    let offset = at;
    for (const part of parts) {
      // A piece read just now can only be missing if the memo started again midway: read it alone.
      if (!piecePlaces.has(part)) readPiecePlaces([part]);
      for (const { normal, start, end } of piecePlaces.get(part)!)
        places.push(
          exact ? { normal, start: offset + start, end: offset + end } : { normal, start: at, end: at + length },
        );
      offset += part.length;
    }
  }
  return places;
}

/**
 * The words of lemmaTokens(text), each with the characters of `text` it was read from: what the keyword
 * filter matches, for highlighting the very same words.
 */
export function lemmaSpans(text: string): LemmaSpan[] {
  return placesOf(text).map(({ normal, start, end }) => ({ lemma: lemmaOf(normal), start, end }));
}

/**
 * Where each word of lemmaTokens(text) stands in `text`, without working out the words' lemmas (the tagger
 * reads each new word alone, ~0.1 ms a word): for a text whose lemma tokens are already stored.
 */
export function wordPlaces(text: string): Array<{ start: number; end: number }> {
  return placesOf(text);
}

/** A citation's text for the lemma index: title and abstract. */
export const citationText = (title: string, abstract: string) => `${title}.\n${abstract}`;

/**
 * How many of lemmaTokens(citationText(title, abstract)) are the title's: its first ones. Pieces are cut at
 * white space and read each on its own, so the title's words are the same whatever abstract follows.
 */
export const titleTokenCount = (title: string) => lemmaTokens(`${title}.`).length;

/** A citation's tokens as stored (space-separated), how many, and how many of them are the title's. */
export function citationTokens(title: string, abstract: string) {
  const tokens = lemmaTokens(citationText(title, abstract));
  return { tokens: tokens.join(' '), tokenCount: tokens.length, titleTokenCount: titleTokenCount(title) };
}
