import { parentPort, workerData } from 'node:worker_threads';
import { citationText, lemmaTokens } from '../ml/text/lemmatize.ts';
import type { WorkerReply } from './run-worker.ts';

type Input = Array<{ id: number; title: string; abstract: string }>;
type Output = Array<{ id: number; tokens: string; count: number }>;

function reply(): WorkerReply<Output> {
  try {
    const value = (workerData as Input).map((c) => {
      const tokens = lemmaTokens(citationText(c.title, c.abstract));
      return { id: c.id, tokens: tokens.join(' '), count: tokens.length };
    });
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: { name: 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
}

parentPort?.postMessage(reply());
