import { readCitationFile } from '../import/read-citation-file.ts';
import { ImportError } from '../import/types.ts';
import { indexCitation } from '../ml/citation-index.ts';
import { yieldToRequests } from './background-priority.ts';
import { releaseMemory } from './release-memory.ts';
import type { FilePart, IndexedFile, ReadInput } from './read-file.job.ts';
import type { WorkerReply } from './run-worker.ts';
import { sendResult, serveReplies } from './worker-answer.ts';

const CITATIONS_PER_PART = 1000;

yieldToRequests();

let filesRead = 0;

async function reply({ path, fileName }: ReadInput): Promise<WorkerReply<IndexedFile>> {
  // The previous file, sent, is garbage: collected and its pages given back before this one is read, so
  // that the worker's heap does not grow on top of it.
  if (filesRead++ > 0) await releaseMemory();
  try {
    const parsed = await readCitationFile(path, fileName);
    // Indexed here, in the file's own worker, rather than on the main thread or in a pass after the insert, and
    // sent a part at a time: the server's thread takes each message whole, and 20,000 citations in one had held
    // it for up to ~0.25 s while other users waited (docs/performance.md, Load).
    for (let start = 0; start < parsed.citations.length; start += CITATIONS_PER_PART) {
      const citations = parsed.citations.slice(start, start + CITATIONS_PER_PART);
      sendResult({ citations, index: citations.map((c) => indexCitation(c.title, c.abstract)) } satisfies FilePart);
    }
    return { ok: true, value: { ...parsed, citations: [], index: [] } };
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
