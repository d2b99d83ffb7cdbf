import { importMessages } from '../import/import.messages.ts';
import { ImportError, type ImportErrorKind, type ParsedFile } from '../import/types.ts';
import type { CitationIndex } from '../ml/citation-index.ts';
import { ranOutOfMemory, runWorker, type WorkerReply } from './run-worker.ts';

const WORKER = new URL('./read-file.worker.ts', import.meta.url);

/** A file's citations with, for each, its exact-duplicate hash and lemma tokens. */
export type IndexedFile = ParsedFile & { index: CitationIndex[] };

/**
 * A 50 MB upload parses in a few hundred MB; a file that needs more (a zip bomb whose headers lie about
 * its sizes) stops its own worker instead of the server.
 */
const READ_LIMITS = { maxOldGenerationSizeMb: 1024 };

async function readInWorker(path: string, fileName: string): Promise<WorkerReply<IndexedFile>> {
  try {
    return await runWorker<{ path: string; fileName: string }, IndexedFile>(WORKER, { path, fileName }, { resourceLimits: READ_LIMITS });
  } catch (error) {
    if (ranOutOfMemory(error)) throw new ImportError('unreadable', importMessages.tooMuchMemory, fileName);
    throw error;
  }
}

/** readCitationFile and indexCitation in a worker thread; an ImportError comes back as an ImportError. */
export async function readCitationFileOffThread(path: string, fileName: string): Promise<IndexedFile> {
  const reply = await readInWorker(path, fileName);
  if (reply.ok) return reply.value;
  const details = reply.error.details as { kind: ImportErrorKind; fileName?: string } | undefined;
  if (reply.error.name === 'ImportError' && details) throw new ImportError(details.kind, reply.error.message, details.fileName);
  throw new Error(`reading ${fileName} failed: ${reply.error.message}`);
}
