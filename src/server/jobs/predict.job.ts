import type { RankerModel } from '../ml/ranker/ranker.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./predict.worker.ts', import.meta.url);

export interface PredictJob {
  model: RankerModel;
  citations: Array<{ title: string; abstract: string }>;
}

/** Lemmatises and scores new citations in a worker thread: up to 1,000 of them would hold up every other request. */
export async function predictOffThread(job: PredictJob): Promise<number[]> {
  const reply = await runWorker<PredictJob, number[]>(WORKER, job);
  if (!reply.ok) throw new Error(`prediction failed: ${reply.error.message}`);
  return reply.value;
}
