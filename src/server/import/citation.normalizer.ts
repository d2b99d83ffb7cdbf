import { CITATION_TEXT_LIMITS } from '../../shared/project.schema.ts';
import { importMessages } from './import.messages.ts';
import { OPTIONAL_TEXT_FIELDS, type CitationInput, type RecordPlace, type SkippedRecord } from './types.ts';

/** A record's fields as text, exactly as a reader found them; the year is still text here. */
export type RawCitation = { [K in keyof CitationInput]?: string };

/** A raw record, its 1-based position in the file and where a person finds it, used when it has to be reported. */
export interface NumberedRecord {
  row: number;
  fields: RawCitation;
  place?: RecordPlace;
}

export interface CitationCollection {
  citations: CitationInput[];
  skipped: SkippedRecord[];
}

/**
 * Pages from a record's first and last page: "start-end" (a start that is already a range stays as it is), else
 * the one given, else the article number of an article without pages (Scopus "Art. No.", Web of Science AR).
 */
export function pageRange(start?: string, end?: string, article?: string): string | undefined {
  if (start !== undefined && end !== undefined && !start.includes('-')) return `${start}-${end}`;
  return start ?? end ?? article;
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The first four-digit number, so "2019///", "2019 Mar 4" and "2019-03-04" all give 2019. */
function parseYear(text: string | undefined): number | undefined {
  const match = text?.match(/(?<!\d)\d{4}(?!\d)/);
  return match ? Number(match[0]) : undefined;
}

/** What Scopus writes in place of an abstract a record does not have. */
const NO_ABSTRACT = /^\[no abstract available\]$/i;

/**
 * Paragraph breaks stay; Windows and old-Mac line endings (EndNote writes a bare CR) become "\n". Scopus's
 * "[No abstract available]" becomes an empty abstract, as an empty cell would.
 */
function tidyAbstract(text: string | undefined): string {
  const abstract = (text ?? '').replace(/\r\n?/g, '\n').trim();
  return NO_ABSTRACT.test(abstract) ? '' : abstract;
}

/**
 * A DOI written as a resolver link ("https://doi.org/10...", Ovid's and ProQuest's "https://dx.doi.org/10...",
 * Mendeley's BibTeX) or with a "doi:" prefix, as the DOI itself: the app links it as https://doi.org/{doi}.
 */
const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)(?=10\.)/i;

function tidyDoi(doi: string): string {
  if (!DOI_PREFIX.test(doi)) return doi;
  const bare = doi.replace(DOI_PREFIX, '');
  try {
    return /^https?:/i.test(doi) ? decodeURIComponent(bare) : bare;
  } catch {
    return bare;
  }
}

/** Cochrane writes page ranges with U+2010 (‐), ACM's BibTeX with an en dash (–): "123‐130" becomes "123-130". */
const PAGE_DASH = /\s*[\u2010-\u2015\u2212]\s*/g;

/** Scopus's "Author full names" follow each name with its Scopus author id: "Smith, John (57200000001)". */
const SCOPUS_AUTHOR_ID = /\s*\(\d{8,12}\)(?=\s*(?:;|$))/g;

/** One name of Scopus's "Authors" list as it wrote them before 2023: a surname, then initials ("Smith J.", "Le J.-P."). */
const SURNAME_INITIALS = /^\S.* (?:\p{Lu}\.-?)+$/u;

/**
 * Authors as one "; "-separated list, as every tagged format gives them: Scopus's "Authors" column wrote
 * "Smith J., Lee K., Okafor C." (the names told apart only by the comma after an initial's full stop), and its
 * "Author full names" carry author ids; Scopus's "[No author name available]" is no author.
 */
function tidyAuthors(authors: string): string {
  if (/^\[no author name available\]$/i.test(authors)) return '';
  const bare = authors.replace(SCOPUS_AUTHOR_ID, '');
  if (bare.includes(';')) return bare;
  const names = bare.split(/(?<=\.),\s+/);
  return names.length > 1 && names.every((name) => SURNAME_INITIALS.test(name)) ? names.join('; ') : bare;
}

/** Each field's own tidying after its whitespace is collapsed. */
const TIDY: Partial<Record<(typeof OPTIONAL_TEXT_FIELDS)[number], (value: string) => string>> = {
  authors: tidyAuthors,
  doi: tidyDoi,
  pages: (pages) => pages.replace(PAGE_DASH, '-'),
};

/** Text past its field's limit (CITATION_TEXT_LIMITS) cut to it, ending in "…". */
function withinLimit(name: string, text: string): string {
  const limit = (CITATION_TEXT_LIMITS as Record<string, number>)[name];
  return limit === undefined || text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

function toCitation(fields: RawCitation, title: string): CitationInput {
  const citation: CitationInput = {
    title: withinLimit('title', title),
    abstract: withinLimit('abstract', tidyAbstract(fields.abstract)),
  };
  for (const name of OPTIONAL_TEXT_FIELDS) {
    const text = fields[name] === undefined ? '' : collapseWhitespace(fields[name]);
    const value = text === '' ? '' : withinLimit(name, TIDY[name]?.(text) ?? text);
    if (value !== '') citation[name] = value;
  }
  const year = parseYear(fields.year);
  if (year !== undefined) citation.year = year;
  return citation;
}

/** Adds one record in file order; a record without a title is reported rather than silently dropped. */
export function collectCitation(collection: CitationCollection, { row, fields, place }: NumberedRecord): void {
  const title = collapseWhitespace(fields.title ?? '');
  if (title === '') collection.skipped.push({ row, reason: importMessages.missingTitle, ...place });
  else collection.citations.push(toCitation(fields, title));
}

export function collectCitations(records: Iterable<NumberedRecord>): CitationCollection {
  const collection: CitationCollection = { citations: [], skipped: [] };
  for (const record of records) collectCitation(collection, record);
  return collection;
}

/**
 * Numbers records of formats that have no rows, such as RIS or BibTeX, from 1 in file order; `lines`, when
 * the reader knows them, are the lines the records start on.
 */
export function numberRecords(records: RawCitation[], lines?: number[]): NumberedRecord[] {
  return records.map((fields, i) => {
    const line = lines?.[i];
    return { row: i + 1, fields, ...(line === undefined ? {} : { place: { line } }) };
  });
}
