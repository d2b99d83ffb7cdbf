import { parentPort } from 'node:worker_threads';
import { PART_TAKEN, type EarlyResult, type WorkerReply } from './run-worker.ts';

/** Runs a worker's one job and answers with its value, or with its error, so no failure is lost in the thread. */
export function answer<O>(job: () => O): void {
  parentPort?.postMessage(replyTo(job));
}

function replyTo<O>(job: () => O): WorkerReply<O> {
  try {
    return { ok: true, value: job() };
  } catch (error) {
    return { ok: false, error: { name: 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
}

/** Sends a result ahead of the reply, to runWorker's onResult. */
export function sendResult(result: unknown): void {
  parentPort?.postMessage({ result } satisfies EarlyResult);
}

/** Answers each job openWorker's session sends, one after another, until the session closes. */
export function serveJobs<I, O>(job: (input: I) => O): void {
  serveReplies((input: I) => replyTo(() => job(input)));
}

/** serveJobs for a worker that makes its own replies (an asynchronous job, failures with details of their own). */
export function serveReplies<I, O>(reply: (input: I) => WorkerReply<O> | Promise<WorkerReply<O>>): void {
  parentPort!.on('message', (input: I) => {
    void Promise.resolve(reply(input)).then((answer) => parentPort!.postMessage(answer));
  });
}

/**
 * Hands each part the server sends (runWorker's parts) to `take`, and tells the server it was taken so it
 * sends more; resolves once the last has come.
 */
export function receiveParts<P>(take: (part: P) => void): Promise<void> {
  return new Promise((resolve) => {
    const port = parentPort!;
    const onMessage = (message: { part?: P; end?: true }) => {
      if (!message.end) {
        take(message.part as P);
        return port.postMessage(PART_TAKEN);
      }
      port.off('message', onMessage);
      resolve();
    };
    port.on('message', onMessage);
  });
}
