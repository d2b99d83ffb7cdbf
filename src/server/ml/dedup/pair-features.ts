import { NOTICE_KINDS, type PublicationKind } from '../../../shared/publication-kind.ts';
import { articleDoi, isPreprintDoi } from './normalize.ts';
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
  /** Another DOI, or none known to differ: null where either lacks one or one names a part of the other's article. */
  doi: boolean | null;
  /** The DOIs differ and one is a preprint server's: a preprint and its journal version carry two DOIs. */
  preprint: boolean;
  titleWords: number;
  /**
   * Two kinds of publication, one of them a notice about another publication ("erratum / article", "comment /
   * unknown"): an erratum, a reply or a retraction notice often carries the article's title, authors and year.
   * Null where both are one kind or neither is a notice.
   */
  kinds: string | null;
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

/**
 * The same DOI, another DOI, or null: one record lacks a DOI, or carries the DOI of a part of the other's
 * article (PLOS's "….s001" supplementary file), which says nothing either way.
 */
function compareDois(a: string, b: string): boolean | null {
  if (!a || !b) return null;
  if (a === b) return true;
  return articleDoi(a) === articleDoi(b) ? null : false;
}

type Placed = Pick<PreparedRecord, 'issue' | 'inSupplement'>;

/**
 * One record in a supplement of a volume with no issue number ("41 (Supplement 2)", where congress
 * abstracts appear) and the other in a numbered issue that is no supplement ("41 (30)"): two places,
 * unless one DOI says otherwise.
 */
const supplementAndIssue = (a: Placed, b: Placed) =>
  [a, b].some((x) => x.inSupplement && !x.issue) && [a, b].some((x) => !x.inSupplement && x.issue !== '');

/**
 * The names to compare: the family names, unless they disagree while nearly every word of the two lists
 * agrees, given names too ("Wu, Ching-yi" written "Ching-yi, Wu" by a source that swapped the order). Two
 * teams that only share given names ("Miller, John" / "Lopez, John") share half the words at most.
 */
function namesToCompare(a: PreparedRecord, b: PreparedRecord): [string[], string[]] {
  if (!a.surnames.length || !b.surnames.length || overlap(a.surnames, b.surnames) >= 0.5)
    return [a.surnames, b.surnames];
  return overlap(a.nameWords, b.nameWords) >= 0.8 ? [a.nameWords, b.nameWords] : [a.surnames, b.surnames];
}

/** "erratum / article" where one of two different kinds is a notice (a record without a kind: "unknown"). */
function noticeBeside(a: PublicationKind | null, b: PublicationKind | null): string | null {
  if (a === b || !(isNotice(a) || isNotice(b))) return null;
  return `${a ?? 'unknown'} / ${b ?? 'unknown'}`;
}

const isNotice = (kind: PublicationKind | null) => kind !== null && NOTICE_KINDS.has(kind);

export function pairFeatures(a: PreparedRecord, b: PreparedRecord): PairFeatures {
  const [namesA, namesB] = namesToCompare(a, b);
  const titles = compareTitleWords(
    a.title,
    a.titleTokens,
    a.titleKeys,
    a.titleShape,
    b.title,
    b.titleTokens,
    b.titleKeys,
    b.titleShape,
  );
  return {
    titleRelation: titles.relation,
    titleDifference: titles.words,
    firstAuthor: namesA.length && namesB.length ? sharesFirstAuthor(namesA, namesB) : null,
    title: cosine(a.titleVector, b.titleVector),
    titleExact: a.title === b.title,
    titlePrefix: isPrefixTitle(a.title, b.title),
    abstract:
      a.abstractVector.idx.length && b.abstractVector.idx.length ? cosine(a.abstractVector, b.abstractVector) : null,
    authors: namesA.length && namesB.length ? overlap(namesA, namesB) : null,
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
    issue: both(a.issue, b.issue, '')
      ? a.issue === b.issue
      : supplementAndIssue(a, b) && !(a.doi && a.doi === b.doi)
        ? false
        : null,
    // End pages are mistyped often ("605-615" / "605-617"); the first page is what tells articles apart.
    pages: both(a.page, b.page, '') ? a.page === b.page : null,
    doi: compareDois(a.doi, b.doi),
    preprint: a.doi !== b.doi && (isPreprintDoi(a.doi) || isPreprintDoi(b.doi)),
    titleWords: Math.min(a.titleTokens.length, b.titleTokens.length),
    kinds: noticeBeside(a.kind, b.kind),
  };
}
