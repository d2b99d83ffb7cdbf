import { workerData } from 'node:worker_threads';
import { scoreWithModel } from '../ml/ranker/ranker.ts';
import { citationText, lemmaTokens } from '../ml/text/lemmatize.ts';
import { yieldToRequests } from './background-priority.ts';
import type { PredictJob } from './predict.job.ts';
import { answer } from './worker-answer.ts';

yieldToRequests();

const { model, citations } = workerData as PredictJob;

answer(() =>
  scoreWithModel(
    model,
    citations.map((c) => lemmaTokens(citationText(c.title, c.abstract)).join(' ')),
  ),
);
