import type { PreparedRecord } from './prepare.ts';
import { cosine } from './sparse-vector.ts';

/** What is known about a pair; null where one side lacks the field. */
export interface PairFeatures {
  title: number;
  titleExact: boolean;
  /** The shorter title (four words or more) is the start of the longer one: a subtitle or a note was added. */
  titlePrefix: boolean;
  abstract: number | null;
  authors: number | null;
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

/** Journal names abbreviate ("Curr Opin Lipidol" / "Current opinion in lipidology"): a word matches its prefix. */
function journalSimilarity(a: string[], b: string[]): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const matched = short.filter((w) => long.some((v) => v.startsWith(w) || w.startsWith(v))).length;
  return matched / short.length;
}

function isPrefixTitle(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.split(' ').length >= 4 && long.startsWith(short);
}

export function pairFeatures(a: PreparedRecord, b: PreparedRecord): PairFeatures {
  return {
    title: cosine(a.titleVector, b.titleVector),
    titleExact: a.title === b.title,
    titlePrefix: isPrefixTitle(a.title, b.title),
    abstract: a.abstractVector.idx.length && b.abstractVector.idx.length ? cosine(a.abstractVector, b.abstractVector) : null,
    authors: a.surnames.length && b.surnames.length ? overlap(a.surnames, b.surnames) : null,
    yearDiff: a.year !== null && b.year !== null ? Math.abs(a.year - b.year) : null,
    journal: a.journalTokens.length && b.journalTokens.length ? journalSimilarity(a.journalTokens, b.journalTokens) : null,
    volume: both(a.volume, b.volume, '') ? a.volume === b.volume : null,
    issue: both(a.issue, b.issue, '') ? a.issue === b.issue : null,
    // End pages are mistyped often ("605-615" / "605-617"); the first page is what tells articles apart.
    pages: both(a.page, b.page, '') ? a.page === b.page : null,
    doi: both(a.doi, b.doi, '') ? a.doi === b.doi : null,
    titleWords: Math.min(a.titleTokens.length, b.titleTokens.length),
  };
}
