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
 * `between` runs before every page but the first (giving way to other requests, say).
 */
export async function* pagesById<Row extends { id: number }>(
  em: EntityManager,
  page: (after: number) => RawBuilder<Row>,
  between?: () => Promise<void>,
): AsyncGenerator<Row[]> {
  for (let after = 0; ;) {
    if (after > 0) await between?.();
    const rows = await query(em, page(after));
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
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
