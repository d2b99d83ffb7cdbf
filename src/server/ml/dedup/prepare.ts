import { authorSurnames, expandPages, firstPage, isGenericTitle, normalizeDoi, normalizeText, normalizeTitle, normalizeVolume } from './normalize.ts';
import { EMPTY_VECTOR, tfidfVectors, type SparseVector } from './sparse-vector.ts';
import type { DedupRecord } from './types.ts';

/** A record with everything the matcher compares worked out once. */
export interface PreparedRecord {
  record: DedupRecord;
  title: string;
  titleTokens: string[];
  titleVector: SparseVector;
  abstract: string;
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

export function prepareRecords(records: DedupRecord[]): PreparedRecord[] {
  const titles = records.map((r) => normalizeTitle(r.title));
  const abstracts = records.map((r) => normalizeText(r.abstract ?? ''));
  const titleTokens = titles.map((t) => (t ? t.split(' ') : []));
  const titleVectors = tfidfVectors(titles);
  const abstractVectors = tfidfVectors(abstracts);
  return records.map((record, i) => ({
    record,
    title: titles[i]!,
    titleTokens: titleTokens[i]!,
    titleVector: titleVectors[i] ?? EMPTY_VECTOR,
    abstract: abstracts[i]!,
    abstractVector: abstractVectors[i] ?? EMPTY_VECTOR,
    doi: normalizeDoi(record.doi),
    surnames: authorSurnames(record.authors),
    year: record.year ?? null,
    journalTokens: normalizeText(record.journal ?? '').split(' ').filter(Boolean),
    volume: normalizeVolume(record.volume),
    issue: normalizeVolume(record.issue),
    page: firstPage(record.pages),
    pages: expandPages(record.pages),
    generic: isGenericTitle(titles[i]!),
  }));
}
