import { workerData } from 'node:worker_threads';
import { scoreWithModel } from '../ml/ranker/ranker.ts';
import { citationTokens } from '../ml/text/lemmatize.ts';
import { yieldToRequests } from './background-priority.ts';
import type { PredictJob } from './predict.job.ts';
import { answer } from './worker-answer.ts';

yieldToRequests();

const { model, citations } = workerData as PredictJob;

answer(() =>
  scoreWithModel(
    model,
    citations.map((c) => {
      const { tokens, titleTokenCount } = citationTokens(c.title, c.abstract);
      return { tokens, title_token_count: titleTokenCount };
    }),
  ),
);
