import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { activeCitationPages, query } from '../../db/sql.ts';
import type { DedupRecord, DuplicateMatch, PossibleDuplicate } from '../../ml/dedup/types.ts';
import { keepFacts, type KeepFacts } from '../../ml/dedup/clusters.ts';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';

// Pages of 1,000: on the embedded database a page of 5,000 with abstracts was a statement of over a second
// on the server's thread beside other work (docs/performance.md, Load).
const RECORD_PAGE = 1000;
/** The fields the matcher compares (DedupRecord). */
const RECORD_COLUMNS = sql`id, title, abstract, authors, year, journal, volume, issue, pages, doi, publication_type, is_relevant`;

/**
 * The project's citations that are not set aside, with the fields the matcher compares, in id order, a page at a
 * time; on the embedded database other requests go first between two pages (the search runs in a request of its own).
 */
export function activeRecordPages(em: EntityManager, projectId: number): AsyncGenerator<DedupRecord[]> {
  return activeCitationPages(
    em,
    projectId,
    (after) =>
      sql<DedupRecord>`select ${RECORD_COLUMNS} from citation where project_id = ${projectId} and duplicate_of is null and id > ${after}
                        order by id limit ${RECORD_PAGE}`,
    () => giveWayOnPglite(em, 1),
  );
}

/** Some of the project's active citations, locked until the transaction ends, in id order. */
export function activeRecordsById(em: EntityManager, projectId: number, ids: number[]): Promise<DedupRecord[]> {
  return query(
    em,
    sql<DedupRecord>`select ${RECORD_COLUMNS} from citation where project_id = ${projectId} and duplicate_of is null and id = any(${ids}::int[])
                      order by id for update`,
  );
}

/**
 * What choosing the copy to keep looks at (keepFacts, as the automatic run and a removal read it), for the possible
 * pairs' page to show which copy a removal would keep: read whole, a page of ids at a time by the caller.
 */
export async function keepFactsById(em: EntityManager, ids: number[]): Promise<Map<number, KeepFacts>> {
  const rows = await query(em, sql<DedupRecord>`select ${RECORD_COLUMNS} from citation where id = any(${ids}::int[])`);
  return new Map(rows.map((r) => [r.id, keepFacts(r)]));
}

/** Pairs a person has said are different publications: a restored removal, or a pair marked "Not duplicates". */
export async function keptApartPairs(em: EntityManager, projectId: number): Promise<Array<[number, number]>> {
  const rows = await query(
    em,
    sql<{ kept_id: number; removed_id: number }>`select kept_id, removed_id from duplicate_record
                                                   where project_id = ${projectId} and status in ('restored', 'dismissed')`,
  );
  return rows.map((r) => [r.kept_id, r.removed_id]);
}

/**
 * The labels of those of `ids` still active, locked until the transaction ends: a decision that arrives meanwhile
 * waits for the removals stored in it, and one that came since the search read the records is seen.
 */
export async function activeLabels(
  em: EntityManager,
  projectId: number,
  ids: number[],
): Promise<Map<number, boolean | null>> {
  const rows = await query(
    em,
    sql<{
      id: number;
      is_relevant: boolean | null;
    }>`select id, is_relevant from citation where project_id = ${projectId} and duplicate_of is null and id = any(${ids}::int[])
        order by id for update`,
  );
  return new Map(rows.map((r) => [r.id, r.is_relevant]));
}

/** keptApartPairs as keys of both orders, `pairKey(a, b)`. */
export async function keptApartKeys(em: EntityManager, projectId: number): Promise<Set<string>> {
  return new Set((await keptApartPairs(em, projectId)).flatMap(([a, b]) => [pairKey(a, b), pairKey(b, a)]));
}

export const pairKey = (a: number, b: number) => `${a}:${b}`;

/** Sets the removed citations aside (soft) and records why; returns the new record ids. */
export async function storeRemovals(
  em: EntityManager,
  projectId: number,
  matches: DuplicateMatch[],
): Promise<number[]> {
  if (matches.length === 0) return [];
  const removed = matches.map((m) => m.removedId);
  const kept = matches.map((m) => m.keptId);
  await query(
    em,
    sql`update citation c set duplicate_of = u.kept
          from unnest(${removed}::int[], ${kept}::int[]) as u(removed, kept)
         where c.id = u.removed and c.project_id = ${projectId}`,
  );
  return insertRecords(
    em,
    projectId,
    'removed',
    matches.map((m) => ({ a: m.keptId, b: m.removedId, reason: m.reason, similarity: m.similarity, method: m.method })),
  );
}

/** The pairs waiting for a decision, all gone: a new run's replace them. */
export async function clearPossible(em: EntityManager, projectId: number): Promise<void> {
  await query(em, sql`delete from duplicate_record where project_id = ${projectId} and status = 'possible'`);
}

/** Pairs waiting for a person's decision. */
export async function addPossible(em: EntityManager, projectId: number, pairs: PossibleDuplicate[]): Promise<void> {
  await insertRecords(
    em,
    projectId,
    'possible',
    pairs.map((p) => ({ a: p.aId, b: p.bId, reason: p.reason, similarity: p.similarity, method: 'similar' })),
  );
}

interface RecordInput {
  a: number;
  b: number;
  reason: string;
  similarity: number;
  method: string;
}

export async function insertRecords(
  em: EntityManager,
  projectId: number,
  status: string,
  rows: RecordInput[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await query(
    em,
    sql<{
      id: number;
    }>`insert into duplicate_record (project_id, kept_id, removed_id, reason, similarity_score, detection_method, status, created_at)
      select ${projectId}, u.a, u.b, u.reason, u.similarity, u.method, ${status}, now()
        from unnest(${rows.map((r) => r.a)}::int[], ${rows.map((r) => r.b)}::int[], ${rows.map((r) => r.reason)}::text[],
                    ${rows.map((r) => r.similarity)}::float8[], ${rows.map((r) => r.method)}::text[]) with ordinality
             as u(a, b, reason, similarity, method, ord)
       order by u.ord
      returning id`,
  );
  return inserted.map((r) => r.id);
}
