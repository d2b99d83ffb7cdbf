import type { TermSample } from '../ml/text/surface-forms.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./surface-forms.worker.ts', import.meta.url);

/** surfaceForms in a worker thread: tokenising a few hundred citations takes a moment the server has no time for. */
export async function surfaceFormsOffThread(terms: string[], samples: TermSample[]): Promise<Map<string, string>> {
  const reply = await runWorker<{ terms: string[]; samples: TermSample[] }, Array<[string, string]>>(WORKER, {
    terms,
    samples,
  });
  if (!reply.ok) throw new Error(`surface forms failed: ${reply.error.message}`);
  return new Map(reply.value);
}
