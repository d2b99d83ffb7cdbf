import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';

/** The statements of an import; citation-import.service.ts orchestrates, citation-insert.ts writes the rows. */

/** Groups of exact duplicates among the project's active citations: how many groups, and how many copies beyond the first. */
export async function exactDuplicateGroups(em: EntityManager, projectId: number) {
  const [row] = await query(
    em,
    sql<{ duplicates: string | number; groups: string | number }>`
      select coalesce(sum(n - 1), 0) as duplicates, count(*) as groups
        from (select count(*) as n from citation
               where project_id = ${projectId} and duplicate_of is null
               group by exact_hash having count(*) > 1) g`,
  );
  return row;
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
export async function exactDuplicatesAfter(em: EntityManager, projectId: number, afterId: number): Promise<number> {
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

/** The file an import read, with how many records it brought and left out: its id. */
export async function insertImportFile(
  em: EntityManager,
  projectId: number,
  source: { name: string; format: string; citations: unknown[]; skipped: unknown[] },
): Promise<number> {
  const [file] = await query(
    em,
    sql<{ id: number }>`insert into import_file (project_id, name, format, records, skipped, created_at)
                        values (${projectId}, ${source.name.slice(0, 255)}, ${source.format.slice(0, 20)}, ${source.citations.length}, ${source.skipped.length}, now()) returning id`,
  );
  return file!.id;
}
