import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('../../fixtures/garbage-then-release.ts', import.meta.url));

describe('releaseMemory', () => {
  // In a process of its own: resident memory is the whole process's, and tests run side by side.
  it("gives the pages of a large job's garbage back to the system", { timeout: 60_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CHILD], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const { holding, after } = JSON.parse(stdout) as { holding: number; after: number };
    expect(holding).toBeGreaterThan(250);
    expect(after).toBeLessThan(holding - 150);
  });
});
