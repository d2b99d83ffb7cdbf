import { ImportError, type ImportErrorKind, type ParsedFile } from '../import/types.ts';
import { runWorker } from './run-worker.ts';

const WORKER = new URL('./read-file.worker.ts', import.meta.url);

/** readCitationFile in a worker thread; an ImportError comes back as an ImportError. */
export async function readCitationFileOffThread(path: string, fileName: string): Promise<ParsedFile> {
  const reply = await runWorker<{ path: string; fileName: string }, ParsedFile>(WORKER, { path, fileName });
  if (reply.ok) return reply.value;
  const details = reply.error.details as { kind: ImportErrorKind; fileName?: string } | undefined;
  if (reply.error.name === 'ImportError' && details) throw new ImportError(details.kind, reply.error.message, details.fileName);
  throw new Error(`reading ${fileName} failed: ${reply.error.message}`);
}
