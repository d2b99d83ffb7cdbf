import type { RankerDoc, TrainedRanker } from '../ml/ranker/ranker.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./train.worker.ts', import.meta.url);

/** Scores of consecutive citations, as the worker sends them. */
export interface ScoreChunk {
  ids: Int32Array;
  scores: Float64Array;
}

/** The worker's reply once every score is sent: the model, and how many citations it scored. */
export type FittedModel = Omit<TrainedRanker, 'scores'> & { scored: number };

/**
 * Trains and scores in a worker thread so the server keeps answering while a project trains; the citations
 * come a page at a time, and the scores go to `onScores` a chunk at a time (all of them before it resolves).
 */
export async function trainOffThread(
  pages: AsyncIterable<RankerDoc[]>,
  seed: number,
  onScores: (chunk: ScoreChunk) => void,
): Promise<FittedModel> {
  const reply = await runWorker<{ seed: number }, FittedModel>(
    WORKER,
    { seed },
    { parts: pages, onResult: (chunk) => onScores(chunk as ScoreChunk) },
  );
  if (!reply.ok) throw new Error(`training failed: ${reply.error.message}`);
  return reply.value;
}
