import { surfaceForms, type TermSample } from '../ml/text/surface-forms.ts';
import { yieldToRequests } from './background-priority.ts';
import { answer } from './worker-answer.ts';
import { workerData } from 'node:worker_threads';

yieldToRequests();

const { terms, samples } = workerData as { terms: string[]; samples: TermSample[] };
answer(() => [...surfaceForms(terms, samples)]);
