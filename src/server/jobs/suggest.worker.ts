import { workerData } from 'node:worker_threads';
import { suggestKeywords, type TokenDoc } from '../ml/text/keyword-suggestions.ts';
import { yieldToRequests } from './background-priority.ts';
import { answer } from './worker-answer.ts';

yieldToRequests();

answer(() => suggestKeywords(workerData as TokenDoc[]));
