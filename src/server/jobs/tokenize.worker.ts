import { citationTokens, titleTokenCount } from '../ml/text/lemmatize.ts';
import { yieldToRequests } from './background-priority.ts';
import { serveJobs } from './worker-answer.ts';

yieldToRequests();

type Input = Array<{ id: number; title: string; abstract: string; tokenised: boolean }>;

// One worker serves a whole run of batches: the tokeniser loads once and its memo of words grows.
serveJobs((batch: Input) =>
  batch.map((c) => {
    // Tokens stored before the title's count was: only the title is read (the tokens would come out the same).
    if (c.tokenised) return { id: c.id, tokens: null, count: null, titleTokenCount: titleTokenCount(c.title) };
    const { tokens, tokenCount, titleTokenCount: count } = citationTokens(c.title, c.abstract);
    return { id: c.id, tokens, count: tokenCount, titleTokenCount: count };
  }),
);
