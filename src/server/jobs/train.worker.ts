import { workerData } from 'node:worker_threads';
import { trainRanker, type RankerDoc } from '../ml/ranker/ranker.ts';
import { yieldToRequests } from './background-priority.ts';
import { answer, receiveParts } from './worker-answer.ts';

yieldToRequests();

const { seed } = workerData as { seed: number };
const docs: RankerDoc[] = [];

await receiveParts<RankerDoc[]>((page) => {
  for (const doc of page) docs.push(doc);
});
answer(() => trainRanker(docs, seed));
