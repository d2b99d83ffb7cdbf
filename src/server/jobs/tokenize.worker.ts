import { workerData } from 'node:worker_threads';
import { citationText, lemmaTokens } from '../ml/text/lemmatize.ts';
import { answer } from './worker-answer.ts';

type Input = Array<{ id: number; title: string; abstract: string }>;

answer(() =>
  (workerData as Input).map((c) => {
    const tokens = lemmaTokens(citationText(c.title, c.abstract));
    return { id: c.id, tokens: tokens.join(' '), count: tokens.length };
  }),
);
