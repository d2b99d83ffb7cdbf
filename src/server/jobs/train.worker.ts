import { parentPort, workerData } from 'node:worker_threads';
import { trainRanker, type RankerDoc, type TrainedRanker } from '../ml/ranker/ranker.ts';
import type { WorkerReply } from './run-worker.ts';

const { docs, seed } = workerData as { docs: RankerDoc[]; seed: number };

function reply(): WorkerReply<TrainedRanker> {
  try {
    return { ok: true, value: trainRanker(docs, seed) };
  } catch (error) {
    return { ok: false, error: { name: 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
}

parentPort?.postMessage(reply());
