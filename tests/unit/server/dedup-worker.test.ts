import { describe, expect, it, vi } from 'vitest';
import { dedupHeapLimitMb, findDuplicatesOffThread } from '../../../src/server/jobs/dedup.job.ts';
import { findDuplicates } from '../../../src/server/ml/dedup/find-duplicates.ts';
import type { DedupRecord } from '../../../src/server/ml/dedup/types.ts';

const records: DedupRecord[] = Array.from({ length: 300 }, (_, i) => ({
  id: i + 1,
  // Every tenth citation repeats the one before it with its title in capitals.
  title:
    i % 10 === 9
      ? `STUDY ${i - 1} OF STATINS AND DEMENTIA IN OLDER ADULTS`
      : `Study ${i} of statins and dementia in older adults`,
  // An abstract of a real abstract's length: identical title and abstract are enough to remove a copy.
  abstract: `Cohort ${i % 10 === 9 ? i - 1 : i}: adults over 65 who took statins and adults who did not were followed for ten years, and dementia incidence was compared between them.`,
  year: 2019,
}));

function pages() {
  const read = vi.fn();
  async function* source() {
    read();
    for (let i = 0; i < records.length; i += 100) yield records.slice(i, i + 100);
  }
  return { source, read };
}

describe('the duplicate search in its worker', () => {
  it('answers as the search in this thread does, within its heap limit', async () => {
    const { source, read } = pages();
    const result = await findDuplicatesOffThread({ keepApart: [] }, source, { count: records.length });
    expect(result.matches.length).toBe(30);
    expect(result).toEqual(findDuplicates(records));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('searches again without the limit, from the first page, when the worker outgrows it', async () => {
    const { source, read } = pages();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await findDuplicatesOffThread({ keepApart: [] }, source, { count: records.length, heapLimitMb: 4 });
    expect(result).toEqual(findDuplicates(records));
    expect(read).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/outgrew 4 MB; searching again without a limit/));
    warn.mockRestore();
  });

  it('gives a project room in proportion to its size', () => {
    expect(dedupHeapLimitMb(0)).toBe(256);
    expect(dedupHeapLimitMb(100_000)).toBe(556);
    expect(dedupHeapLimitMb(1_000_000)).toBeGreaterThan(3000);
  });
});
