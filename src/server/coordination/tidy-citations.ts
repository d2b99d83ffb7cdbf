import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../db/sql.ts';
import { releaseMemory } from '../jobs/release-memory.ts';
import { onPglite } from '../db/engine.ts';
import { whenQuiet } from './server-activity.ts';
import { sharedRunLater } from './shared-runs.ts';

/** Below this many rows written, a vacuum costs more than the dead row versions it would clear. */
export const TIDY_MIN_ROWS = 1000;
/** Below this many rows handled (read or written), a job leaves too little garbage to be worth collecting. */
const RELEASE_MIN_ROWS = 10_000;
/**
 * The collection that gives memory back stops the server's thread for as long as it takes: 0.05–0.13 s
 * after a single review's step, but 1.7–1.9 s at ~450 MB of live heap (several large projects held at once).
 * So it waits for a second without requests, and is dropped if that does not come within a minute (V8's own
 * collector then keeps memory bounded).
 */
const RELEASE_WHEN = { quietMs: 1_000, giveUpMs: 60_000 };

export interface TidyOptions {
  /**
   * Planner statistics gathered again (ANALYZE). Without it the vacuum alone took ~120 ms at 100,000 citations
   * on PGlite, with it ~300–570 ms (the server's thread held): worth it only where the write changed what the
   * planner estimates from.
   */
  analyze: boolean;
}

/**
 * After a bulk write to citations (import, tokens, keyword verdicts, duplicates, model scores): fresh
 * planner statistics (PGlite never gathers its own), dead row versions cleared (PGlite has no autovacuum)
 * and the visibility map set again, so list pages and counts are read from the list indexes alone instead
 * of visiting every row of the project (at 100,000 citations: ~100 ms per query instead of ~8 ms). It
 * covers the whole table, so small writes skip it. After a job that read or wrote many rows the server's
 * own memory is tidied too, at the next quiet moment: the pages its garbage filled are given back (releaseMemory).
 */
export async function tidyCitations(
  em: EntityManager,
  rowsWritten: number,
  rowsHandled = rowsWritten,
  { analyze }: TidyOptions = { analyze: true },
): Promise<void> {
  if (rowsWritten >= TIDY_MIN_ROWS) {
    // Each its own statement: on the embedded database each holds the server's thread while it runs, and
    // requests are answered between them (0.48 s in one `vacuum (analyze)` at 300,000 citations beside heavy work).
    await vacuumCitations(em);
    if (analyze) await query(em, sql`analyze citation`);
  }
  if (rowsHandled >= RELEASE_MIN_ROWS) whenQuiet(em.getDriver(), 'release memory', releaseMemory, RELEASE_WHEN);
}

/**
 * `vacuum citation`, on the embedded database in two bounded statements: the table itself, then its TOAST table
 * (where long abstracts and token lists live), and without giving the emptied pages at the end of the files back
 * (the next import reuses them). After the purge of a 100,000-citation project, one `vacuum citation` held the
 * server's thread for ~0.5 s, 0.45 s of it in the TOAST table; vacuumed after every 5,000 deleted rows, the TOAST
 * table took 15–17 ms a time, but 111 ms the last time, truncating its emptied end (a copy of a bench:load data
 * folder, 2026-12-03).
 */
export async function vacuumCitations(em: EntityManager): Promise<void> {
  if (!onPglite(em)) return void (await query(em, sql`vacuum citation`));
  await query(em, sql`vacuum (process_toast false, truncate false) citation`);
  await query(em, sql`vacuum (process_main false, truncate false) citation`);
}

/** Rows an import into the embedded database inserts between two of its vacuums (vacuumAsYouInsert). */
const VACUUM_EVERY_ROWS = 10_000;

/**
 * For an import (rows inserted in many statements outside a transaction): on the embedded database the table is
 * vacuumed, without its indexes, after every VACUUM_EVERY_ROWS rows, each vacuum marking only the pages filled
 * since all-visible (~20 ms alone), so the one at the end has little left. Left to the end, one vacuum over
 * 100,000 new rows held the server's thread for 0.28 s beside 50 users. Not for updates or deletes: a page they
 * leave dead entries on is not all-visible until the indexes are cleared, so every such vacuum reads it again (a
 * rescore of 100,000 vacuumed every 10,000 rows took 0.17–0.31 s a vacuum), and list pages read the table
 * instead of the index alone (after a training, list p50 143 ms instead of 34 ms until a whole vacuum came).
 * Elsewhere, or inside a transaction (where a vacuum cannot run), nothing.
 */
export function vacuumAsYouInsert(em: EntityManager): (rowsInserted: number) => Promise<void> {
  if (!onPglite(em)) return async () => {};
  let since = 0;
  return async (rowsInserted) => {
    since += rowsInserted;
    if (since < VACUUM_EVERY_ROWS || em.isInTransaction()) return;
    since = 0;
    await query(em, sql`vacuum (index_cleanup off) citation`);
  };
}

/**
 * tidyCitations after the answer, for a step the user waits on (training, duplicate removal): the
 * vacuum takes a second or two at 100,000 citations. Shutdown waits for it (a shared run); a failure
 * is only logged, as the next bulk write tidies again.
 */
export function tidyCitationsLater(
  em: EntityManager,
  projectId: number,
  rowsWritten: number,
  rowsHandled = rowsWritten,
  options?: TidyOptions,
): void {
  if (rowsWritten < TIDY_MIN_ROWS && rowsHandled < RELEASE_MIN_ROWS) return;
  sharedRunLater(em, 'tidy', projectId, 'tidying the citations', (fork) =>
    tidyCitations(fork, rowsWritten, rowsHandled, options),
  );
}
