import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGliteDialect } from 'kysely';
import { preparingQuery } from './pglite-prepared.ts';
import { usePreparedStatements } from './prepared-statements.ts';
import { migrationsList } from '../../../prisma-free-migrations/index.ts';
import { releaseAbandonedClaims } from '../coordination/project-claim.ts';
import type { Env } from '../env.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { releaseOnDeadConnection } from './dead-connection.ts';
import { entities } from './entities/index.ts';

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** Where the app's data lives: PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR. */
export function databaseTarget(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseTarget {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(env.DATA_DIR, 'pglite') };
}

export const MIGRATIONS_DIR = 'prisma-free-migrations';

/**
 * One configuration for both modes: the PostgreSQL driver, over a URL or over an embedded PGlite.
 * `extra` adds ORM options; its onCreateConnection reaches the embedded driver too.
 */
export function ormOptions(target: DatabaseTarget, extra: Partial<Options> = {}): Options {
  const base: Options = {
    entities,
    extensions: [Migrator],
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
    // Database functions (set_citation_label) are written by hand in migrations, not declared as entities:
    // the schema comparison must not offer to drop them.
    schemaGenerator: { ignoreRoutines: true },
    ...extra,
  };
  if ('url' in target) {
    const onCreateConnection = async (connection: unknown) => {
      releaseOnDeadConnection(connection);
      await extra.onCreateConnection?.(connection);
    };
    // A database that stops answering (a network partition rather than a refusal) fails requests within
    // these limits instead of hanging them; keep-alive notices a dead peer on idle connections.
    const pool = { connectionTimeoutMillis: 10_000, query_timeout: 120_000, keepAlive: true };
    return {
      ...base,
      // openDatabase creates a missing database itself, and says so.
      ensureDatabase: false,
      clientUrl: target.url,
      onCreateConnection,
      driverOptions: { ...pool, onPoolCreated: usePreparedStatements, ...(extra.driverOptions as object | undefined) },
    };
  }
  const dataDir = 'dataDir' in target ? target.dataDir : undefined;
  if (dataDir) createDataDir(dataDir);
  const pglite = yieldAfterEachStatement(withoutZeroFilledWal(new PGlite(dataDir)));
  return {
    ...base,
    dbName: 'postgres',
    driverOptions: new PGliteDialect({ pglite, onCreateConnection: extra.onCreateConnection }),
  };
}

/**
 * New WAL files are not written full of zeros first (`wal_init_zero`): PGlite has no WAL writer of its own, so
 * the statement that filled a 16 MB segment wrote the next one whole before it ended, and during an import every
 * ~14th insert took 70-90 ms instead of ~25 (bench:load --heavy). On a data folder, 300 inserts of 300 rows: the
 * same total time, the longest 19-39 ms instead of 57-63 ms. Crash safety does not depend on it: PGlite runs with
 * fsync off. Queued before any other statement; a failure leaves the default and is logged.
 */
function withoutZeroFilledWal(pglite: PGlite): PGlite {
  pglite.exec('set wal_init_zero = off').catch((error: unknown) => console.warn('wal_init_zero stays on:', error));
  return pglite;
}

/**
 * PGlite runs each statement on the server's own thread, and a finished query resumes its caller in the same
 * turn of the event loop: a job that sends statements one after another (an import's inserts, a purge, a
 * rescore's writes, a duplicate search's pages) held the thread for the whole series, up to 4.4 s beside
 * heavy work, though no single statement took a second (docs/performance.md, Load). After each statement
 * the thread now first answers whatever waits (setImmediate), so a long job holds it one statement at a time.
 */
function yieldAfterEachStatement(pglite: PGlite): PGlite {
  yieldingQueries(pglite, pglite, false);
  // A transaction's statements go through its own `tx.query` (Kysely's PGlite driver), not the instance's:
  // a training's score writes, one transaction, held the thread for up to 6.4 s beside heavy work. Other
  // statements still wait for the transaction to end, but the server answers what needs no database.
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) => transaction((tx) => callback(yieldingQueries(tx, pglite, true)));
  return pglite;
}

/** Each statement yields after it; the marked ones go as named prepared statements (pglite-prepared.ts). */
function yieldingQueries<Target extends Pick<PGlite, 'query'>>(
  target: Target,
  pglite: PGlite,
  inTransaction: boolean,
): Target {
  const query = preparingQuery(pglite, target.query.bind(target), inTransaction);
  target.query = async (...args: Parameters<PGlite['query']>) => {
    try {
      return await query(...args);
    } finally {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  return target;
}

/**
 * A new embedded database is created (PostgreSQL's initdb) in a short-lived process of its own. Run in the
 * server's process, initdb's WebAssembly module had raised the server's memory at start from ~420-490 MB to
 * ~840 MB (bench:scale), and the server never gave the difference back: its peak during a 100,000-citation
 * import went over 1.5 GB. The database is made in a folder beside the target and renamed into place, so a
 * folder with PG_VERSION is always whole, and of two processes starting at once only one folder is kept.
 */
function createDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  // A folder left half-made by an initdb that was stopped is made again where it is (initdb completes it).
  if (readdirSync(dataDir).length > 0) return initdb(dataDir);
  const fresh = `${dataDir}.new-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  initdb(fresh);
  try {
    renameSync(fresh, dataDir);
  } catch (error) {
    // Another process starting at the same moment renamed its database into place first: use that one.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) throw error;
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

function initdb(dataDir: string): void {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); await (await PGlite.create(${JSON.stringify(dataDir)})).close();`;
  execFileSync(process.execPath, ['--input-type=module', '--eval', script], { stdio: 'inherit', timeout: 120_000 });
}

/** PostgreSQL's codes for a table, type or key another session created first: unique_violation, duplicate_table, duplicate_object. */
const CREATED_BY_ANOTHER = new Set(['23505', '42P07', '42710']);

/** Whether an error (or an error it wraps) says another session created the same thing first. */
function createdByAnother(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = (e as Error & { cause?: unknown }).cause) {
    if (CREATED_BY_ANOTHER.has(String((e as Error & { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * Applies the migrations. On PostgreSQL several instances may start at once: the migrations of one start run in
 * one transaction (the migrator's all-or-nothing), so an instance that loses the race to create a table is rolled
 * back whole and tries again a moment later, when it finds the winner's migrations done. Before, two instances
 * starting on a new database both created the same tables, and one stopped with a unique violation on `pg_type`.
 * (An advisory lock held in a transaction of its own would need a second connection while the migrator prepares,
 * and a pool of one would wait for itself.)
 */
async function migrate(orm: MikroORM, shared: boolean): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return void (await orm.migrator.up());
    } catch (error) {
      if (!shared || attempt >= 10 || !createdByAnother(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(3_000, 300 * attempt)));
    }
  }
}

/** "screener on db-host:5432" from a connection URL, for the ready line and messages (never the password). */
export function databaseName(url: string): string {
  try {
    const parsed = new URL(url);
    const socket = parsed.searchParams.get('host');
    return `${decodeURIComponent(parsed.pathname.slice(1)) || '(default database)'} on ${socket ?? (parsed.host || 'localhost')}`;
  } catch {
    return '(unreadable DATABASE_URL)';
  }
}

export async function openDatabase(target: DatabaseTarget, extra: Partial<Options> = {}): Promise<MikroORM> {
  const release = 'dataDir' in target ? lockDataDir(target.dataDir) : () => undefined;
  try {
    const orm = await MikroORM.init(ormOptions(target, extra));
    const close = orm.close.bind(orm);
    orm.close = async (...args) => {
      try {
        await close(...args);
      } finally {
        release();
      }
    };
    if ('url' in target && (await orm.schema.ensureDatabase()))
      // A typing error in the URL's database name would otherwise start an empty Screener without a word.
      console.warn(
        `The database ${databaseName(target.url)} did not exist: Screener created it, empty. If you expected your data, check DATABASE_URL.`,
      );
    await migrate(orm, 'url' in target);
    if (!('url' in target)) await releaseAbandonedClaims(orm.em.fork());
    return orm;
  } catch (error) {
    release();
    throw error;
  }
}
