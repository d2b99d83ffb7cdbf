import type { CitationBrief } from '../../../../../../shared/dedup.schema.ts';
import { publicationKind } from '../../../../../../shared/publication-kind.ts';

export type ComparedField =
  'title' | 'authors' | 'year' | 'journal' | 'volume' | 'issue' | 'pages' | 'doi' | 'publication_type' | 'abstract';

/** The rows of a pair's comparison, in the order a reference is read. */
export const COMPARED_FIELDS: ReadonlyArray<{ field: ComparedField; label: string }> = [
  { field: 'title', label: 'Title' },
  { field: 'authors', label: 'Authors' },
  { field: 'year', label: 'Year' },
  { field: 'journal', label: 'Journal' },
  { field: 'volume', label: 'Volume' },
  { field: 'issue', label: 'Issue' },
  { field: 'pages', label: 'Pages' },
  { field: 'doi', label: 'DOI' },
  { field: 'publication_type', label: 'Type' },
  { field: 'abstract', label: 'Abstract' },
];

export const fieldText = (citation: CitationBrief, field: ComparedField) => String(citation[field] ?? '').trim();

/** Letters and digits only, in lower case: case, accents, punctuation and spacing are how a record is written, not what it says. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** "1021-9" and "1021-1029" are the same pages. */
function pageRange(text: string): string {
  const match = /^\s*([a-z]*)(\d+)\s*[-–—]+\s*([a-z]*)(\d+)\s*$/i.exec(text);
  if (!match) return plain(text);
  const [, , first, , last] = match as unknown as [string, string, string, string, string];
  const end = last.length < first.length ? first.slice(0, first.length - last.length) + last : last;
  return `${Number(first)}-${Number(end)}`;
}

/** The names of an author list, initials left out. */
const names = (text: string) =>
  new Set(
    text
      .split(/[^\p{L}\p{N}'-]+/u)
      .map(plain)
      .filter((w) => w.length > 1 && w !== 'and'),
  );

/**
 * Two author lists agree when every name of the shorter is in the other: "Smith J; Jones A" and
 * "Smith, John and Jones, Anna" are one list written two ways.
 */
function sameAuthors(x: string, y: string): boolean {
  const [fewer, more] = [names(x), names(y)].sort((p, q) => p.size - q.size) as [Set<string>, Set<string>];
  return fewer.size > 0 && [...fewer].every((name) => more.has(name));
}

const JOURNAL_STOP_WORDS = new Set(['of', 'the', 'and', 'for', 'in', 'on', '&']);
const journalWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((w) => w && !JOURNAL_STOP_WORDS.has(w));

/** "J Am Geriatr Soc" abbreviates "Journal of the American Geriatrics Society": each word starts the word it stands for. */
function sameJournal(x: string, y: string): boolean {
  const [a, b] = [journalWords(x), journalWords(y)];
  return a.length === b.length && a.every((word, i) => word.startsWith(b[i]!) || b[i]!.startsWith(word));
}

const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i;

const comparable: Record<ComparedField, (text: string) => string> = {
  title: plain,
  abstract: plain,
  authors: plain,
  year: plain,
  journal: plain,
  volume: plain,
  issue: plain,
  pages: pageRange,
  doi: (text) => text.replace(DOI_PREFIX, '').toLowerCase(),
  // "Journal Article" and "Article" name one kind; "Letter" beside either is another publication.
  publication_type: (text) => publicationKind(text) ?? '',
};

/**
 * How a field of a pair compares: `same` (perhaps written differently), `differs`, `one-side` (only one
 * record has it) or `empty` (neither has it). Only `differs` and `one-side` are marked on the page.
 */
export function compareField(
  a: CitationBrief,
  b: CitationBrief,
  field: ComparedField,
): 'same' | 'differs' | 'one-side' | 'empty' {
  const [x, y] = [fieldText(a, field), fieldText(b, field)];
  if (!x && !y) return 'empty';
  if (!x || !y) return 'one-side';
  const same =
    field === 'authors'
      ? sameAuthors(x, y)
      : field === 'journal'
        ? sameJournal(x, y)
        : comparable[field](x) === comparable[field](y);
  return same ? 'same' : 'differs';
}
