import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { SKIPPED_ROWS_KEPT, type SkippedRecord } from '../../../shared/project.schema.ts';
import { activeCitationPages, query } from '../../db/sql.ts';

/** The statements of an import; citation-import.service.ts orchestrates, citation-insert.ts writes the rows. */

/** Rows a page: the hash is read with its whole row (abstract and tokens), so 1,000 rows, as the token pages. */
const HASH_PAGE = 1000;

/** The exact-duplicate hash of the project's active citations up to id `upTo`, a page at a time in id order. */
export function activeHashPages(
  em: EntityManager,
  projectId: number,
  upTo: number,
): AsyncGenerator<{ id: number; exact_hash: string }[]> {
  return activeCitationPages(
    em,
    projectId,
    (after) =>
      sql<{ id: number; exact_hash: string }>`select id, exact_hash from citation
                                               where project_id = ${projectId} and duplicate_of is null and id > ${after} and id <= ${upTo}
                                               order by id limit ${HASH_PAGE}`,
  );
}

/** The highest citation id the project has so far; an upload's citations all come after it. */
export async function lastCitationId(em: EntityManager, projectId: number): Promise<number> {
  const [row] = await query(
    em,
    sql<{ last: string | number }>`select coalesce(max(id), 0) as last from citation where project_id = ${projectId}`,
  );
  return Number(row?.last ?? 0);
}

/** The file an import read, with how many records it brought and left out: its id. */
export async function insertImportFile(
  em: EntityManager,
  projectId: number,
  source: { name: string; format: string; citations: unknown[]; skipped: SkippedRecord[] },
): Promise<number> {
  const kept = JSON.stringify(source.skipped.slice(0, SKIPPED_ROWS_KEPT));
  const [file] = await query(
    em,
    sql<{ id: number }>`insert into import_file (project_id, name, format, records, skipped, skipped_rows, created_at)
                        values (${projectId}, ${source.name.slice(0, 255)}, ${source.format.slice(0, 20)}, ${source.citations.length}, ${source.skipped.length}, ${kept}::jsonb, now()) returning id`,
  );
  return file!.id;
}
