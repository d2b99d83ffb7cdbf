import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { CitationBrief, DuplicateDetail, PossibleDuplicateOut } from '../../../shared/dedup.schema.ts';
import { query } from '../../db/sql.ts';

interface RecordRow {
  id: number;
  kept_id: number;
  removed_id: number;
  reason: string;
  similarity_score: number;
  detection_method: string;
  created_at: Date;
}

/** Enough of an abstract to recognise it; the page shows 150 characters. */
const PREVIEW = 300;

async function briefs(em: EntityManager, ids: number[]): Promise<Map<number, CitationBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await query(
    em,
    sql<CitationBrief>`select id, title, left(abstract, ${PREVIEW}) as abstract, is_relevant, iteration
                         from citation where id = any(${ids}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which records: these ids, or those after a record id, at most `limit` of them. */
interface RecordFilter {
  ids?: number[];
  after?: number;
  limit?: number;
}

async function recordRows(em: EntityManager, projectId: number, status: string, { ids, after, limit }: RecordFilter = {}): Promise<RecordRow[]> {
  return query(
    em,
    sql<RecordRow>`select id, kept_id, removed_id, reason, similarity_score, detection_method, created_at
                     from duplicate_record
                    where project_id = ${projectId} and status = ${status}
                      ${ids ? sql`and id = any(${ids}::int[])` : sql``}
                      ${after ? sql`and id > ${after}` : sql``}
                    order by id
                    ${limit ? sql`limit ${limit}` : sql``}`,
  );
}

export async function removedCount(em: EntityManager, projectId: number): Promise<number> {
  const [row] = await query(em, sql<{ n: string | number }>`select count(*) as n from duplicate_record where project_id = ${projectId} and status = 'removed'`);
  return Number(row?.n ?? 0);
}

/** Duplicate records with both citations, as the spec's duplicate_details list shows them. */
export async function removedDetails(em: EntityManager, projectId: number, filter: RecordFilter = {}): Promise<DuplicateDetail[]> {
  const rows = await recordRows(em, projectId, 'removed', filter);
  const cited = await briefs(em, rows.flatMap((r) => [r.kept_id, r.removed_id]));
  return rows.map((r) => ({
    record_id: r.id,
    kept: cited.get(r.kept_id)!,
    removed: cited.get(r.removed_id)!,
    reason: r.reason,
    similarity_score: Number(r.similarity_score),
    detection_method: r.detection_method as DuplicateDetail['detection_method'],
    timestamp: new Date(r.created_at).toISOString(),
  }));
}

export async function possiblePairs(em: EntityManager, projectId: number): Promise<PossibleDuplicateOut[]> {
  const rows = await recordRows(em, projectId, 'possible');
  const cited = await briefs(em, rows.flatMap((r) => [r.kept_id, r.removed_id]));
  return rows.map((r) => ({
    record_id: r.id,
    a: cited.get(r.kept_id)!,
    b: cited.get(r.removed_id)!,
    reason: r.reason,
    similarity_score: Number(r.similarity_score),
  }));
}
