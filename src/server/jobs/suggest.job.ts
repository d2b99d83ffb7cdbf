import type { SuggestedKeyword } from '../../shared/keyword.schema.ts';
import type { TokenDoc } from '../ml/text/keyword-suggestions.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./suggest.worker.ts', import.meta.url);

/** Keyword suggestions in a worker thread (over 100,000 citations they take seconds); the citations come a page at a time. */
export async function suggestKeywordsOffThread(pages: AsyncIterable<TokenDoc[]>): Promise<SuggestedKeyword[]> {
  const reply = await runWorker<null, SuggestedKeyword[]>(WORKER, null, { parts: pages });
  if (!reply.ok) throw new Error(`keyword suggestions failed: ${reply.error.message}`);
  return reply.value;
}
