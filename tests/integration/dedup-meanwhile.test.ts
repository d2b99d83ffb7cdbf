import { afterAll, describe, expect, it, vi } from 'vitest';
import { findDuplicatesOffThread } from '../../src/server/jobs/dedup.job.ts';
import { appWithUploader } from '../helpers/multipart.ts';
import { testDatabases } from '../helpers/test-app.ts';

// The search runs in this process: a test can act while it runs, between reading the records and storing.
vi.mock('../../src/server/jobs/dedup.job.ts', async (original) => {
  const real = await original<typeof import('../../src/server/jobs/dedup.job.ts')>();
  return { findDuplicatesOffThread: vi.fn(real.findDuplicatesOffThread) };
});
const search = vi.mocked(findDuplicatesOffThread);
type SearchResult = Awaited<ReturnType<typeof findDuplicatesOffThread>>;

/** The next search runs `before` ahead of reading the project's records, and `after` once it found its matches. */
async function nextSearch({
  before,
  after,
}: {
  before?: () => Promise<void>;
  after?: (result: SearchResult) => Promise<void>;
}) {
  const { findDuplicatesOffThread: real } = await vi.importActual<typeof import('../../src/server/jobs/dedup.job.ts')>(
    '../../src/server/jobs/dedup.job.ts',
  );
  search.mockImplementationOnce(async (...args) => {
    await before?.();
    const result = await real(...args);
    await after?.(result);
    return result;
  });
}

describe.each(testDatabases())('decisions made while a duplicate search runs, on $name', (db) => {
  const { t, user, upload } = appWithUploader(db);
  afterAll(() => search.mockReset());
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  const run = async (id: number) => (await call('POST', `/api/projects/${id}/remove-duplicates`)).json();

  it('keeps a record labelled while the search ran, and offers its pair to a person instead of removing it', async () => {
    const { id } = await upload('Labelled meanwhile', ['duplicates.csv']);
    let labelled = 0;
    await nextSearch({
      after: async (result) => {
        // A reviewer decides on the copy the search is about to set aside (the other copy stays unlabelled).
        labelled = result.matches[0]!.removedId;
        const res = await call('PUT', `/api/projects/${id}/citations/${labelled}/relevance`, { is_relevant: true });
        expect(res.statusCode).toBe(200);
      },
    });
    const body = await run(id);
    expect(body.duplicates_marked).toBe(2); // 3 when nothing is decided meanwhile (dedup.test.ts)
    const details = body.duplicate_details as Array<{ removed: { id: number } }>;
    expect(details.map((d) => d.removed.id)).not.toContain(labelled);
    const lists = (await call('GET', `/api/projects/${id}/duplicates`)).json();
    type Brief = { id: number; is_relevant: boolean | null };
    const offered = (lists.possible as Array<{ a: Brief; b: Brief; reason: string }>).find(
      (p) => p.a.id === labelled || p.b.id === labelled,
    );
    expect(offered?.reason).toBe('decided while the search ran: check before merging');
    // The decision stands, on a record still in the project.
    expect([offered!.a, offered!.b].find((c) => c.id === labelled)?.is_relevant).toBe(true);
    // The project's count is what was set aside.
    expect((await call('GET', `/api/projects/${id}`)).json().duplicates_removed).toBe(2);
  });

  it('does not remove again a citation a person restored while the search ran', async () => {
    const { id } = await upload('Restored meanwhile', ['duplicates.csv']);
    const first = await run(id);
    expect(first.duplicates_marked).toBe(3);
    const removed = (await call('GET', `/api/projects/${id}/duplicates`)).json().removed as Array<{
      record_id: number;
      removed: { id: number };
    }>;
    const restored = removed[0]!;
    // Restored after the search read who is kept apart, before it read the records (so it reads it active).
    await nextSearch({
      before: async () => {
        expect((await call('POST', `/api/projects/${id}/duplicates/${restored.record_id}/restore`)).statusCode).toBe(
          200,
        );
      },
    });
    expect((await run(id)).duplicates_marked).toBe(0);
    const after = (await call('GET', `/api/projects/${id}/duplicates`)).json();
    expect(after.removed.map((r: { removed: { id: number } }) => r.removed.id)).not.toContain(restored.removed.id);
    expect((await call('GET', `/api/projects/${id}`)).json().duplicates_removed).toBe(2);
  });
});
