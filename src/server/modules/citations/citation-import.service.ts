import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { projectMessages } from '../../../shared/messages.ts';
import type { ProcessingSummary, UploadResponse } from '../../../shared/project.schema.ts';
import { DomainError } from '../../errors.ts';
import { query } from '../../db/sql.ts';
import type { CitationInput, SkippedRecord } from '../../import/types.ts';
import { hashCitation, type CitationIndex } from '../../ml/citation-index.ts';
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
  const [row] = await query(
    em,
    sql<{ duplicates: string | number; groups: string | number }>`
      select coalesce(sum(n - 1), 0) as duplicates, count(*) as groups
        from (select count(*) as n from citation
               where project_id = ${projectId} and duplicate_of is null
               group by exact_hash having count(*) > 1) g`,
  );
  return {
    exact_duplicates_found: Number(row?.duplicates ?? 0),
    similar_duplicates_found: 0,
    hash_groups_processed: Number(row?.groups ?? 0),
    tfidf_comparisons: 0,
  };
}

/** The highest citation id the project has so far; an upload's citations all come after it. */
export async function lastCitationId(em: EntityManager, projectId: number): Promise<number> {
  const [row] = await query(
    em,
    sql<{ last: string | number }>`select coalesce(max(id), 0) as last from citation where project_id = ${projectId}`,
  );
  return Number(row?.last ?? 0);
}

/**
 * How many of the project's exact duplicates have an id above `afterId`. As in exactDuplicateSummary,
 * the earliest citation of a group is the original and every later one a duplicate, so this counts
 * the upload's citations that repeat an earlier one, whether from this upload or from before.
 * Numbered within each group rather than a correlated EXISTS: right after a bulk insert the planner's
 * statistics still say the table is empty (PGlite never analyses), and it looped over every pair —
 * 95 s for 10,000 rows.
 */
async function exactDuplicatesAfter(em: EntityManager, projectId: number, afterId: number): Promise<number> {
  const [row] = await query(
    em,
    sql<{ n: string | number }>`
      select count(*) as n
        from (select id, row_number() over (partition by exact_hash order by id) as position
                from citation
               where project_id = ${projectId} and duplicate_of is null and exact_hash is not null) g
       where g.id > ${afterId} and g.position > 1`,
  );
  return Number(row?.n ?? 0);
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
    const [file] = await query(
      em,
      sql<{ id: number }>`insert into import_file (project_id, name, format, records, skipped, created_at)
                          values (${projectId}, ${source.name.slice(0, 255)}, ${source.format.slice(0, 20)}, ${source.citations.length}, ${source.skipped.length}, now()) returning id`,
    );
    await insertCitations(em, projectId, source.citations, source.index, file!.id);
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
