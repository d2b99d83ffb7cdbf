import { importMessages } from '../import/import.messages.ts';
import { ImportError, type ImportErrorKind, type ParsedFile } from '../import/types.ts';
import type { CitationIndex } from '../ml/citation-index.ts';
import { openWorker, ranOutOfMemory, type WorkerReply, type WorkerSession } from './run-worker.ts';

const WORKER = new URL('./read-file.worker.ts', import.meta.url);

/** A file's citations with, for each, its exact-duplicate hash and lemma tokens. */
export type IndexedFile = ParsedFile & { index: CitationIndex[] };
/** Some of a file's citations with their index entries, as the worker sends them ahead of its reply. */
export type FilePart = Pick<IndexedFile, 'citations' | 'index'>;
export interface ReadInput {
  path: string;
  fileName: string;
}

/**
 * A 50 MB upload parses in a few hundred MB; a file that needs more (a zip bomb whose headers lie about
 * its sizes) stops its own worker instead of the server.
 */
const READ_LIMITS = { maxOldGenerationSizeMb: 1024 };

/** Reads files one after another in one worker thread (readCitationFile and indexCitation), until closed. */
export interface FileReader {
  /** The file's citations; an ImportError in the worker comes back as an ImportError. */
  read(path: string, fileName: string): Promise<IndexedFile>;
  close(): Promise<void>;
}

/**
 * A reader for a series of files: its worker loads the tokeniser once, and the words it learns on one
 * file speed up the next (a 20,000-citation file tokenises in ~3 s instead of ~5 s once the memo is
 * warm). A file that runs the worker out of memory fails alone: the next file gets a new worker.
 */
export function openFileReader(): FileReader {
  let session: WorkerSession<ReadInput, IndexedFile> | undefined;
  const inWorker = async (input: ReadInput): Promise<WorkerReply<IndexedFile>> => {
    const current = (session ??= openWorker<ReadInput, IndexedFile>(WORKER, { resourceLimits: READ_LIMITS }));
    const citations: IndexedFile['citations'] = [];
    const index: IndexedFile['index'] = [];
    const take = (part: unknown) => {
      for (const citation of (part as FilePart).citations) citations.push(citation);
      for (const entry of (part as FilePart).index) index.push(entry);
    };
    try {
      const reply = await current.run(input, take);
      return reply.ok ? { ok: true, value: { ...reply.value, citations, index } } : reply;
    } catch (error) {
      session = undefined;
      await current.close();
      if (ranOutOfMemory(error)) throw new ImportError('unreadable', importMessages.tooMuchMemory, input.fileName);
      throw error;
    }
  };
  return {
    async read(path, fileName) {
      const reply = await inWorker({ path, fileName });
      if (reply.ok) return reply.value;
      const details = reply.error.details as { kind: ImportErrorKind; fileName?: string } | undefined;
      if (reply.error.name === 'ImportError' && details)
        throw new ImportError(details.kind, reply.error.message, details.fileName);
      throw new Error(`reading ${fileName} failed: ${reply.error.message}`);
    },
    close: async () => {
      await session?.close();
      session = undefined;
    },
  };
}
