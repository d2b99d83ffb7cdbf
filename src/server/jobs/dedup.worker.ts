import { parentPort, workerData } from 'node:worker_threads';
import { findDuplicates } from '../ml/dedup/find-duplicates.ts';
import type { DedupResult } from '../ml/dedup/types.ts';
import type { DedupJob } from './dedup.job.ts';
import type { WorkerReply } from './run-worker.ts';

function reply(): WorkerReply<DedupResult> {
  try {
    return { ok: true, value: findDuplicates((workerData as DedupJob).records, { keepApart: (workerData as DedupJob).keepApart }) };
  } catch (error) {
    return { ok: false, error: { name: 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
}

parentPort?.postMessage(reply());
