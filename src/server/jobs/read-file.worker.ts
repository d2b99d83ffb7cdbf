import { readCitationFile } from '../import/read-citation-file.ts';
import { ImportError } from '../import/types.ts';
import { indexCitation } from '../ml/citation-index.ts';
import { yieldToRequests } from './background-priority.ts';
import type { IndexedFile, ReadInput } from './read-file.job.ts';
import type { WorkerReply } from './run-worker.ts';
import { serveReplies } from './worker-answer.ts';

yieldToRequests();

async function reply({ path, fileName }: ReadInput): Promise<WorkerReply<IndexedFile>> {
  try {
    const parsed = await readCitationFile(path, fileName);
    // Indexed here, in the file's own worker, rather than on the main thread or in a pass after the insert.
    return { ok: true, value: { ...parsed, index: parsed.citations.map((c) => indexCitation(c.title, c.abstract)) } };
  } catch (error) {
    if (error instanceof ImportError) {
      return { ok: false, error: { name: 'ImportError', message: error.message, details: { kind: error.kind, fileName: error.fileName } } };
    }
    return { ok: false, error: { name: 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
}

// One file at a time, as openWorker's session sends them: the tokeniser loads once for an upload's files
// and its memo of words, warm after the first file, serves the next ones.
serveReplies(reply);
