import { workerData } from 'node:worker_threads';
import { Corpus } from '../ml/ranker/corpus.ts';
import { fitOnCorpus, trainingText, type RankerCorpus, type RankerDoc } from '../ml/ranker/ranker.ts';
import { yieldToRequests } from './background-priority.ts';
import type { FittedModel, ScoreChunk } from './train.job.ts';
import { answer, receiveParts, sendResult } from './worker-answer.ts';

yieldToRequests();

const SCORES_PER_RESULT = 10_000;

const { seed } = workerData as { seed: number };
// Each page's words are read while the server fetches the next, and its text is then let go of.
const setAside = new Set<number>();
const project: RankerCorpus = { corpus: new Corpus(), ids: [], labels: [], setAside };

await receiveParts<RankerDoc[]>((page) => {
  for (const doc of page) {
    if (doc.set_aside) setAside.add(project.ids.length);
    project.corpus.add(trainingText(doc));
    project.ids.push(doc.id);
    project.labels.push(doc.label);
  }
});
answer((): FittedModel => {
  const { scoreOf, crossValidate, ...fitted } = fitOnCorpus(project, seed, { quality: false });
  // The scores go out a chunk at a time, so the server writes one while the next is worked out.
  for (let start = 0; start < project.ids.length; start += SCORES_PER_RESULT) {
    const ids = Int32Array.from(project.ids.slice(start, start + SCORES_PER_RESULT));
    const scores = Float64Array.from(ids, (_, k) => scoreOf(start + k));
    sendResult({ ids, scores } satisfies ScoreChunk);
  }
  // The quality estimate last, while the server writes the last scores (with thousands of labels it takes a second).
  return { ...fitted, metrics: { ...fitted.metrics, cv_auc: crossValidate() }, scored: project.ids.length };
});
