import { parentPort, workerData } from 'node:worker_threads';
import { readCitationFile } from '../import/read-citation-file.ts';
import { ImportError, type ParsedFile } from '../import/types.ts';
import type { WorkerReply } from './run-worker.ts';

const { path, fileName } = workerData as { path: string; fileName: string };

async function reply(): Promise<WorkerReply<ParsedFile>> {
  try {
    return { ok: true, value: await readCitationFile(path, fileName) };
  } catch (error) {
    if (error instanceof ImportError) {
      return { ok: false, error: { name: 'ImportError', message: error.message, details: { kind: error.kind, fileName: error.fileName } } };
    }
    return { ok: false, error: { name: 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
}

parentPort?.postMessage(await reply());
