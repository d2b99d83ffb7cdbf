import { workerData } from 'node:worker_threads';
import { findDuplicates } from '../ml/dedup/find-duplicates.ts';
import type { DedupJob } from './dedup.job.ts';
import { answer } from './worker-answer.ts';

const { records, keepApart } = workerData as DedupJob;

answer(() => findDuplicates(records, { keepApart }));
