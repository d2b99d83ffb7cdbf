import { suggestKeywords, type TokenDoc } from '../ml/text/keyword-suggestions.ts';
import { yieldToRequests } from './background-priority.ts';
import { answer, receiveParts } from './worker-answer.ts';

yieldToRequests();

const docs: TokenDoc[] = [];
await receiveParts<TokenDoc[]>((page) => {
  for (const doc of page) docs.push(doc);
});
answer(() => suggestKeywords(docs));
