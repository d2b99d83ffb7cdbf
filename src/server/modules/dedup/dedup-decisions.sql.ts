import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';

/** The statements of a person's duplicate decisions; dedup-decisions.service.ts checks and orchestrates. */

/** Marks a removed duplicate restored and makes its citation active again; undefined when there is no such removal. */
export async function restoreRecord(tx: EntityManager, projectId: number, recordId: number) {
  const [record] = await query(
    tx,
    sql<{ removed_id: number }>`update duplicate_record set status = 'restored', restored_at = now()
                                  where id = ${recordId} and project_id = ${projectId} and status = 'removed' returning removed_id`,
  );
  if (!record) return undefined;
  await query(tx, sql`update citation set duplicate_of = null where id = ${record.removed_id}`);
  await addToRemovedCount(tx, projectId, -1);
  return record;
}

/** The project's count of removed duplicates, moved by `change` (never below 0). */
export async function addToRemovedCount(tx: EntityManager, projectId: number, change: number) {
  await query(
    tx,
    sql`update project set duplicates_removed = greatest(duplicates_removed + ${change}, 0) where id = ${projectId}`,
  );
}

/** The possible pairs asked for that are still open, locked for the transaction. */
export function lockPossiblePairs(tx: EntityManager, projectId: number, recordIds: number[]) {
  return query(
    tx,
    sql<{ id: number; kept_id: number; removed_id: number }>`select id, kept_id, removed_id from duplicate_record
                                                             where project_id = ${projectId} and status = 'possible' and id = any(${recordIds}::int[]) for update`,
  );
}

export async function dismissPairs(tx: EntityManager, recordIds: number[]) {
  await query(tx, sql`update duplicate_record set status = 'dismissed' where id = any(${recordIds}::int[])`);
}

/** A pair decided by a person: `removed` goes, and copies removed earlier in its favour point at `kept`. */
export async function removeByPerson(
  tx: EntityManager,
  projectId: number,
  pair: { recordId: number; kept: number; removed: number },
) {
  const { recordId, kept, removed } = pair;
  await query(
    tx,
    sql`update duplicate_record set status = 'removed', detection_method = 'manual', kept_id = ${kept}, removed_id = ${removed} where id = ${recordId}`,
  );
  await query(
    tx,
    sql`update citation set duplicate_of = ${kept} where project_id = ${projectId} and (id = ${removed} or duplicate_of = ${removed})`,
  );
}
