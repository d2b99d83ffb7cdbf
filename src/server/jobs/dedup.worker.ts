import { workerData } from 'node:worker_threads';
import { findPreparedDuplicates } from '../ml/dedup/find-duplicates.ts';
import { RecordPreparer } from '../ml/dedup/prepare.ts';
import type { DedupRecord } from '../ml/dedup/types.ts';
import { yieldToRequests } from './background-priority.ts';
import type { DedupJob } from './dedup.job.ts';
import { answer, receiveParts } from './worker-answer.ts';

yieldToRequests();

const { keepApart } = workerData as DedupJob;
const preparer = new RecordPreparer();

await receiveParts<DedupRecord[]>((page) => {
  for (const record of page) preparer.add(record);
});
answer(() => findPreparedDuplicates(preparer.finish(), { keepApart }));
