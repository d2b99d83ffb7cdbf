import { workerData } from 'node:worker_threads';
import { trainRanker, type RankerDoc } from '../ml/ranker/ranker.ts';
import { yieldToRequests } from './background-priority.ts';
import { answer } from './worker-answer.ts';

yieldToRequests();

const { docs, seed } = workerData as { docs: RankerDoc[]; seed: number };

answer(() => trainRanker(docs, seed));
