import type { EntityManager } from '@mikro-orm/postgresql';
import { PGliteDialect } from 'kysely';

/**
 * True on the embedded database (PGlite), whose statements run one at a time on the server's own thread, so
 * every statement holds up every request; false on PostgreSQL, which runs them side by side in its own processes.
 */
export const onPglite = (em: EntityManager) => em.config.get('driverOptions') instanceof PGliteDialect;
