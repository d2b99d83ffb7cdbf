import { workerData } from 'node:worker_threads';
import { suggestKeywords, type TokenDoc } from '../ml/text/keyword-suggestions.ts';
import { answer } from './worker-answer.ts';

answer(() => suggestKeywords(workerData as TokenDoc[]));
