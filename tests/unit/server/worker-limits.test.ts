import { describe, expect, it } from 'vitest';
import { openWorker, ranOutOfMemory, runWorker } from '../../../src/server/jobs/run-worker.ts';

const HOG = new URL('../../fixtures/memory-hog.worker.mjs', import.meta.url);

describe('a worker given resource limits', () => {
  it('is stopped when it outgrows them, and the failure says it ran out of memory', async () => {
    const failure = await runWorker(
      HOG,
      {},
      { resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } },
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(ranOutOfMemory(failure)).toBe(true);
  });

  it('stops a worker kept for a series of jobs too, and its job fails as out of memory', async () => {
    const session = openWorker(HOG, { resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } });
    const failure = await session.run({}).then(
      () => undefined,
      (error: unknown) => error,
    );
    await session.close();
    expect(ranOutOfMemory(failure)).toBe(true);
  });

  it('does not count an ordinary failure as running out of memory', () => {
    expect(ranOutOfMemory(new Error('worker stopped with code 1 before answering'))).toBe(false);
  });
});
