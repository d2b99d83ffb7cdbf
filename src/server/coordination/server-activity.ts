import type { FastifyInstance } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { onPglite } from '../db/engine.ts';

interface Activity {
  /** Requests being answered (a streamed download counts until its last byte or until it is cut off). */
  inFlight: number;
  /** When the last request ended (performance.now()). */
  lastEnd: number;
}

/** By app instance (its database driver, so two instances in one test process stay apart). */
const activity = new Map<unknown, Activity>();
/** Instances whose app has closed: work still waiting for them is dropped, not run on a closed database. */
const closed = new WeakSet<object>();
const hasClosed = (instance: unknown) => typeof instance === 'object' && instance !== null && closed.has(instance);

/** Counts the app's requests in flight, so maintenance can wait for a moment nobody waits on the server. */
export function trackRequests(app: FastifyInstance, instance: unknown): void {
  const state: Activity = { inFlight: 0, lastEnd: performance.now() };
  activity.set(instance, state);
  app.addHook('onRequest', async (_req, reply) => {
    state.inFlight++;
    // 'close' also fires for a request its client abandoned, where onResponse never runs.
    reply.raw.once('close', () => {
      state.inFlight--;
      state.lastEnd = performance.now();
    });
  });
  app.addHook('onClose', async () => {
    activity.delete(instance);
    if (typeof instance === 'object' && instance !== null) closed.add(instance);
  });
}

/**
 * True when no request of this instance is in flight and none ended in the last `quietMs`. An instance
 * that does not track its requests (a script, a test without HTTP) is always quiet.
 */
function isQuiet(instance: unknown, quietMs: number): boolean {
  const state = activity.get(instance);
  return !state || (state.inFlight === 0 && performance.now() - state.lastEnd >= quietMs);
}

/**
 * Background work between two of its statements: waits while a request of this instance is being answered,
 * at most `maxWaitMs` (a decision's own time), so that under steady load the work still moves. On PGlite
 * statements run one at a time, in turn: a decision's few statements each waited behind one of a rescore's
 * batches; now the decision's come first. Work done inside a request (an import) counts that request as its
 * own (`ownRequests`), not as one to give way to.
 */
export async function giveWayToRequests(instance: unknown, maxWaitMs = 20, ownRequests = 0): Promise<void> {
  const state = activity.get(instance);
  const until = performance.now() + maxWaitMs;
  // A turn of the event loop first: requests that came in meanwhile are only counted once their sockets are read.
  await new Promise((done) => setImmediate(done));
  while (state && state.inFlight > ownRequests && performance.now() < until)
    await new Promise((done) => setTimeout(done, 1));
}

/**
 * Between two statements of long work (a training's reading or writing, a duplicate search's, a purge): on the
 * embedded database, whose statements run one at a time on the server's thread, the requests being answered go
 * first (giveWayToRequests; `ownRequests` as there). PostgreSQL runs them side by side on its own processes:
 * nothing to wait for there.
 */
export async function giveWayOnPglite(em: EntityManager, ownRequests = 0): Promise<void> {
  if (onPglite(em)) await giveWayToRequests(em.getDriver(), 20, ownRequests);
}

const POLL_MS = 250;
/** Work waiting for a quiet moment, by app instance and name: asked again meanwhile, it still runs once. */
const waiting = new Map<unknown, Set<string>>();

/**
 * Runs `work` once no request of this instance has been in flight for `quietMs`; if the server stays busy
 * for `giveUpMs`, the work is dropped (for work that only saves resources, never for work someone needs).
 */
export function whenQuiet(
  instance: unknown,
  name: string,
  work: () => Promise<void>,
  { quietMs, giveUpMs }: { quietMs: number; giveUpMs: number },
): void {
  const names = waiting.get(instance) ?? new Set<string>();
  waiting.set(instance, names);
  if (names.has(name)) return;
  names.add(name);
  const askedAt = performance.now();
  const done = () => {
    names.delete(name);
    if (names.size === 0) waiting.delete(instance);
  };
  const check = (): void => {
    if (hasClosed(instance)) done();
    else if (isQuiet(instance, quietMs)) {
      done();
      void work();
    } else if (performance.now() - askedAt >= giveUpMs) done();
    else setTimeout(check, POLL_MS).unref();
  };
  setTimeout(check, POLL_MS).unref();
}
