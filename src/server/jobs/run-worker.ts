import { Worker, type ResourceLimits } from 'node:worker_threads';
import { Waiters } from './waiters.ts';

export type WorkerReply<O> =
  { ok: true; value: O } | { ok: false; error: { name: string; message: string; details?: Record<string, unknown> } };

interface RunOptions {
  resourceLimits?: ResourceLimits;
  /**
   * Data sent to the worker after it starts, a part at a time (see receiveParts), so that neither thread
   * holds all of it at once: 100,000 citations read from the database a page at a time.
   */
  parts?: AsyncIterable<unknown>;
  /** Called with each result the worker sends before its reply (see sendResult), in order. */
  onResult?: (result: unknown) => void;
}

/** What receiveParts answers for each part it has handed on (never a job's reply: that has `ok`). */
export const PART_TAKEN = { partTaken: true } as const;
/** A result sent ahead of the reply: the first scores while the worker works out the rest. */
export type EarlyResult = { result: unknown };
/** Parts sent and not yet taken: the next is ready when the worker wants it, and no more wait in its queue. */
const PARTS_AHEAD = 2;

/**
 * Runs one job in a worker thread so that CPU-heavy work (parsing a 50 MB file, matching duplicates)
 * never blocks the event loop. The worker module answers once with a WorkerReply and exits.
 * Worker modules are TypeScript with erasable syntax only, which Node 22 runs as it is.
 */
export function runWorker<I, O>(moduleUrl: URL, input: I, options: RunOptions = {}): Promise<WorkerReply<O>> {
  // Made outside the promise's closures, so that they do not keep the input (100,000 citations) alive
  // while the worker works on its own copy.
  const worker = new Worker(moduleUrl, { workerData: input, resourceLimits: options.resourceLimits });
  const { parts } = options;
  return new Promise((resolve, reject) => {
    let answered = false;
    let ahead = 0;
    const taken = new Waiters();
    const onMessage = (message: WorkerReply<O> | typeof PART_TAKEN | EarlyResult) => {
      if ('partTaken' in message) {
        ahead--;
        return taken.wakeAll();
      }
      if ('result' in message) return options.onResult?.(message.result);
      worker.off('message', onMessage);
      answered = true;
      resolve(message);
      void worker.terminate();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`worker ${moduleUrl.pathname} stopped with code ${code} before answering`));
      answered = true;
      // A sender waiting for the worker to take a part stops (and its source closes).
      taken.wakeAll();
    });
    if (parts) {
      (async () => {
        const source = parts[Symbol.asyncIterator]();
        try {
          for (;;) {
            // Read on only when the worker wants more: unread pages would otherwise pile up in its queue
            // (at 100,000 citations, hundreds of MB).
            while (ahead >= PARTS_AHEAD && !answered) await taken.wait();
            if (answered) return;
            const next = await source.next();
            if (next.done) break;
            ahead++;
            worker.postMessage({ part: next.value });
          }
          worker.postMessage({ end: true });
        } finally {
          await source.return?.();
        }
      })().catch((error: unknown) => {
        answered = true;
        reject(error);
        void worker.terminate();
      });
    }
  });
}

export interface WorkerSession<I, O> {
  /** Runs a job; `onResult` takes each result the worker sends before its reply (see sendResult), in order. */
  run(input: I, onResult?: (result: unknown) => void): Promise<WorkerReply<O>>;
  close(): Promise<void>;
}

/**
 * A worker kept for a series of jobs, one at a time (the module calls serveJobs): it loads its models
 * once, and what it learns on the way (tokenising's memo of words) serves every job. A job that kills
 * the worker rejects, as does every job after it.
 */
export function openWorker<I, O>(
  moduleUrl: URL,
  options: { resourceLimits?: ResourceLimits } = {},
): WorkerSession<I, O> {
  const worker = new Worker(moduleUrl, { resourceLimits: options.resourceLimits });
  let pending:
    | { resolve: (reply: WorkerReply<O>) => void; reject: (error: Error) => void; onResult?: (result: unknown) => void }
    | undefined;
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    pending?.reject(stopped);
    pending = undefined;
  };
  worker.on('message', (reply: WorkerReply<O> | EarlyResult) => {
    if ('result' in reply) return pending?.onResult?.(reply.result);
    pending?.resolve(reply);
    pending = undefined;
  });
  worker.once('error', stop);
  worker.once('exit', (code) => stop(new Error(`worker ${moduleUrl.pathname} stopped with code ${code}`)));
  return {
    run: (input, onResult) =>
      new Promise((resolve, reject) => {
        if (stopped) return reject(stopped);
        if (pending) return reject(new Error('a worker session runs one job at a time'));
        pending = { resolve, reject, onResult };
        worker.postMessage(input);
      }),
    close: async () => {
      stop(new Error('the worker session is closed'));
      await worker.terminate();
    },
  };
}

/** A worker past its resourceLimits is stopped by Node with this error, not by anything the job threw. */
export function ranOutOfMemory(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
}
