import { keywordLemma } from './keyword-match.ts';
import { citationText, lemmaSpans } from './lemmatize.ts';

export type MarkKind = 'include' | 'exclude';
/** Characters [start, end) of a text holding an include or an exclude keyword. */
export type KeywordMark = [start: number, end: number, kind: MarkKind];

export interface MarkedCitation {
  title: KeywordMark[];
  abstract: KeywordMark[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * PostgreSQL's \m…\M (wholeWordPattern) in JavaScript: the lemma with no letter, digit or underscore
 * touching it, searched in the same token string the filter searches.
 */
const wholeWord = (lemma: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${escape(lemma)}(?![\\p{L}\\p{N}_])`, 'gu');

/** The last index whose value is at most `at` (values ascending). */
function lastAtMost(values: number[], at: number): number {
  let [low, high] = [0, values.length - 1];
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (values[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Keeps the first of overlapping marks, longer ones first where two start together. */
function withoutOverlaps(marks: KeywordMark[]): KeywordMark[] {
  const sorted = [...marks].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const kept: KeywordMark[] = [];
  for (const mark of sorted) if (kept.length === 0 || mark[0] >= kept[kept.length - 1]![1]) kept.push(mark);
  return kept;
}

/**
 * Where a citation's title and abstract hold the keywords, found by the filter's own rule: the keyword's
 * lemma as whole words in the citation's lemma tokens (so "rat" never marks "rates", and "randomized"
 * marks "randomised"), each match then mapped back to the words it was read from.
 */
export function keywordMarks(
  title: string,
  abstract: string,
  keywords: { include: string[]; exclude: string[] },
): MarkedCitation {
  const spans = lemmaSpans(citationText(title, abstract));
  const starts: number[] = [];
  let tokens = '';
  for (const span of spans) {
    if (tokens) tokens += ' ';
    starts.push(tokens.length);
    tokens += span.lemma;
  }
  const marks: KeywordMark[] = [];
  const find = (words: string[], kind: MarkKind) => {
    for (const word of words) {
      for (const match of tokens.matchAll(wholeWord(keywordLemma(word)))) {
        const first = spans[lastAtMost(starts, match.index)]!;
        const last = spans[lastAtMost(starts, match.index + match[0].length - 1)]!;
        marks.push([first.start, last.end, kind]);
      }
    }
  };
  if (spans.length > 0) {
    find(keywords.include, 'include');
    find(keywords.exclude, 'exclude');
  }
  // The abstract starts after the title and the ".\n" citationText puts between them.
  const abstractAt = title.length + 2;
  const inTitle = (m: KeywordMark): KeywordMark[] =>
    m[0] < title.length ? [[m[0], Math.min(m[1], title.length), m[2]]] : [];
  const inAbstract = (m: KeywordMark): KeywordMark[] =>
    m[1] > abstractAt ? [[Math.max(m[0], abstractAt) - abstractAt, m[1] - abstractAt, m[2]]] : [];
  const kept = withoutOverlaps(marks);
  return { title: kept.flatMap(inTitle), abstract: kept.flatMap(inAbstract) };
}
