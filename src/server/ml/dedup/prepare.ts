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

export function prepareRecords(records: DedupRecord[]): PreparedRecord[] {
  const titles = records.map((r) => normalizeTitle(r.title));
  const abstracts = records.map((r) => normalizeText(r.abstract ?? ''));
  const titleTokens = titles.map((t) => (t ? t.split(' ') : []));
  const titleVectors = tfidfVectors(titles);
  const abstractVectors = tfidfVectors(abstracts);
  return records.map((record, i) => ({
    facts: keepFacts(record),
    title: titles[i]!,
    titleTokens: titleTokens[i]!,
    titleVector: titleVectors[i] ?? EMPTY_VECTOR,
    abstractDigest: abstracts[i] ? createHash('sha256').update(abstracts[i]!).digest('base64') : '',
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
