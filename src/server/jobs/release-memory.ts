import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: { type: 'major'; execution: 'async'; flavor: 'last-resort' }) => Promise<void>;

/** V8's collector once looked up; null if this runtime gave none. */
let collect: CollectGarbage | null | undefined;

/**
 * A full garbage collection that gives V8's free pages back to the system. After a bulk job on the
 * server's thread (an import, the pages read for a duplicate search or a training) V8 keeps the pages its
 * garbage filled resident, even once collected, and until its next full collection counts that garbage
 * towards the heap the next job may grow to: at 100,000 citations several hundred MB stayed resident
 * between the steps of a review and added to the next step's peak (docs/performance.md). The collector
 * is V8's own, reached through a fresh context (the thread's own global object does not get `gc`; contexts
 * and workers made afterwards do). It only saves memory: if it cannot run, the job goes on without it.
 */
export async function releaseMemory(): Promise<void> {
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    const found: unknown = runInNewContext('gc');
    collect = typeof found === 'function' ? (found as CollectGarbage) : null;
    if (!collect)
      console.warn('this Node.js gave no garbage collector to call: memory is not given back after bulk jobs');
  }
  try {
    await collect?.({ type: 'major', execution: 'async', flavor: 'last-resort' });
  } catch (error) {
    console.warn('giving memory back after a bulk job failed', error);
  }
}
