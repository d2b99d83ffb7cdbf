import { citationText, lemmaTokens, titleTokenCount } from '../ml/text/lemmatize.ts';
import { yieldToRequests } from './background-priority.ts';
import { serveJobs } from './worker-answer.ts';

yieldToRequests();

type Input = Array<{ id: number; title: string; abstract: string }>;

// One worker serves a whole run of batches: the tokeniser loads once and its memo of words grows.
serveJobs((batch: Input) =>
  batch.map((c) => {
    const tokens = lemmaTokens(citationText(c.title, c.abstract));
    return { id: c.id, tokens: tokens.join(' '), count: tokens.length, titleCount: titleTokenCount(c.title) };
  }),
);
