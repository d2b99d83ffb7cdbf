import type { PreparedRecord } from './prepare.ts';
import { cosine } from './sparse-vector.ts';
import { compareTitleWords, type TitleRelation } from './title-compare.ts';

/** What is known about a pair; null where one side lacks the field. */
export interface PairFeatures {
  title: number;
  titleExact: boolean;
  /** The shorter title (four words or more) is the start of the longer one: a subtitle or a note was added. */
  titlePrefix: boolean;
  /** Word by word: the same title, one cut short, or a word that tells them apart. */
  titleRelation: TitleRelation;
  /** The words that tell the titles apart, for the reason shown to a person. */
  titleDifference: string[];
  abstract: number | null;
  authors: number | null;
  /** The first author of one list is among the first names of the other (any name order). */
  firstAuthor: boolean | null;
  yearDiff: number | null;
  journal: number | null;
  volume: boolean | null;
  issue: boolean | null;
  pages: boolean | null;
  doi: boolean | null;
  titleWords: number;
}

const both = <T>(a: T, b: T, empty: T) => a !== empty && b !== empty;

function overlap(a: string[], b: string[]): number {
  const set = new Set(a);
  const shared = b.filter((w) => set.has(w)).length;
  return shared / Math.min(a.length, b.length);
}

const VENUE_FILLER = new Set(['of', 'on', 'the', 'and', 'in', 'for', 'acm', 'ieee', 'proceedings', 'proc']);
// Words an acronym may leave out: "ICDE" for "2015 IEEE 31st International Conference on Data Engineering".
const SKIPPABLE = new Set(['international', 'conference', 'annual', 'symposium', 'workshop', 'joint']);
const skippable = (w: string) => SKIPPABLE.has(w) || /^\d/.test(w);

/**
 * "VLDB" / "Very Large Data Bases", "AMCIS" / "Americas Conference on Information Systems": one word made
 * of the starts of the other name's words, in order, every word used but ordinals, years and the words
 * every meeting has ("International Conference").
 */
function isAcronym(word: string, name: string[]): boolean {
  const words = name.filter((w) => !VENUE_FILLER.has(w));
  const fits = (at: number, next: number): boolean => {
    if (next === words.length) return at === word.length;
    const w = words[next]!;
    if (skippable(w) && fits(at, next + 1)) return true;
    for (let take = 1; take <= 2 && at + take <= word.length; take++)
      if (w.startsWith(word.slice(at, at + take)) && fits(at + take, next + 1)) return true;
    return false;
  };
  return word.length >= 3 && fits(0, 0);
}

/**
 * Venue names abbreviate ("Curr Opin Lipidol" / "Current opinion in lipidology", "VLDB" / "Very Large Data
 * Bases", "SIGMOD Record" / "ACM SIGMOD Record"): a word matches its prefix, an acronym its name's initials.
 */
function journalSimilarity(a: string[], b: string[]): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const named = short.filter((w) => !/^\d+$/.test(w) && !VENUE_FILLER.has(w));
  if (named.length === 1 && isAcronym(named[0]!, long)) return 1;
  const matched = short.filter((w) => long.some((v) => v.startsWith(w) || w.startsWith(v))).length;
  return matched / short.length;
}

function isPrefixTitle(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.split(' ').length >= 4 && long.startsWith(short);
}

/** One of the first two names of either list among the first three of the other: "Wu, C. Y." / "Ching-yi, Wu". */
const sharesFirstAuthor = (a: string[], b: string[]) =>
  a.slice(0, 2).some((n) => b.slice(0, 3).includes(n)) || b.slice(0, 2).some((n) => a.slice(0, 3).includes(n));

export function pairFeatures(a: PreparedRecord, b: PreparedRecord): PairFeatures {
  const titles = compareTitleWords(a.title, a.titleTokens, a.titleKeys, b.title, b.titleTokens, b.titleKeys);
  return {
    titleRelation: titles.relation,
    titleDifference: titles.words,
    firstAuthor: a.surnames.length && b.surnames.length ? sharesFirstAuthor(a.surnames, b.surnames) : null,
    title: cosine(a.titleVector, b.titleVector),
    titleExact: a.title === b.title,
    titlePrefix: isPrefixTitle(a.title, b.title),
    abstract:
      a.abstractVector.idx.length && b.abstractVector.idx.length ? cosine(a.abstractVector, b.abstractVector) : null,
    authors: a.surnames.length && b.surnames.length ? overlap(a.surnames, b.surnames) : null,
    yearDiff: a.year !== null && b.year !== null ? Math.abs(a.year - b.year) : null,
    journal:
      a.journalTokens.length && b.journalTokens.length
        ? a.venue === b.venue
          ? 1
          : journalSimilarity(a.journalTokens, b.journalTokens)
        : null,
    // A volume that is the other record's supplement number was filed in the wrong field: unknown, not different.
    volume:
      both(a.volume, b.volume, '') && a.volume !== b.supplement && b.volume !== a.supplement
        ? a.volume === b.volume
        : null,
    issue: both(a.issue, b.issue, '') ? a.issue === b.issue : null,
    // End pages are mistyped often ("605-615" / "605-617"); the first page is what tells articles apart.
    pages: both(a.page, b.page, '') ? a.page === b.page : null,
    doi: both(a.doi, b.doi, '') ? a.doi === b.doi : null,
    titleWords: Math.min(a.titleTokens.length, b.titleTokens.length),
  };
}
