import type { SuggestedKeyword } from '../../shared/keyword.schema.ts';
import type { TokenDoc } from '../ml/text/keyword-suggestions.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./suggest.worker.ts', import.meta.url);

/** Keyword suggestions in a worker thread: over 100,000 citations they take seconds, which would hold up every other request. */
export async function suggestKeywordsOffThread(docs: TokenDoc[]): Promise<SuggestedKeyword[]> {
  const reply = await runWorker<TokenDoc[], SuggestedKeyword[]>(WORKER, docs);
  if (!reply.ok) throw new Error(`keyword suggestions failed: ${reply.error.message}`);
  return reply.value;
}
