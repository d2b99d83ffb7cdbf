import type { RankerDoc, TrainedRanker } from '../ml/ranker/ranker.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./train.worker.ts', import.meta.url);

/** Trains and scores in a worker thread so the server keeps answering while a project trains. */
export async function trainOffThread(docs: RankerDoc[], seed: number): Promise<TrainedRanker> {
  const reply = await runWorker<{ docs: RankerDoc[]; seed: number }, TrainedRanker>(WORKER, { docs, seed });
  if (!reply.ok) throw new Error(`training failed: ${reply.error.message}`);
  return reply.value;
}
