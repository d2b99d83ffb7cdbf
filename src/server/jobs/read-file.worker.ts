import { readCitationFile } from '../import/read-citation-file.ts';
import { ImportError } from '../import/types.ts';
import { indexCitation } from '../ml/citation-index.ts';
import { yieldToRequests } from './background-priority.ts';
import { releaseMemory } from './release-memory.ts';
import type { IndexedFile, ReadInput } from './read-file.job.ts';
import type { WorkerReply } from './run-worker.ts';
import { serveReplies } from './worker-answer.ts';

yieldToRequests();

let filesRead = 0;

async function reply({ path, fileName }: ReadInput): Promise<WorkerReply<IndexedFile>> {
  // The previous file, sent, is garbage: collected and its pages given back before this one is read, so
  // that the worker's heap does not grow on top of it.
  if (filesRead++ > 0) await releaseMemory();
  try {
    const parsed = await readCitationFile(path, fileName);
    // Indexed here, in the file's own worker, rather than on the main thread or in a pass after the insert.
    return { ok: true, value: { ...parsed, index: parsed.citations.map((c) => indexCitation(c.title, c.abstract)) } };
  } catch (error) {
    if (error instanceof ImportError) {
      return {
        ok: false,
        error: { name: 'ImportError', message: error.message, details: { kind: error.kind, fileName: error.fileName } },
      };
    }
    return { ok: false, error: { name: 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
}

// One file at a time, as openWorker's session sends them: the tokeniser loads once for an upload's files
// and its memo of words, warm after the first file, serves the next ones.
serveReplies(reply);
