import { describe, expect, it } from 'vitest';
import { runWorker } from '../../../src/server/jobs/run-worker.ts';

const SLOW = new URL('../../fixtures/slow-parts.worker.ts', import.meta.url);

describe('parts sent to a worker', () => {
  it('are read from their source only as the worker takes them: never more than two ahead', async () => {
    const readAt: number[] = [];
    async function* source() {
      for (let part = 0; part < 8; part++) {
        readAt.push(Date.now());
        yield part;
      }
    }
    const reply = await runWorker<unknown, number[]>(SLOW, {}, { parts: source() });
    if (!reply.ok) throw new Error(reply.error.message);
    const takenAt = reply.value;
    expect(takenAt).toHaveLength(8);
    // Part k is read only after part k - 2 was taken (a page of 5,000 citations waits in the source, not in memory).
    for (let k = 2; k < 8; k++) expect(readAt[k]).toBeGreaterThanOrEqual(takenAt[k - 2]!);
  });

  it('stop being read when the worker dies, and the source is closed', async () => {
    let closed = false;
    let read = 0;
    async function* endless() {
      try {
        for (;;) {
          read++;
          yield read;
        }
      } finally {
        closed = true;
      }
    }
    const exitOnJob = new URL('../../fixtures/exit-on-job.worker.mjs', import.meta.url);
    await expect(runWorker(exitOnJob, {}, { parts: endless() })).rejects.toThrow(/stopped with code 3/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
    expect(read).toBeLessThanOrEqual(3);
  });

  it('come back as results before the reply, in order, each as soon as it is sent', async () => {
    const received: Array<{ result: unknown; at: number }> = [];
    const early = new URL('../../fixtures/early-results.worker.ts', import.meta.url);
    const reply = await runWorker<unknown, number>(
      early,
      {},
      { onResult: (result) => received.push({ result, at: Date.now() }) },
    );
    if (!reply.ok) throw new Error(reply.error.message);
    expect(received.map((r) => r.result)).toEqual([10, 20, 30]);
    // The first came while the worker was still working on the others (40 ms more), not with the reply.
    expect(received[0]!.at).toBeLessThan(reply.value);
  });
});
