import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';

/** The advisory locks' first key for rate-limit keys (the second is the key's hash), apart from any other lock's. */
const RATE_LIMIT_LOCKS = 727002;

/**
 * Serialises the attempts on these keys until the surrounding transaction ends, on every app instance: one counts
 * and records its attempt, then the next. Taken in one order, so two attempts sharing keys never deadlock.
 */
export async function lockRateLimitKeys(tx: EntityManager, keys: string[]): Promise<void> {
  for (const key of [...keys].sort())
    await query(tx, sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCKS}, hashtext(${key}))`);
}
