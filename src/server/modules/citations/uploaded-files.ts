import { fileMessages, projectMessages } from '../../../shared/messages.ts';
import { DomainError } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { openFileReader, type FileReader, type IndexedFile } from '../../jobs/read-file.job.ts';
import { WORKER_LANES } from '../../jobs/worker-lanes.ts';
import { ImportError } from '../../import/types.ts';
import { Waiters } from '../../jobs/waiters.ts';
import type { ImportSource } from './citation-import.service.ts';

/** Files read at once, each lane in a worker of its own. */
const PARALLEL_READS = WORKER_LANES;
/**
 * Files read (or being read) and not yet stored, the one being stored included. Without a limit the
 * readers ran ahead of the inserts and a 100,000-citation upload in five files had them all in memory
 * (the server's heap at ~355 MB); each lane still has a file to read while one is stored.
 */
const READ_AHEAD = PARALLEL_READS + 1;

/** Lets lanes start the file at a position once fewer than READ_AHEAD files are waiting to be stored. */
class ReadGate {
  private stored = 0;
  private closed = false;
  private readonly changed = new Waiters();

  /** Whether to read the file at this position: false once the files are no longer wanted. */
  async before(position: number): Promise<boolean> {
    while (!this.closed && position >= this.stored + READ_AHEAD) await this.changed.wait();
    return !this.closed;
  }

  /** One more file stored, or passed over. */
  advance(): void {
    this.stored++;
    this.changed.wakeAll();
  }

  /** The caller stopped early: files not yet begun are not read. */
  close(): void {
    this.closed = true;
    this.changed.wakeAll();
  }
}

const NOT_READ = new Error('not read: the upload stopped before this file');

type Read = { file: UploadedFile } & ({ ok: true; parsed: IndexedFile } | { ok: false; error: unknown });

/**
 * Reads the files in PARALLEL_READS lanes, each lane taking the next file not yet taken, in its own
 * worker kept for all its files. One promise per file, in upload order; none rejects.
 */
function startReads(files: UploadedFile[], gate: ReadGate): Array<Promise<Read>> {
  // A resolver keeps its promise, and so the file's citations, alive: each is dropped once used.
  const settle: Array<((read: Read) => void) | undefined> = [];
  const reads = files.map(() => new Promise<Read>((resolve) => settle.push(resolve)));
  let next = 0;
  // In a function of its own, so that no variable of the lane still holds a file while it reads the next.
  const readOne = async (reader: FileReader, at: number) => {
    const file = files[at]!;
    const resolve = settle[at]!;
    settle[at] = undefined;
    if (!(await gate.before(at))) return resolve({ file, ok: false, error: NOT_READ });
    resolve(
      await reader.read(file.path, file.name).then(
        (parsed): Read => ({ file, ok: true, parsed }),
        (error: unknown): Read => ({ file, ok: false, error }),
      ),
    );
  };
  const lane = async () => {
    const reader = openFileReader();
    try {
      while (next < files.length) await readOne(reader, next++);
    } finally {
      await reader.close();
    }
  };
  for (let i = 0; i < Math.min(PARALLEL_READS, files.length); i++) void lane();
  return reads;
}

/**
 * The uploaded files' citations, a file at a time in upload order, each as soon as it is read (so the
 * caller stores one file while the next are read). If any file cannot be imported, nothing more is
 * given and the iteration ends by failing with one line per failing file: the caller's transaction then
 * keeps nothing from a half-good upload. Every read is over before the iteration is (the files can then
 * be deleted), even when the caller stops early.
 */
export async function* readUploadedFiles(files: UploadedFile[]): AsyncGenerator<ImportSource> {
  if (files.length === 0) throw new DomainError('BAD_REQUEST', projectMessages.noFile);
  const gate = new ReadGate();
  const reads = startReads(files, gate);
  const allRead = Promise.all(reads.map((read) => read.then(() => undefined)));
  const problems: string[] = [];
  let unsupported = false;
  try {
    // Each file's citations are let go of once stored: holding all of a 100,000-citation upload until
    // its end kept ~370 MB alive, and the heap then grew to ~900 MB before its next full collection.
    for (let pending = reads.shift(); pending; pending = reads.shift()) {
      const read = await pending;
      if (read.ok) {
        const { format, citations, index, skipped } = read.parsed;
        if (problems.length === 0) yield { name: read.file.name, format, citations, index, skipped };
        gate.advance();
        continue;
      }
      gate.advance();
      if (!(read.error instanceof ImportError)) throw read.error;
      problems.push(`${read.file.name}: ${read.error.message}`);
      unsupported ||= read.error.kind === 'unsupported';
    }
  } finally {
    // Stopped early (the caller's error): files being read are finished, the others not begun.
    gate.close();
    await allRead;
  }
  if (problems.length) {
    const message =
      problems.length === 1 && files.length === 1
        ? problems[0]!.slice(files[0]!.name.length + 2)
        : 'One or more files could not be imported.';
    const hint = unsupported ? { hint: fileMessages.otherFormatsHint } : {};
    throw new DomainError('BAD_REQUEST', message, undefined, { processing_errors: problems, ...hint });
  }
}
