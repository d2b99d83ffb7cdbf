import { createHash } from 'node:crypto';
import { recordKind, type PublicationKind } from '../../../shared/publication-kind.ts';
import { keepFacts, type KeepFacts } from './clusters.ts';
import {
  authorNames,
  expandPages,
  firstPage,
  isGenericTitle,
  journalPlace,
  normalizeDoi,
  normalizeText,
  normalizeTitle,
  titleShape,
} from './normalize.ts';
import { TfidfBuilder, type TfidfVector } from './sparse-vector.ts';
import type { DedupRecord } from './types.ts';
import { contentWords, type TitleShape } from './title-compare.ts';
import { venueKeys } from './venue-aliases.ts';

/**
 * A record with everything the matcher compares worked out once. Its text is not kept (the abstract only
 * as a digest for exact matching): at 100,000 citations the text is most of the memory.
 */
export interface PreparedRecord {
  facts: KeepFacts;
  title: string;
  titleTokens: string[];
  /** The title's content words under their spelling keys (title-compare.ts). */
  titleKeys: string[];
  /** Where the title's parts begin and whether it may have been cut (title-compare.ts). */
  titleShape: TitleShape;
  titleVector: TfidfVector;
  abstractDigest: string;
  abstractVector: TfidfVector;
  doi: string;
  surnames: string[];
  /** Every word of the author list, given names too (normalize.ts authorNameWords). */
  nameWords: string[];
  year: number | null;
  journalTokens: string[];
  volume: string;
  issue: string;
  supplement: string;
  /** The record sits in a supplement ("Supplement 2", "Suppl", "2_suppl"), numbered or not. */
  inSupplement: boolean;
  page: string;
  pages: string;
  generic: boolean;
  /** One key for every name this project gives the record's venue (venue-aliases.ts). */
  venue: string;
  /** The kind of publication its type or a notice title gives (shared/publication-kind.ts); null: unknown. */
  kind: PublicationKind | null;
}

type OwnFields = Omit<
  PreparedRecord,
  'titleTokens' | 'titleKeys' | 'titleVector' | 'abstractDigest' | 'abstractVector' | 'generic' | 'venue'
>;

function ownFields(record: DedupRecord): OwnFields & { abstract: string } {
  return {
    facts: keepFacts(record),
    title: normalizeTitle(record.title),
    titleShape: titleShape(record.title),
    abstract: normalizeText(record.abstract ?? ''),
    doi: normalizeDoi(record.doi),
    ...authorNames(record.authors),
    year: record.year ?? null,
    journalTokens: normalizeText(record.journal ?? '')
      .split(' ')
      .filter(Boolean),
    ...journalPlace(record.volume, record.issue, record.pages),
    inSupplement: inSupplement(record),
    page: firstPage(record.pages),
    pages: expandPages(record.pages),
    kind: recordKind(record.publication_type, record.title),
  };
}

/**
 * "Supplement 2", "SUPPL. 1", "2_suppl", an issue "S3", or a volume "1)" left of "(Supplement 1)" by a
 * broken export: the record sits in a supplement.
 */
const inSupplement = (r: DedupRecord) =>
  /supp/i.test(`${r.issue ?? ''} ${r.volume ?? ''}`) ||
  /^\s*s\d/i.test(r.issue ?? '') ||
  /^[^(]*\)/.test(r.volume ?? '');

/**
 * Prepares records one at a time as they arrive. Each abstract is normalised, counted into the set's
 * TF-IDF and digested at once, then let go: only its term counts wait for the set's IDF. At 100,000
 * citations the normalised abstracts had been most of the duplicate search's memory.
 */
export class RecordPreparer {
  private records: Array<OwnFields & { abstractDigest: string }> = [];
  private readonly titles = new TfidfBuilder();
  private readonly abstracts = new TfidfBuilder();

  add(record: DedupRecord): void {
    const { abstract, ...fields } = ownFields(record);
    this.titles.add(fields.title);
    this.abstracts.add(abstract);
    // A few words ("No abstract available") are boilerplate many records share, not a fingerprint.
    const fingerprint = abstract.split(' ').length >= MIN_ABSTRACT_WORDS;
    this.records.push({
      ...fields,
      abstractDigest: fingerprint ? createHash('sha256').update(abstract).digest('base64') : '',
    });
  }

  /** Every record added, in order, with its vectors; the preparer is spent. */
  finish(): PreparedRecord[] {
    const titleVectors = this.titles.vectors();
    const abstractVectors = this.abstracts.vectors();
    const records = this.records;
    this.records = [];
    const recurring = recurringTitles(records);
    const venues = venueKeys(records);
    return records.map((r, i) => {
      const titleTokens = r.title ? r.title.split(' ') : [];
      return {
        ...r,
        titleTokens,
        titleKeys: contentWords(titleTokens),
        titleVector: titleVectors[i]!,
        abstractVector: abstractVectors[i]!,
        generic: isGenericTitle(r.title) || recurring.has(r.title),
        venue: venues[i]!,
      };
    });
  }
}

const MIN_ABSTRACT_WORDS = 15;

type Placed = Pick<OwnFields, 'title' | 'year' | 'volume' | 'issue' | 'page'>;

/**
 * Titles that this project holds for different publications: a column, a department, a workshop report
 * repeated in other issues ("Book Review Column", "Remarks from the Editor"). Whatever their length,
 * sharing such a title says nothing about being one publication. A title recurs when it stands on three
 * records or more (two are a pair, judged on their own) of which two differ in two of year, volume, issue
 * and first page or in years more than one apart (one paper mistyped is rarely wrong twice), or which
 * carry different years (an online-first year explains one copy off by a year, not a series). Copies placed
 * alike down to their first page count once.
 */
export function recurringTitles(records: Placed[]): Set<string> {
  const byTitle = new Map<string, Placed[]>();
  const recurring = new Set<string>();
  const differ = <T>(x: T, y: T) => (x !== null && x !== '' && y !== null && y !== '' && x !== y ? 1 : 0);
  const apart = (a: Placed, b: Placed) =>
    (a.year !== null && b.year !== null && Math.abs(a.year - b.year) > 1) ||
    differ(a.year, b.year) + differ(a.volume, b.volume) + differ(a.issue, b.issue) + differ(a.page, b.page) >= 2;
  for (const r of records) {
    if (!r.title || recurring.has(r.title)) continue;
    // Compared all with all: a later copy may be the one that disagrees with two earlier ones.
    const earlier = byTitle.get(r.title) ?? [];
    // A record placed exactly as an earlier one of its title, down to its first page, is that publication again (a
    // file imported twice, one record from two searches), not another issue of a series. Records without a page
    // cannot be told apart that way and each count.
    const same = (e: Placed) =>
      Boolean(r.page) && e.page === r.page && e.year === r.year && e.volume === r.volume && e.issue === r.issue;
    if (earlier.some(same)) continue;
    byTitle.set(r.title, [...earlier, r]);
    const years = new Set([...earlier, r].map((e) => e.year).filter((y) => y !== null));
    if (
      earlier.length >= 2 &&
      (years.size >= 2 || [...earlier, r].some((x, i, all) => all.slice(i + 1).some((y) => apart(x, y))))
    )
      recurring.add(r.title);
  }
  return recurring;
}

export function prepareRecords(records: DedupRecord[]): PreparedRecord[] {
  const preparer = new RecordPreparer();
  for (const record of records) preparer.add(record);
  return preparer.finish();
}
