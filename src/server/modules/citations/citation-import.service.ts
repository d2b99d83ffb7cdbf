import type { EntityManager } from '@mikro-orm/postgresql';
import { projectMessages } from '../../../shared/messages.ts';
import type { ProcessingSummary, UploadResponse } from '../../../shared/project.schema.ts';
import { DomainError } from '../../errors.ts';
import type { CitationInput, SkippedRecord } from '../../import/types.ts';
import { hashCitation, type CitationIndex } from '../../ml/citation-index.ts';
import { activeHashPages, insertImportFile } from './citation-import.sql.ts';
import { insertCitations } from './citation-insert.ts';
import { keywordScoresChanged } from './keyword-scores.ts';

/** Citations from one file (or one JSON request), with what was left out of it. */
export interface ImportSource {
  name: string;
  format: string;
  citations: CitationInput[];
  /** Each citation's exact-duplicate hash and lemma tokens, in the same order. */
  index: CitationIndex[];
  skipped: SkippedRecord[];
}

/** Citations sent as JSON: tokenised in the background after they are stored, as they are few. */
export const jsonSource = (citations: CitationInput[]): ImportSource => ({
  name: 'request',
  format: 'json',
  citations,
  index: citations.map((c) => hashCitation(c.title, c.abstract)),
  skipped: [],
});

/**
 * Exact duplicates among the project's active citations once an upload is in: the earliest citation of a
 * group of equal hashes is the original, every later one a duplicate. Counted here from the upload's own
 * hashes, in the order stored, after those of the citations the project had before (ids up to `before`,
 * read a page at a time): right after a bulk insert the planner's statistics do not know the new rows, and
 * a statement over them was planned to read the whole project for every page; the two grouping statements
 * this replaced each held PGlite's only thread for 0.5–0.9 s at 100,000 citations.
 */
async function exactDuplicateCounts(em: EntityManager, projectId: number, before: number, uploaded: string[]) {
  const copies = new Map<string, number>();
  const add = (hash: string) => {
    const n = (copies.get(hash) ?? 0) + 1;
    copies.set(hash, n);
    return n;
  };
  if (before > 0)
    for await (const page of activeHashPages(em, projectId, before)) for (const row of page) add(row.exact_hash);
  let inUpload = 0;
  for (const hash of uploaded) if (add(hash) > 1) inUpload++;
  let duplicates = 0;
  let groups = 0;
  for (const n of copies.values())
    if (n > 1) {
      duplicates += n - 1;
      groups++;
    }
  return { duplicates, groups, inUpload };
}

/** What the duplicate step will find by exact match among the project's current citations. */
const processingSummary = (counts: { duplicates: number; groups: number }): ProcessingSummary => ({
  exact_duplicates_found: counts.duplicates,
  similar_duplicates_found: 0,
  hash_groups_processed: counts.groups,
  tfidf_comparisons: 0,
});

type UploadFiles = UploadResponse['upload_summary']['files'];
/** What storeSources stored: the files, and every stored citation's exact-duplicate hash in the order stored. */
export interface Stored {
  files: UploadFiles;
  hashes: string[];
}

/**
 * Stores every titled citation of the sources in the project, a source at a time as each arrives (files still
 * being read come later), a statement per thousand rows. Refuses an import without any titled citation.
 */
export async function storeSources(
  em: EntityManager,
  projectId: number,
  sources: AsyncIterable<ImportSource> | ImportSource[],
): Promise<Stored> {
  const files: UploadFiles = [];
  const hashes: string[] = [];
  for await (const source of sources) {
    const fileId = await insertImportFile(em, projectId, source);
    await insertCitations(em, projectId, source.citations, source.index, fileId);
    for (const { exactHash } of source.index) hashes.push(exactHash);
    files.push({
      name: source.name,
      format: source.format,
      citations: source.citations.length,
      skipped: source.skipped,
    });
  }
  if (files.every((f) => f.citations === 0)) throw new DomainError('BAD_REQUEST', projectMessages.noTitles);
  return { files, hashes };
}

type ImportSummary = Omit<UploadResponse, 'project' | 'message'>;

/** An upload's summary from its files and the exact duplicates they repeat: one shape for every answer. */
const summaryOf = (
  files: Stored['files'],
  exact: { duplicates: number; groups: number; inUpload: number },
): ImportSummary => ({
  upload_summary: {
    total_citations: files.reduce((n, f) => n + f.citations, 0),
    skipped_rows: files.reduce((n, f) => n + f.skipped.length, 0),
    files,
  },
  duplicates_info: {
    duplicates_removed: 0,
    removal_strategy: 'none',
    // The upload's citations that repeat an earlier one, from this upload or from before.
    duplicates_in_upload: exact.inUpload,
    processing_summary: processingSummary(exact),
  },
});

/**
 * The summary of an import of nothing: a project created from JSON, without files. The same shape as an
 * upload's, so that POST /api/projects answers one documented shape whichever body it was sent.
 */
export const nothingImported = (): ImportSummary => summaryOf([], { duplicates: 0, groups: 0, inUpload: 0 });

/** What an upload added to the project (its citations have ids above `before`), and what the duplicate step will find. */
export async function importSummary(
  em: EntityManager,
  projectId: number,
  before: number,
  { files, hashes }: Stored,
): Promise<ImportSummary> {
  await keywordScoresChanged(em, projectId);
  return summaryOf(files, await exactDuplicateCounts(em, projectId, before, hashes));
}
