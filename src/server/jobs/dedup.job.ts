import type { DedupRecord, DedupResult } from '../ml/dedup/types.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./dedup.worker.ts', import.meta.url);

export interface DedupJob {
  records: DedupRecord[];
  keepApart: Array<[number, number]>;
}

/** findDuplicates in a worker thread: a 100,000-citation project keeps the server answering. */
export function findDuplicatesOffThread(job: DedupJob): Promise<DedupResult> {
  // Not async: a suspended async function would hold on to the job's citations until the worker answers.
  return runWorker<DedupJob, DedupResult>(WORKER, job).then((reply) => {
    if (!reply.ok) throw new Error(`duplicate detection failed: ${reply.error.message}`);
    return reply.value;
  });
}
