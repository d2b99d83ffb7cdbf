import { workerData } from 'node:worker_threads';
import { findPreparedDuplicates } from '../ml/dedup/find-duplicates.ts';
import { prepareRecords } from '../ml/dedup/prepare.ts';
import type { DedupJob } from './dedup.job.ts';
import { answer } from './worker-answer.ts';

answer(() => {
  const job = workerData as DedupJob;
  const prepared = prepareRecords(job.records);
  // The citations' text is not needed past this point: let it go before the pairs are compared.
  job.records = [];
  return findPreparedDuplicates(prepared, { keepApart: job.keepApart });
});
