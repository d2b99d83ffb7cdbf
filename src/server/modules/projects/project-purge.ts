import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { Project } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { vacuumCitations } from '../../coordination/tidy-citations.ts';
import { onPglite } from '../../db/engine.ts';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';

/**
 * Aim for statements this short (ms): on the embedded database each one holds the server's only thread, and a
 * click that comes meanwhile waits for it. At 20 ms, the purge's deletes (40-66 ms now and then) were the slowest
 * statements beside heavy work; at 10 ms the label p99 beside heavy work fell a little (bench:load --heavy,
 * docs/performance.md, Load). A quiet purge of 100,000 citations takes as long (13.4 s either way: it pauses as
 * long as each statement took); beside other work it gives way more often.
 */
const TARGET_MS = 10;
const MIN_BATCH = 10;
const MAX_BATCH = 5_000;
/**
 * Citations deleted between two vacuums on the embedded database, which has no autovacuum: left to the next whole
 * vacuum (after a duplicate search, say), the dead rows of 100,000 held everyone for 0.5 s. Each vacuum reads every
 * index of the whole table whatever it clears, so more of them cost more in all: a purge of 100,000 vacuumed after
 * every 5,000 spent 0.72-0.81 s in 36 vacuum statements of up to 61 ms, after every 20,000 0.37-0.43 s in 8 of up to
 * 76 ms (a copy of a bench:load data folder, 2026-12-06).
 */
const VACUUM_EVERY_ROWS = 20_000;

/**
 * A project's rows in the order they go, each as a batch statement that deletes up to `n` of them. Duplicate
 * records first, so deleting citations finds none to cascade to; citations through the two partial indexes
 * that cover them (set aside as duplicates or not); rows locked by someone else are left for a later batch.
 * Keywords and models (a few rows) go with the project row itself.
 */
const batches: { citations: boolean; rows: (projectId: number, n: number) => RawBuilder<unknown> }[] = [
  {
    citations: false,
    rows: (id, n) =>
      sql`delete from duplicate_record where id in (select id from duplicate_record where project_id = ${id} limit ${n} for update skip locked)`,
  },
  {
    citations: true,
    rows: (id, n) =>
      sql`delete from citation where id in (select id from citation where project_id = ${id} and duplicate_of is not null limit ${n} for update skip locked)`,
  },
  {
    citations: true,
    rows: (id, n) =>
      sql`delete from citation where id in (select id from citation where project_id = ${id} and duplicate_of is null limit ${n} for update skip locked)`,
  },
];

/** Hides the project from everyone at once (false if it was already gone) and starts removing its rows. */
export async function markProjectDeleted(em: EntityManager, projectId: number): Promise<boolean> {
  const marked = await em.nativeUpdate(Project, { id: projectId, deleted_at: null }, { deleted_at: new Date() });
  if (marked > 0) purgeDeletedProjects(em);
  return marked > 0;
}

interface Purger {
  stopped: boolean;
  /** Asked again while running: look for newly deleted projects once this pass ends. */
  again: boolean;
  run?: Promise<void>;
}
/** By app instance (its database driver, so two instances in one test process stay apart). */
const purgers = new Map<unknown, Purger>();

/**
 * Removes the rows of every project marked deleted, in statements sized to take ~TARGET_MS, pausing after
 * each for as long as it took, so other requests get at least half of the database's time. Started when
 * the app starts (a purge a killed process left half done resumes) and after each delete; one per app.
 */
export function purgeDeletedProjects(em: EntityManager): void {
  const instance = em.getDriver();
  const purger = purgers.get(instance) ?? { stopped: false, again: false };
  purgers.set(instance, purger);
  if (purger.stopped) return;
  if (purger.run) {
    purger.again = true;
    return;
  }
  purger.run = (async () => {
    do {
      purger.again = false;
      const fork = em.fork();
      const rows = await query(
        fork,
        sql<{
          id: number;
        }>`select id from project where deleted_at is not null and (import_until is null or import_until < now()) order by id`,
      );
      for (const { id } of rows) if (!purger.stopped) await purgeProject(fork, id, purger);
    } while (purger.again && !purger.stopped);
  })()
    .catch((error: unknown) =>
      console.error('removing the rows of deleted projects failed (retried at the next start or delete)', error),
    )
    .finally(() => (purger.run = undefined));
}

/** Stops the purge after its current statement (at shutdown); the next start carries on. */
export async function stopPurge(em: EntityManager): Promise<void> {
  const instance = em.getDriver();
  const purger = purgers.get(instance);
  if (!purger) return;
  purger.stopped = true;
  await purger.run;
  purgers.delete(instance);
}

async function purgeProject(em: EntityManager, projectId: number, purger: Purger): Promise<void> {
  let size = 100;
  // Elsewhere autovacuum clears the dead rows.
  const vacuums = onPglite(em);
  let sinceVacuum = 0;
  const vacuum = async () => {
    const started = performance.now();
    await vacuumCitations(em);
    sinceVacuum = 0;
    await sleep(Math.max(1, performance.now() - started));
  };
  for (const batch of batches) {
    for (;;) {
      if (purger.stopped) return;
      const started = performance.now();
      const result = await batch.rows(projectId, size).execute(em.getKysely());
      const took = performance.now() - started;
      if (took < TARGET_MS / 2) size = Math.min(MAX_BATCH, size * 2);
      else if (took > TARGET_MS) size = Math.max(MIN_BATCH, Math.floor(size / 2));
      await sleep(Math.max(1, took));
      await giveWayOnPglite(em);
      const deleted = Number(result.numAffectedRows ?? 0);
      if (vacuums && batch.citations) sinceVacuum += deleted;
      if (sinceVacuum >= VACUUM_EVERY_ROWS) await vacuum();
      if (deleted === 0) break;
    }
  }
  if (sinceVacuum > 0) await vacuum();
  // Only once no citation is left (one added meanwhile, or locked, is taken by the next pass).
  const gone = await query(
    em,
    sql<{
      id: number;
    }>`delete from project p where p.id = ${projectId} and p.deleted_at is not null and (p.import_until is null or p.import_until < now())
                                                     and not exists (select 1 from citation c where c.project_id = p.id) returning p.id`,
  );
  if (gone.length === 0 && !purger.stopped) {
    purger.again = true;
    await sleep(1_000);
  }
}
