/**
 * How two normalised titles differ, word by word, in the terms a reader would judge them: the same
 * title written another way (spelling, hyphens, a typo, stop words), one title cut short or without its
 * subtitle, or a word that changes what the paper is ("adult" / "paediatric", "resistant" / "sensitive",
 * "part 1" / "part 2", "Erratum: …"). Only the first two can be one publication without a person looking.
 */
export type TitleRelation = 'same' | 'shortened' | 'differs';

/** What a title's punctuation says: where its parts begin, and whether a database may have cut it. */
export interface TitleShape {
  /** Indexes into the title's content words where a part begins (after a colon, a full stop, a bracket …). */
  breaks: number[];
  /** The title ends in an ellipsis or is as long as a database's field limit. */
  mayBeCut: boolean;
}

export interface TitleComparison {
  relation: TitleRelation;
  /** The words that tell the titles apart (empty unless `differs`). */
  words: string[];
}

const STOP_WORDS = new Set(
  'a an the of in on for and or to with by at from as is are was were be its their into via vs versus than'.split(' '),
);

// Words that make a record another kind of publication about the same paper.
const PUBLICATION_TYPES = new Set(
  'erratum errata correction corrigendum retraction retracted reply response comment commentary letter editorial abstract abstracts protocol withdrawn addendum'.split(
    ' ',
  ),
);

const GREEK: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  σ: 'sigma',
  τ: 'tau',
  ω: 'omega',
};
const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  first: '1',
  second: '2',
  third: '3',
};
const ROMAN: Record<string, string> = {
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  x: '10',
};

/**
 * One key for British and US spellings of a word ("randomised"/"randomized", "paediatric"/"pediatric",
 * "behaviour"/"behavior", "centre"/"center", "analyse"/"analyze", "modelling"/"modeling").
 */
export function spellingKey(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    if (keys.size >= MAX_REMEMBERED) keys.clear();
    keys.set(word, (key = computeSpellingKey(word)));
  }
  return key;
}

// Titles repeat their words: each word's key is worked out once (a project has a few hundred thousand words).
const keys = new Map<string, string>();
const MAX_REMEMBERED = 500_000;

function computeSpellingKey(word: string): string {
  const greek = GREEK[word];
  if (greek) return greek;
  const number = NUMBER_WORDS[word] ?? ROMAN[word];
  if (number) return number;
  if (word.length < 5) return word;
  return word
    .replace(/ae|oe/g, 'e')
    .replace(/our(s?)$/, 'or$1')
    .replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')
    .replace(/ys(e|ed|es|ing)$/, 'yz$1')
    .replace(/tre(s?)$/, 'ter$1')
    .replace(/ll(ed|ing|er|ers)$/, 'l$1')
    .replace(/ogue(s?)$/, 'og$1')
    .replace(/mme(s?)$/, 'm$1');
}

const isNumber = (w: string) => /^\d/.test(w);

/**
 * A word that names which one of a series: a number ("part 2") or a single letter ("hepatitis B",
 * "haemophilia B", "type B"). One that directly continues the shorter title makes another paper, not a
 * subtitle: "… hepatitis A" ends in a stop word, so the A is gone and "… hepatitis B" reads as one word
 * more. (A letter further on is often a word of another language: "… <ORIGINAL> … transvenosa y".)
 */
const isLabel = (w: string) => isNumber(w) || w.length === 1;

/**
 * A typing slip, not another word: two neighbouring letters swapped ("randomzied") or a letter doubled
 * or not ("indweling", "fibrossis"). Nothing looser: in medicine one or two letters make another word
 * ("hypotension" / "hypertension", "prednisone" / "prednisolone", "ileum" / "ilium").
 */
function isSlip(a: string, b: string): boolean {
  if (isNumber(a) || isNumber(b) || Math.min(a.length, b.length) < 5) return false;
  if (a.length === b.length) {
    const at = [...a].findIndex((c, i) => c !== b[i]);
    return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  const at = [...short].findIndex((c, i) => c !== long[i]);
  const extra = at < 0 ? short.length : at;
  return long[extra] === long[extra - 1] && long.slice(0, extra) + long.slice(extra + 1) === short;
}

/** "fran ais" / "francais": a character an export could not write became a space. */
const lostCharacter = (word: string, left: string, right: string) =>
  word.length === left.length + right.length + 1 &&
  word.startsWith(left) &&
  word.endsWith(right) &&
  left.length >= 2 &&
  right.length >= 2;

/** A title cut off inside its last word ("… in cancer pat"): that stub is the start of the other title's word. */
function dropCutWord(onlyA: Set<string>, onlyB: Set<string>, wordsA: string[], wordsB: string[]): boolean {
  for (const [words, own, other] of [
    [wordsA, onlyA, onlyB],
    [wordsB, onlyB, onlyA],
  ] as const) {
    const last = words.at(-1);
    if (last === undefined || !own.has(last) || last.length < 3) continue;
    const whole = [...other].find((w) => w.length > last.length && w.startsWith(last));
    if (whole === undefined) continue;
    own.delete(last);
    other.delete(whole);
    return true;
  }
  return false;
}

/**
 * Removes from `extra` the words that the other title writes as two adjacent words ("multicentre" /
 * "multi centre", "111in" / "111 in", "francais" / "fran ais" where an export lost the "ç").
 */
function dropJoined(extra: Set<string>, otherExtra: Set<string>, other: string[]): void {
  for (let i = 0; i + 1 < other.length; i++) {
    const joined = other[i]! + other[i + 1]!;
    const match = extra.has(joined) ? joined : [...extra].find((w) => lostCharacter(w, other[i]!, other[i + 1]!));
    if (match === undefined) continue;
    extra.delete(match);
    otherExtra.delete(spellingKey(other[i]!));
    otherExtra.delete(spellingKey(other[i + 1]!));
  }
}

const MAX_REWORDED = 12;

/** A title's words that carry its meaning, each under its spelling key. */
export const contentWords = (words: string[]) => words.filter((w) => w && !STOP_WORDS.has(w)).map(spellingKey);

/** Compares two titles already normalised (lower case, words separated by single spaces), with their shapes. */
export function compareTitles(a: string, b: string, shapeA: TitleShape, shapeB: TitleShape): TitleComparison {
  const allA = a.split(' ');
  const allB = b.split(' ');
  return compareTitleWords(a, allA, contentWords(allA), shapeA, b, allB, contentWords(allB), shapeB);
}

/** compareTitles on words split and keyed once per record (a duplicate search compares each record often). */
export function compareTitleWords(
  a: string,
  allA: string[],
  wordsA: string[],
  shapeA: TitleShape,
  b: string,
  allB: string[],
  wordsB: string[],
  shapeB: TitleShape,
): TitleComparison {
  if (a === b || wordsA.join('') === wordsB.join('')) return { relation: 'same', words: [] };
  const setA = new Set(wordsA);
  const setB = new Set(wordsB);
  const onlyA = new Set(wordsA.filter((w) => !setB.has(w)));
  const onlyB = new Set(wordsB.filter((w) => !setA.has(w)));
  if (onlyA.size === 0 && onlyB.size === 0 && wordsA.length === wordsB.length) {
    const moved = reordered(wordsA, wordsB);
    if (moved.length > 0) return { relation: 'differs', words: moved };
  }
  // More words than slips and joins could explain: other titles, not one title written differently.
  if (onlyA.size + onlyB.size > MAX_REWORDED) return { relation: 'differs', words: [...onlyA, ...onlyB] };
  dropJoined(onlyA, onlyB, allB);
  dropJoined(onlyB, onlyA, allA);
  const cutInsideWord = dropCutWord(onlyA, onlyB, wordsA, wordsB);
  for (const x of [...onlyA]) {
    const slip = [...onlyB].find((y) => isSlip(x, y));
    if (slip !== undefined) {
      onlyA.delete(x);
      onlyB.delete(slip);
    }
  }
  if (onlyA.size === 0 && onlyB.size === 0) return { relation: 'same', words: [] };
  if (onlyA.size > 0 && onlyB.size > 0) return { relation: 'differs', words: [...onlyA, ...onlyB] };
  const [shorter, longer, extra, shortShape, longShape] =
    onlyA.size > 0 ? [wordsB, wordsA, onlyA, shapeB, shapeA] : [wordsA, wordsB, onlyB, shapeA, shapeB];
  return isCutShort(shorter, longer, extra, cutInsideWord, shortShape.mayBeCut, longShape.breaks)
    ? { relation: 'shortened', words: [] }
    : { relation: 'differs', words: [...extra] };
}

/**
 * The words two titles made of the same words, as many of each, put in another order ("conversion from
 * tacrolimus to sirolimus" / "from sirolimus to tacrolimus"): the order carries the meaning (what is
 * replaced by what, who infects whom), and no database reorders a title's words. Empty when the order is
 * the same.
 */
function reordered(wordsA: string[], wordsB: string[]): string[] {
  const orderA = [...new Set(wordsA)];
  const orderB = [...new Set(wordsB)];
  return orderA.filter((w, i) => w !== orderB[i]);
}

/**
 * The longer title only adds words after everything the shorter one says (a subtitle, or a title a
 * database cut off), and those words are neither a number ("part 2") nor a kind of publication, unless
 * the shorter title stops inside a word: then a field limit cut it, and what follows is simply lost.
 * The added words must begin a part of the longer title (after a colon, a full stop, a bracket), or the
 * shorter title must look cut (an ellipsis, a field limit's length): a whole title that another merely
 * continues ("… in adults" / "… in adults and adolescents", "… after kidney transplant" / "… after kidney
 * transplantation in children") is another paper's.
 */
function isCutShort(
  shorter: string[],
  longer: string[],
  extra: Set<string>,
  cutInsideWord: boolean,
  shorterMayBeCut: boolean,
  longerBreaks: number[],
): boolean {
  if (shorter.length < 4) return false;
  // Every word of the shorter title that the longer one has comes before the first added word.
  const firstExtra = longer.findIndex((w) => extra.has(w));
  if (!cutInsideWord) {
    for (const w of extra) if (isNumber(w) || PUBLICATION_TYPES.has(w)) return false;
    if (isLabel(longer[firstExtra]!)) return false;
  }
  const before = new Set(longer.slice(0, firstExtra));
  const inLonger = new Set(longer);
  if (!shorter.every((w) => !inLonger.has(w) || before.has(w))) return false;
  if (shorterMayBeCut) return true;
  // The added part begins after the last word the titles share (a word cut inside counts as added).
  const inShorter = new Set(shorter);
  let lastShared = firstExtra - 1;
  while (lastShared >= 0 && !inShorter.has(longer[lastShared]!)) lastShared--;
  return longerBreaks.some((at) => at > lastShared && at <= firstExtra);
}
