import { workerData } from 'node:worker_threads';
import { Corpus } from '../ml/ranker/corpus.ts';
import { trainOnCorpus, type RankerCorpus, type RankerDoc } from '../ml/ranker/ranker.ts';
import { yieldToRequests } from './background-priority.ts';
import { answer, receiveParts } from './worker-answer.ts';

yieldToRequests();

const { seed } = workerData as { seed: number };
// Each page's words are read while the server fetches the next, and its text is then let go of.
const project: RankerCorpus = { corpus: new Corpus(), ids: [], labels: [] };

await receiveParts<RankerDoc[]>((page) => {
  for (const { id, tokens, label } of page) {
    project.corpus.add(tokens);
    project.ids.push(id);
    project.labels.push(label);
  }
});
answer(() => trainOnCorpus(project, seed));
