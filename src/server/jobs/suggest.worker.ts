import { suggestKeywords, type TokenDoc } from '../ml/text/keyword-suggestions.ts';
import { yieldToRequests } from './background-priority.ts';
import { answer, receiveParts } from './worker-answer.ts';

yieldToRequests();

const docs: TokenDoc[] = [];

await receiveParts<TokenDoc[]>((page) => {
  for (const { tokens, label } of page) docs.push({ tokens, label });
});
answer(() => suggestKeywords(docs));
