import type { RankerDoc, TrainedRanker } from '../ml/ranker/ranker.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./train.worker.ts', import.meta.url);

/** Trains and scores in a worker thread so the server keeps answering while a project trains; the citations come a page at a time. */
export async function trainOffThread(pages: AsyncIterable<RankerDoc[]>, seed: number): Promise<TrainedRanker> {
  const reply = await runWorker<{ seed: number }, TrainedRanker>(WORKER, { seed }, { parts: pages });
  if (!reply.ok) throw new Error(`training failed: ${reply.error.message}`);
  return reply.value;
}
