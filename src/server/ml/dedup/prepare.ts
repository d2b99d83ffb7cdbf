import { createHash } from 'node:crypto';
import { keepFacts, type KeepFacts } from './clusters.ts';
import { authorSurnames, expandPages, firstPage, isGenericTitle, normalizeDoi, normalizeText, normalizeTitle, normalizeVolume } from './normalize.ts';
import { EMPTY_VECTOR, tfidfVectors, type SparseVector } from './sparse-vector.ts';
import type { DedupRecord } from './types.ts';

/**
 * A record with everything the matcher compares worked out once. Its text is not kept (the abstract only
 * as a digest for exact matching): at 100,000 citations the text is most of the memory.
 */
export interface PreparedRecord {
  facts: KeepFacts;
  title: string;
  titleTokens: string[];
  titleVector: SparseVector;
  abstractDigest: string;
  abstractVector: SparseVector;
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

/** One record's own fields worked out (the text normalised), before the set's TF-IDF: all it is kept as. */
export type NormalizedRecord = Omit<PreparedRecord, 'titleTokens' | 'titleVector' | 'abstractDigest' | 'abstractVector' | 'generic'> & { abstract: string };

export function normalizeRecord(record: DedupRecord): NormalizedRecord {
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

/** The set's TF-IDF vectors over normalised records; their abstracts are kept only as vectors and a digest. */
export function prepareNormalized(records: NormalizedRecord[]): PreparedRecord[] {
  const titleVectors = tfidfVectors(records.map((r) => r.title));
  const abstractVectors = tfidfVectors(records.map((r) => r.abstract));
  return records.map(({ abstract, ...r }, i) => ({
    ...r,
    titleTokens: r.title ? r.title.split(' ') : [],
    titleVector: titleVectors[i] ?? EMPTY_VECTOR,
    abstractDigest: abstract ? createHash('sha256').update(abstract).digest('base64') : '',
    abstractVector: abstractVectors[i] ?? EMPTY_VECTOR,
    generic: isGenericTitle(r.title),
  }));
}

export const prepareRecords = (records: DedupRecord[]): PreparedRecord[] => prepareNormalized(records.map(normalizeRecord));
