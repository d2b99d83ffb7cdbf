import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: { type: 'major'; execution: 'async'; flavor: 'last-resort' }) => Promise<void>;

let collect: CollectGarbage | undefined;

/**
 * A full garbage collection that gives V8's free pages back to the system. After a bulk job on the
 * server's thread (an import, the pages read for a duplicate search or a training) V8 keeps the pages its
 * garbage filled resident, even once collected, and until its next full collection counts that garbage
 * towards the heap the next job may grow to: at 100,000 citations several hundred MB stayed resident
 * between the steps of a review and added to the next step's peak (docs/performance.md). The collector
 * is V8's own, reached through a fresh context, so `gc` is not put on the server's global object.
 */
export async function releaseMemory(): Promise<void> {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as CollectGarbage;
  }
  await collect({ type: 'major', execution: 'async', flavor: 'last-resort' });
}
