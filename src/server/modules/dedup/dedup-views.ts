import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type {
  CitationBrief,
  DuplicateDetail,
  DuplicateSort,
  PossibleDuplicateOut,
  RemovalMethod,
} from '../../../shared/dedup.schema.ts';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';
import { query } from '../../db/sql.ts';
import { textContains } from '../../db/text-search.ts';
import { chooseKept } from '../../ml/dedup/clusters.ts';
import { keepFactsById } from './dedup-store.ts';

interface RecordRow {
  id: number;
  kept_id: number;
  removed_id: number;
  reason: string;
  similarity_score: number;
  detection_method: string;
  created_at: Date;
}

/**
 * Enough of an abstract to recognise it in the whole-project listings (~20,000 entries at 100,000
 * citations); the paged lists send it whole, for the page to unfold.
 */
const PREVIEW = 300;
/** Citations read a statement at a time for the removed list and the possible pairs (~40 ms on PGlite). */
const BRIEF_PAGE = 2000;

/**
 * `read` for BRIEF_PAGE of `ids` at a time, the rows of every page in turn. On PGlite the requests being answered
 * go first between two pages (inside a request of its own): back to back, a run's answer's 18 pages of 40-50 ms
 * had held everyone's clicks for a second at the end of a duplicate search (bench:load, list p99 250-270 ms then).
 */
async function inIdPages<Row>(
  em: EntityManager,
  ids: number[],
  read: (some: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += BRIEF_PAGE) {
    if (start > 0) await giveWayOnPglite(em, 1);
    rows.push(...(await read(ids.slice(start, start + BRIEF_PAGE))));
  }
  return rows;
}

async function briefs(em: EntityManager, ids: number[], wholeAbstract: boolean): Promise<Map<number, CitationBrief>> {
  const abstract = wholeAbstract ? sql`abstract` : sql`left(abstract, ${PREVIEW}) as abstract`;
  // A page at a time: a run's answer names ~36,000 citations at 100,000, one statement of 0.36 s on PGlite.
  const rows = await inIdPages(em, ids, (some) =>
    query(
      em,
      sql<CitationBrief>`select id, title, ${abstract}, is_relevant, iteration, authors, year, journal, volume, issue, pages, doi,
                                  source_record_id, publication_type
                           from citation where id = any(${some}::int[])`,
    ),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Which records: these ids, or a page of them after the record `after` in `sort` order, narrowed by method and search. */
export interface RecordFilter {
  ids?: number[];
  after?: number;
  limit?: number;
  sort?: DuplicateSort;
  method?: RemovalMethod;
  search?: string;
  /** Whole abstracts rather than their start. */
  wholeAbstracts?: boolean;
}

/** Possible pairs are shown only while both citations are in the project: one removed since settles the pair. */
const bothActive = sql`not exists (select 1 from citation c where c.id in (r.kept_id, r.removed_id) and c.duplicate_of is not null)`;

function narrowed(projectId: number, status: string, { method, search }: RecordFilter) {
  const found = textContains([sql`c.title`, sql`c.authors`, sql`c.doi`], search);
  return sql`r.project_id = ${projectId} and r.status = ${status}
             ${status === 'possible' ? sql`and ${bothActive}` : sql``}
             ${method ? sql`and r.detection_method = ${method}` : sql``}
             ${found ? sql`and exists (select 1 from citation c where c.id in (r.kept_id, r.removed_id) and ${found})` : sql``}`;
}

/** Keyset paging in each order: the records after the cursor's record (which may have been decided since). */
function afterCursor(after: number | undefined, sort: DuplicateSort) {
  if (!after) return sql``;
  if (sort === 'oldest') return sql`and r.id > ${after}`;
  const cursor = sql`(select similarity_score from duplicate_record where id = ${after})`;
  return sort === 'similarity_asc'
    ? sql`and (r.similarity_score, r.id) > (${cursor}, ${after})`
    : sql`and (r.similarity_score < ${cursor} or (r.similarity_score = ${cursor} and r.id > ${after}))`;
}

const ORDER = {
  oldest: sql`r.id`,
  similarity_asc: sql`r.similarity_score, r.id`,
  similarity_desc: sql`r.similarity_score desc, r.id`,
} as const;

async function recordRows(
  em: EntityManager,
  projectId: number,
  status: string,
  filter: RecordFilter = {},
): Promise<RecordRow[]> {
  const { ids, after, limit, sort = 'oldest' } = filter;
  const page = (some?: number[]) =>
    query(
      em,
      sql<RecordRow>`select r.id, r.kept_id, r.removed_id, r.reason, r.similarity_score, r.detection_method, r.created_at
                       from duplicate_record r
                      where ${narrowed(projectId, status, filter)}
                        ${some ? sql`and r.id = any(${some}::int[])` : sql``}
                        ${afterCursor(after, sort)}
                      order by ${ORDER[sort]}
                      ${limit ? sql`limit ${limit}` : sql``}`,
    );
  if (!ids || ids.length <= BRIEF_PAGE || limit || sort !== 'oldest') return page(ids);
  // A run's answer names its ~18,000 records at 100,000 citations: one statement had held the embedded database
  // 0.1 s beside heavy work. In id order, a page of ids at a time gives the same rows in the same order.
  return inIdPages(
    em,
    [...ids].sort((a, b) => a - b),
    page,
  );
}

/** How many records of a status match the filter, by detection method. */
export async function recordCounts(
  em: EntityManager,
  projectId: number,
  status: string,
  filter: RecordFilter = {},
): Promise<Map<string, number>> {
  const rows = await query(
    em,
    sql<{ method: string; n: number }>`select r.detection_method as method, count(*)::int as n from duplicate_record r
                                        where ${narrowed(projectId, status, filter)} group by r.detection_method`,
  );
  return new Map(rows.map((r) => [r.method, Number(r.n)]));
}

/** The pairs a person is shown to decide: those whose two citations are both still in the project. */
export async function possibleCount(em: EntityManager, projectId: number): Promise<number> {
  return [...(await recordCounts(em, projectId, 'possible')).values()].reduce((a, b) => a + b, 0);
}

export async function removedCount(em: EntityManager, projectId: number): Promise<number> {
  const [row] = await query(
    em,
    sql<{
      n: string | number;
    }>`select count(*) as n from duplicate_record where project_id = ${projectId} and status = 'removed'`,
  );
  return Number(row?.n ?? 0);
}

/** Duplicate records with both citations, as the spec's duplicate_details list shows them. */
export async function removedDetails(
  em: EntityManager,
  projectId: number,
  filter: RecordFilter = {},
): Promise<DuplicateDetail[]> {
  const rows = await recordRows(em, projectId, 'removed', filter);
  const cited = await briefs(
    em,
    rows.flatMap((r) => [r.kept_id, r.removed_id]),
    filter.wholeAbstracts ?? false,
  );
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

export async function possiblePairs(
  em: EntityManager,
  projectId: number,
  filter: RecordFilter = {},
): Promise<PossibleDuplicateOut[]> {
  const rows = await recordRows(em, projectId, 'possible', filter);
  const ids = rows.flatMap((r) => [r.kept_id, r.removed_id]);
  const cited = await briefs(em, ids, filter.wholeAbstracts ?? false);
  // A page of ids a statement, as the briefs are read.
  const facts = new Map(await inIdPages(em, ids, async (some) => [...(await keepFactsById(em, some))]));
  return rows.map((r) => {
    // `a` is the copy a removal would keep now (resolvePossibleMany chooses it from the same facts), whichever the search met first.
    const keptFirst = chooseKept([facts.get(r.kept_id)!, facts.get(r.removed_id)!], [0, 1]) === 0;
    const [a, b] = keptFirst ? [r.kept_id, r.removed_id] : [r.removed_id, r.kept_id];
    return {
      record_id: r.id,
      a: cited.get(a)!,
      b: cited.get(b)!,
      reason: r.reason,
      similarity_score: Number(r.similarity_score),
    };
  });
}
