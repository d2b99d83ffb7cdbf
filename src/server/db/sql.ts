import type { EntityManager } from '@mikro-orm/postgresql';
import type { RawBuilder } from 'kysely';

/**
 * Runs a Kysely `sql` query on the entity manager's connection (inside its transaction, if any).
 * Unlike em.execute, whose values are inlined into the SQL text, these are bound parameters,
 * so arrays reach PostgreSQL as arrays (unnest, = any).
 */
export async function query<Row>(em: EntityManager, raw: RawBuilder<Row>): Promise<Row[]> {
  return (await raw.execute(em.getKysely())).rows;
}

/** An ILIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
