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
 * Exact duplicates among the project's active citations: the earliest citation of a group of equal hashes is
 * the original, every later one a duplicate. Counted here from the hashes, read a page at a time, rather than
 * by one grouping statement: at 100,000 citations each of the two counts that did this held the embedded
 * database's only thread for 0.5–0.9 s.
 */
async function exactDuplicateCounts(em: EntityManager, projectId: number, afterId: number) {
  const copies = new Map<string, number>();
  let afterIdDuplicates = 0;
  for await (const page of activeHashPages(em, projectId))
    for (const { id, exact_hash } of page) {
      const n = (copies.get(exact_hash) ?? 0) + 1;
      copies.set(exact_hash, n);
      if (n > 1 && id > afterId) afterIdDuplicates++;
    }
  let duplicates = 0;
  let groups = 0;
  for (const n of copies.values())
    if (n > 1) {
      duplicates += n - 1;
      groups++;
    }
  return { duplicates, groups, afterIdDuplicates };
}

/** What the duplicate step will find by exact match among the project's current citations. */
const processingSummary = (counts: { duplicates: number; groups: number }): ProcessingSummary => ({
  exact_duplicates_found: counts.duplicates,
  similar_duplicates_found: 0,
  hash_groups_processed: counts.groups,
  tfidf_comparisons: 0,
});

type UploadFiles = UploadResponse['upload_summary']['files'];

/**
 * Stores every titled citation of the sources in the project, a source at a time as each arrives (files still
 * being read come later), a statement per thousand rows. Refuses an import without any titled citation.
 */
export async function storeSources(
  em: EntityManager,
  projectId: number,
  sources: AsyncIterable<ImportSource> | ImportSource[],
): Promise<UploadFiles> {
  const files: UploadFiles = [];
  for await (const source of sources) {
    const fileId = await insertImportFile(em, projectId, source);
    await insertCitations(em, projectId, source.citations, source.index, fileId);
    files.push({
      name: source.name,
      format: source.format,
      citations: source.citations.length,
      skipped: source.skipped,
    });
  }
  if (files.every((f) => f.citations === 0)) throw new DomainError('BAD_REQUEST', projectMessages.noTitles);
  return files;
}

/** What an upload added to the project (its citations have ids above `before`), and what the duplicate step will find. */
export async function importSummary(
  em: EntityManager,
  projectId: number,
  before: number,
  files: UploadFiles,
): Promise<Omit<UploadResponse, 'project' | 'message'>> {
  await keywordScoresChanged(em, projectId);
  // The upload's citations that repeat an earlier one, from this upload or from before.
  const exact = await exactDuplicateCounts(em, projectId, before);
  return {
    upload_summary: {
      total_citations: files.reduce((n, f) => n + f.citations, 0),
      skipped_rows: files.reduce((n, f) => n + f.skipped.length, 0),
      files,
    },
    duplicates_info: {
      duplicates_removed: 0,
      removal_strategy: 'none',
      duplicates_in_upload: exact.afterIdDuplicates,
      processing_summary: processingSummary(exact),
    },
  };
}
