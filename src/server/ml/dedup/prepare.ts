import { createHash } from 'node:crypto';
import { keepFacts, type KeepFacts } from './clusters.ts';
import { authorSurnames, expandPages, firstPage, isGenericTitle, normalizeDoi, normalizeText, normalizeTitle, normalizeVolume } from './normalize.ts';
import { TfidfBuilder, type TfidfVector } from './sparse-vector.ts';
import type { DedupRecord } from './types.ts';

/**
 * A record with everything the matcher compares worked out once. Its text is not kept (the abstract only
 * as a digest for exact matching): at 100,000 citations the text is most of the memory.
 */
export interface PreparedRecord {
  facts: KeepFacts;
  title: string;
  titleTokens: string[];
  titleVector: TfidfVector;
  abstractDigest: string;
  abstractVector: TfidfVector;
  doi: string;
  surnames: string[];
  year: number | null;
  journalTokens: string[];
  volume: string;
  issue: string;
  page: string;
  pages: string;
  generic: boolean;
}

type OwnFields = Omit<PreparedRecord, 'titleTokens' | 'titleVector' | 'abstractDigest' | 'abstractVector' | 'generic'>;

function ownFields(record: DedupRecord): OwnFields & { abstract: string } {
  return {
    facts: keepFacts(record),
    title: normalizeTitle(record.title),
    abstract: normalizeText(record.abstract ?? ''),
    doi: normalizeDoi(record.doi),
    surnames: authorSurnames(record.authors),
    year: record.year ?? null,
    journalTokens: normalizeText(record.journal ?? '').split(' ').filter(Boolean),
    volume: normalizeVolume(record.volume),
    issue: normalizeVolume(record.issue),
    page: firstPage(record.pages),
    pages: expandPages(record.pages),
  };
}

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
    this.records.push({ ...fields, abstractDigest: abstract ? createHash('sha256').update(abstract).digest('base64') : '' });
  }

  /** Every record added, in order, with its vectors; the preparer is spent. */
  finish(): PreparedRecord[] {
    const titleVectors = this.titles.vectors();
    const abstractVectors = this.abstracts.vectors();
    const records = this.records;
    this.records = [];
    return records.map((r, i) => ({
      ...r,
      titleTokens: r.title ? r.title.split(' ') : [],
      titleVector: titleVectors[i]!,
      abstractVector: abstractVectors[i]!,
      generic: isGenericTitle(r.title),
    }));
  }
}

export function prepareRecords(records: DedupRecord[]): PreparedRecord[] {
  const preparer = new RecordPreparer();
  for (const record of records) preparer.add(record);
  return preparer.finish();
}
