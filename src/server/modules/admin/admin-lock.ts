import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';

/**
 * Serialises every change to who is an administrator until the surrounding transaction ends. Without it
 * two requests at once (two first-run set-ups, or two admins demoting each other) could each see another
 * administrator and both go ahead. Must be called inside em.transactional.
 */
export async function lockAdministrators(tx: EntityManager): Promise<void> {
  await query(tx, sql`select pg_advisory_xact_lock(727001)`);
}
