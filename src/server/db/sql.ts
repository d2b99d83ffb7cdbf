import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';

/**
 * Runs a Kysely `sql` query on the entity manager's connection (inside its transaction, if any).
 * Unlike em.execute, whose values are inlined into the SQL text, these are bound parameters,
 * so arrays reach PostgreSQL as arrays (unnest, = any).
 */
export async function query<Row>(em: EntityManager, raw: RawBuilder<Row>): Promise<Row[]> {
  return (await raw.execute(em.getKysely())).rows;
}

/**
 * Rows a page at a time in id order (keyset paging): `page(after)` is the statement for the next page, rows
 * with id > after, ordered by id and limited. For work that needs a whole project without holding it whole.
 * `between` runs before every page but the first (giving way to other requests, say); `start` gives the first
 * page's `after`, 0 without it.
 */
export async function* pagesById<Row extends { id: number }>(
  em: EntityManager,
  page: (after: number) => RawBuilder<Row>,
  between?: () => Promise<void>,
  start?: () => Promise<number>,
): AsyncGenerator<Row[]> {
  for (let after = (await start?.()) ?? 0, first = true; ; first = false) {
    if (!first) await between?.();
    const rows = await query(em, page(after));
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Just below the project's first active citation's id (citation_active_id_idx): where its pages in id order
 * start. From 0, the first page had walked the primary key past every citation of the projects before it,
 * 0.1-0.2 s on the embedded database for a project imported after two of 100,000 (the planner reads a page
 * of whole rows through the primary key, expecting the project's rows to come early).
 */
export async function beforeActiveCitations(em: EntityManager, projectId: number): Promise<number> {
  const [row] = await query(
    em,
    sql<{ before: number | string | null }>`select min(id) - 1 as before from citation
                                             where project_id = ${projectId} and duplicate_of is null`,
  );
  return Math.max(0, Number(row?.before ?? 0));
}

/** pagesById over a project's active citations, from just below its first one (beforeActiveCitations). */
export function activeCitationPages<Row extends { id: number }>(
  em: EntityManager,
  projectId: number,
  page: (after: number) => RawBuilder<Row>,
  between?: () => Promise<void>,
): AsyncGenerator<Row[]> {
  return pagesById(em, page, between, () => beforeActiveCitations(em, projectId));
}

/** An ILIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** A person's name as the pages show it (shared fullName): the first and last name of the app_user row `alias`. */
export const personName = (alias: string) =>
  sql<string>`trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;

/**
 * A reviewer's name (personName) where the app_user row `alias` is left-joined: a reviewer whose account was
 * deleted keeps their decisions and notes on record, named so.
 */
export const reviewerName = (alias: string) => sql<string>`coalesce(${personName(alias)}, 'deleted account')`;
