import type { EntityManager } from '@mikro-orm/postgresql';

/** Runs under way, by app instance (its database driver, so two instances in one test process stay apart), job and project. */
const running = new Map<unknown, Map<string, Promise<void>>>();

/**
 * Requests of this app instance that need the same project-wide work done at the same time share one
 * run of it instead of queueing in the database behind each other (where each would hold a snapshot that
 * keeps the run's old row versions from being vacuumed).
 */
export function sharedRun(em: EntityManager, job: string, projectId: number, work: () => Promise<void>): Promise<void> {
  const instance = em.getDriver();
  const key = `${job}:${projectId}`;
  const current = running.get(instance)?.get(key);
  if (current) return current;
  const run = work().finally(() => {
    const runs = running.get(instance);
    if (runs?.get(key) === run) runs.delete(key);
    if (runs?.size === 0) running.delete(instance);
  });
  // Looked up after work() has started: its first steps may start shared runs of their own (the settling of an
  // import starts tokenising), and this run must join the map they made rather than replace it. Holding the map
  // from before had left the outer run out of it once the inner one ended, so shutdown did not wait for it and
  // a second request started the same work again.
  const runs = running.get(instance) ?? new Map<string, Promise<void>>();
  runs.set(key, run);
  running.set(instance, runs);
  return run;
}

/**
 * A shared run started for after the answer, on its own fork of the request's EntityManager: shutdown
 * waits for it (settleSharedRuns) and a failure is logged, as `what` (the next request that needs the
 * work does it again).
 */
export function sharedRunLater(
  em: EntityManager,
  job: string,
  projectId: number,
  what: string,
  work: (em: EntityManager) => Promise<void>,
): void {
  const fork = em.fork();
  sharedRun(fork, job, projectId, () => work(fork)).catch((error: unknown) =>
    console.error(`${what} of project ${projectId} failed`, error),
  );
}

/** Lets shutdown wait for work in progress instead of cutting it off mid-write. */
export async function settleSharedRuns(): Promise<void> {
  await Promise.allSettled([...running.values()].flatMap((runs) => [...runs.values()]));
}
