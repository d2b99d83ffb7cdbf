import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('../../fixtures/garbage-then-release.ts', import.meta.url));

describe('releaseMemory', () => {
  // In a process of its own: resident memory is the whole process's, and tests run side by side.
  it("gives the pages of a large job's garbage back to the system", () => {
    const { holding, after } = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', CHILD], { encoding: 'utf8' })) as { holding: number; after: number };
    expect(holding).toBeGreaterThan(250);
    expect(after).toBeLessThan(holding - 150);
  });
});
