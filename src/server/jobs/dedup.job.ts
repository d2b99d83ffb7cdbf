import type { DedupRecord, DedupResult } from '../ml/dedup/types.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./dedup.worker.ts', import.meta.url);

/** findDuplicates in a worker thread: a 100,000-citation project keeps the server answering. */
export async function findDuplicatesOffThread(records: DedupRecord[]): Promise<DedupResult> {
  const reply = await runWorker<DedupRecord[], DedupResult>(WORKER, records);
  if (!reply.ok) throw new Error(`duplicate detection failed: ${reply.error.message}`);
  return reply.value;
}
