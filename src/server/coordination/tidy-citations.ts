import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../db/sql.ts';
import { releaseMemory } from '../jobs/release-memory.ts';
import { isQuiet } from './server-activity.ts';
import { sharedRunLater } from './shared-runs.ts';

/** Below this many rows written, a vacuum costs more than the dead row versions it would clear. */
export const TIDY_MIN_ROWS = 1000;
/**
 * Below this many rows handled (read or written), the server's memory is not collected: the collection
 * stops the server's thread for ~50–130 ms at 100,000 citations (more with a larger live heap), and a
 * smaller job leaves too few pages behind to be worth it.
 */
const RELEASE_MIN_ROWS = 10_000;
/** The vacuum waits for this long without a request (ms)... */
const QUIET_MS = 1_000;
/** ...but no longer than this after the write that asked for it (ms), however busy the server is. */
export const VACUUM_MAX_WAIT_MS = 5 * 60_000;
const POLL_MS = 250;

/**
 * After a bulk write to citations (import, tokens, keyword verdicts, duplicates, model scores):
 * - fresh planner statistics at once (PGlite never gathers its own): ~50 ms at 200,000 citations, as the
 *   free-text columns have none;
 * - dead row versions cleared (PGlite has no autovacuum) and the visibility map set again by a vacuum, so
 *   list pages and counts are read from the list indexes alone instead of visiting every row of the project
 *   (at 100,000 citations: ~100 ms per query instead of ~8 ms). The vacuum covers the whole table and takes
 *   up to ~1.5 s after a training's score write; on PGlite it holds the server's only thread for all of it.
 *   So it waits for a quiet second (vacuumWhenQuiet): until then only the written project's pages are slower.
 * Small writes skip both. After a job that read or wrote many rows the server's own memory is tidied too:
 * the pages its garbage filled are given back before the next step (releaseMemory).
 */
export async function tidyCitations(em: EntityManager, rowsWritten: number, rowsHandled = rowsWritten): Promise<void> {
  if (rowsWritten >= TIDY_MIN_ROWS) {
    await query(em, sql`analyze citation`);
    vacuumWhenQuiet(em);
  }
  if (rowsHandled >= RELEASE_MIN_ROWS) await releaseMemory();
}

/**
 * tidyCitations after the answer, for a step the user waits on (training, duplicate removal). Shutdown
 * waits for it (a shared run); a failure is only logged, as the next bulk write tidies again.
 */
export function tidyCitationsLater(
  em: EntityManager,
  projectId: number,
  rowsWritten: number,
  rowsHandled = rowsWritten,
): void {
  if (rowsWritten < TIDY_MIN_ROWS && rowsHandled < RELEASE_MIN_ROWS) return;
  sharedRunLater(em, 'tidy', projectId, 'tidying the citations', (fork) =>
    tidyCitations(fork, rowsWritten, rowsHandled),
  );
}

interface Vacuum {
  /** When the first write still waiting for a vacuum asked for it. */
  askedAt?: number;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  stopped: boolean;
}
/** By app instance (its database driver). One vacuum at a time; writes meanwhile share the next one. */
const vacuums = new Map<unknown, Vacuum>();

/** Vacuums the citation table once no request has been in flight for a second, or after VACUUM_MAX_WAIT_MS. */
export function vacuumWhenQuiet(em: EntityManager): void {
  const instance = em.getDriver();
  const vacuum = vacuums.get(instance) ?? { stopped: false };
  vacuums.set(instance, vacuum);
  if (vacuum.stopped || vacuum.askedAt !== undefined) return;
  vacuum.askedAt = performance.now();
  const fork = em.fork();
  const check = (): void => {
    vacuum.timer = undefined;
    if (vacuum.stopped) return;
    const waited = performance.now() - (vacuum.askedAt ?? 0);
    if (vacuum.running || (!isQuiet(instance, QUIET_MS) && waited < VACUUM_MAX_WAIT_MS)) {
      vacuum.timer = setTimeout(check, POLL_MS).unref();
      return;
    }
    vacuum.askedAt = undefined;
    vacuum.running = query(fork, sql`vacuum citation`)
      .then(() => undefined)
      .catch((error: unknown) =>
        console.error('vacuuming the citations failed (the next bulk write asks again)', error),
      )
      .finally(() => (vacuum.running = undefined));
  };
  vacuum.timer = setTimeout(check, POLL_MS).unref();
}

/** At shutdown: a vacuum still waiting is dropped (the table is only slower to read), one running is awaited. */
export async function stopVacuums(em: EntityManager): Promise<void> {
  const instance = em.getDriver();
  const vacuum = vacuums.get(instance);
  if (!vacuum) return;
  vacuum.stopped = true;
  clearTimeout(vacuum.timer);
  await vacuum.running;
  vacuums.delete(instance);
}
