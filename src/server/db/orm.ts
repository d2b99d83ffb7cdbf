import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGliteDialect } from 'kysely';
import { migrationsList } from '../../../prisma-free-migrations/index.ts';
import { entities } from './entities/index.ts';

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export const MIGRATIONS_DIR = 'prisma-free-migrations';

/** One configuration for both modes: the PostgreSQL driver, over a URL or over an embedded PGlite. */
export function ormOptions(target: DatabaseTarget, debug = false): Options {
  const base: Options = {
    entities,
    extensions: [Migrator],
    debug,
    allowGlobalContext: false,
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      snapshotName: '.snapshot-screener',
      migrationsList,
      silent: true,
      // The snapshot is written only by `npm run migration:create`, never by a running app.
      snapshotOnMigrate: false,
    },
  };
  if ('url' in target) return { ...base, clientUrl: target.url };
  const dataDir = 'dataDir' in target ? target.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir);
  return { ...base, dbName: 'postgres', driverOptions: new PGliteDialect({ pglite }) };
}

export async function openDatabase(target: DatabaseTarget): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(target));
  await orm.migrator.up();
  return orm;
}
