import type { EntityManager } from '@mikro-orm/postgresql';
import { projectMessages } from '../../../shared/messages.ts';
import type { ProcessingSummary, UploadResponse } from '../../../shared/project.schema.ts';
import { DomainError } from '../../errors.ts';
import type { CitationInput, SkippedRecord } from '../../import/types.ts';
import { hashCitation, type CitationIndex } from '../../ml/citation-index.ts';
import { exactDuplicateGroups, exactDuplicatesAfter, insertImportFile } from './citation-import.sql.ts';
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

/** What the duplicate step will find by exact match among the project's current citations. */
export async function exactDuplicateSummary(em: EntityManager, projectId: number): Promise<ProcessingSummary> {
  const row = await exactDuplicateGroups(em, projectId);
  return {
    exact_duplicates_found: Number(row?.duplicates ?? 0),
    similar_duplicates_found: 0,
    hash_groups_processed: Number(row?.groups ?? 0),
    tfidf_comparisons: 0,
  };
}

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
  return {
    upload_summary: {
      total_citations: files.reduce((n, f) => n + f.citations, 0),
      skipped_rows: files.reduce((n, f) => n + f.skipped.length, 0),
      files,
    },
    duplicates_info: {
      duplicates_removed: 0,
      removal_strategy: 'none',
      duplicates_in_upload: await exactDuplicatesAfter(em, projectId, before),
      processing_summary: await exactDuplicateSummary(em, projectId),
    },
  };
}
