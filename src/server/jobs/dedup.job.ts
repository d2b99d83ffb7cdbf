import type { DedupRecord, DedupResult } from '../ml/dedup/types.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./dedup.worker.ts', import.meta.url);

export interface DedupJob {
  keepApart: Array<[number, number]>;
}

/**
 * findDuplicates in a worker thread: a 100,000-citation project keeps the server answering. The records
 * come a page at a time and the worker keeps only their normalised form, so their text is never held
 * whole by either thread.
 */
export async function findDuplicatesOffThread(job: DedupJob, records: AsyncIterable<DedupRecord[]>): Promise<DedupResult> {
  const reply = await runWorker<DedupJob, DedupResult>(WORKER, job, { parts: records });
  if (!reply.ok) throw new Error(`duplicate detection failed: ${reply.error.message}`);
  return reply.value;
}
