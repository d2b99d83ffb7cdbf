import type { DedupRecord, DedupResult } from '../ml/dedup/types.ts';
import { ranOutOfMemory, runWorker } from './run-worker.ts';

const WORKER = new URL('./dedup.worker.ts', import.meta.url);

export interface DedupJob {
  keepApart: Array<[number, number]>;
}

/**
 * Room for the worker's old generation: what a search keeps alive (measured at 100,000 generated records:
 * 300 MB suffices, 200 MB does not), with as much again to spare. Left alone, V8 let the heap grow to about
 * twice that, and the server's peak memory with it.
 */
export const dedupHeapLimitMb = (records: number) => 256 + 3 * Math.ceil(records / 1000);

/**
 * findDuplicates in a worker thread: a 100,000-citation project keeps the server answering. The
 * records come a page at a time and the worker keeps only their prepared form, so their text is never held
 * whole by either thread. Records far larger than those measured (very long titles or author lists) could
 * outgrow the heap limit: the search then runs once more without it, from the first page.
 */
export async function findDuplicatesOffThread(
  job: DedupJob,
  records: () => AsyncIterable<DedupRecord[]>,
  { count, heapLimitMb = dedupHeapLimitMb(count) }: { count: number; heapLimitMb?: number },
): Promise<DedupResult> {
  const reply = await runWorker<DedupJob, DedupResult>(WORKER, job, {
    parts: records(),
    resourceLimits: { maxOldGenerationSizeMb: heapLimitMb },
  }).catch((error: unknown) => {
    if (!ranOutOfMemory(error)) throw error;
    console.warn(
      `the duplicate search of ${count} citations outgrew ${heapLimitMb} MB; searching again without a limit`,
    );
    return runWorker<DedupJob, DedupResult>(WORKER, job, { parts: records() });
  });
  if (!reply.ok) throw new Error(`duplicate detection failed: ${reply.error.message}`);
  return reply.value;
}
