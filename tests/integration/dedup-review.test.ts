import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedProject, type FilePart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

interface Detail {
  record_id: number;
  similarity_score: number;
  detection_method: string;
  kept: {
    id: number;
    title: string;
    abstract: string;
    authors: string | null;
    doi: string | null;
    year: number | null;
  };
  removed: { id: number; title: string };
}
interface Pair {
  record_id: number;
  similarity_score: number;
  a: { id: number; title: string; abstract: string };
  b: { id: number; title: string };
}

/** Six studies with a long abstract each, to pair up by hand: the review API is tested apart from the matcher. */
const studies = Array.from({ length: 6 }, (_, i) => ({
  title: `Study ${i + 1} of aspirin after stroke`,
  abstract: `${'Patients were followed for recurrent stroke and bleeding over two years. '.repeat(8)}Cohort ${i + 1}.`,
}));
const STUDIES_CSV = [
  'title,abstract,authors,year',
  ...studies.map((s, i) => `${s.title},${s.abstract},Author${i} A,${2010 + i}`),
].join('\n');

describe.each(testDatabases())('reviewing duplicates on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
    ({ cookie: other } = await signUp(t.app, { first_name: 'Other' }));
  });
  afterAll(() => t.close());

  const upload = async (files: FilePart[]) => (await uploadedProject(t, cookie, 'Review', files)).id;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const sqlRows = (text: string, params: unknown[]) => t.orm.em.fork().execute(text, params);
  const citationIds = async (projectId: number) =>
    (await sqlRows('select id from citation where project_id = ? order by id', [projectId])).map((r) => r.id as number);
  /** Stores possible pairs (a would be kept, b removed) with their similarity, as a run would. */
  const possible = async (projectId: number, pairs: Array<[number, number, number]>) => {
    for (const [a, b, similarity] of pairs) {
      await sqlRows(
        "insert into duplicate_record (project_id, kept_id, removed_id, reason, similarity_score, detection_method, status, created_at) values (?, ?, ?, 'title 90% similar', ?, 'similar', 'possible', now())",
        [projectId, a, b, similarity],
      );
    }
    return (await call('GET', `/api/projects/${projectId}/duplicates/possible?sort=oldest`)).json().items as Pair[];
  };
  const state = async (projectId: number) => ({
    active: (
      await sqlRows('select id from citation where project_id = ? and duplicate_of is null order by id', [projectId])
    ).map((r) => r.id),
    records: await sqlRows(
      'select id, status, kept_id, removed_id from duplicate_record where project_id = ? order by id',
      [projectId],
    ),
    project: (await call('GET', `/api/projects/${projectId}`)).json(),
  });

  it('filters the removed list by method, sorts it by similarity and searches titles, authors and DOIs, keeping the default page as it was', async () => {
    const id = await upload(['duplicates.csv']);
    const { duplicate_details: all } = (await call('POST', `/api/projects/${id}/remove-duplicates`)).json() as {
      duplicate_details: Detail[];
    };
    const page = async (query: string) => (await call('GET', `/api/projects/${id}/duplicates/removed?${query}`)).json();

    const plain = await page('');
    expect(plain.items.map((d: Detail) => d.record_id)).toEqual(all.map((d) => d.record_id).sort((a, b) => a - b));
    expect(plain).toMatchObject({ total: all.length, matching: all.length, next_cursor: null });
    const counted = Object.fromEntries(
      ['exact', 'doi', 'similar', 'manual'].map((m) => [m, all.filter((d) => d.detection_method === m).length]),
    );
    expect(plain.by_method).toEqual(counted);
    // The paged list shows whole abstracts and the bibliographic fields a person compares.
    const statins = plain.items.find((d: Detail) => d.kept.title.startsWith('Statins'));
    expect(statins.kept).toMatchObject({ authors: 'Smith J; Jones A', year: 2019, doi: '10.1111/jgs.15800' });

    for (const method of ['exact', 'doi'] as const) {
      const only = await page(`method=${method}`);
      expect(only.items.length).toBe(counted[method]);
      expect(only.items.every((d: Detail) => d.detection_method === method)).toBe(true);
      expect(only).toMatchObject({ total: all.length, matching: counted[method] });
    }

    const ascending = (await page('sort=similarity_asc')).items.map((d: Detail) => d.similarity_score);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(Math.min(...all.map((d) => d.similarity_score)));
    // Paged one at a time in that order, the cursor walks every entry once.
    const walked: number[] = [];
    for (let cursor: number | null = null, n = 0; n < 10; n++) {
      const next = await page(`sort=similarity_asc&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...next.items.map((d: Detail) => d.record_id));
      cursor = next.next_cursor;
      if (!cursor) break;
    }
    expect(new Set(walked).size).toBe(all.length);

    for (const search of ['statins AND', 'jones', 'jgs.15800']) {
      const found = await page(`search=${encodeURIComponent(search)}`);
      expect(found.items.map((d: Detail) => d.kept.title)).toEqual([
        'Statins and the risk of dementia in older adults: a cohort study',
      ]);
      expect(found).toMatchObject({ total: all.length, matching: 1 });
    }
    expect((await page('search=%25')).items).toEqual([]);

    expect((await call('GET', `/api/projects/${id}/duplicates/removed?method=fuzzy`)).statusCode).toBe(422);
    expect((await call('GET', `/api/projects/${id}/duplicates/removed?sort=newest`)).json().message).toBeTruthy();
    expect(
      (await call('GET', `/api/projects/${id}/duplicates/removed?method=exact`, undefined, other)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/projects/99999999/duplicates/removed`)).statusCode).toBe(404);
  });

  it('pages the possible pairs by similarity and hides a pair once one of its citations is removed', async () => {
    const id = await upload([{ name: 'studies.csv', data: STUDIES_CSV }]);
    const [c1, c2, c3, c4, c5] = await citationIds(id);
    await possible(id, [
      [c1!, c2!, 0.7],
      [c3!, c4!, 0.9],
      [c2!, c5!, 0.8],
    ]);
    const first = (await call('GET', `/api/projects/${id}/duplicates/possible?sort=similarity_asc&limit=2`)).json();
    expect(first.items.map((p: Pair) => p.similarity_score)).toEqual([0.7, 0.8]);
    expect(first).toMatchObject({ total: 3, matching: 3 });
    expect(first.items[0].a.abstract).toBe(studies[0]!.abstract);
    const second = (
      await call(
        'GET',
        `/api/projects/${id}/duplicates/possible?sort=similarity_asc&limit=2&cursor=${first.next_cursor}`,
      )
    ).json();
    expect(second.items.map((p: Pair) => p.similarity_score)).toEqual([0.9]);
    expect(second.next_cursor).toBeNull();
    // Quote marks count for nothing: a phrase typed in quotes finds it too.
    for (const search of ['Study 3', '"Study 3"', '“Study 3”'])
      expect(
        (await call('GET', `/api/projects/${id}/duplicates/possible?search=${encodeURIComponent(search)}`)).json(),
      ).toMatchObject({ matching: 1, total: 3 });

    const byId = (await call('GET', `/api/projects/${id}/duplicates/possible`)).json().items as Pair[];
    const [p12] = byId;
    expect(
      (await call('POST', `/api/projects/${id}/duplicates/resolve`, { record_ids: [p12!.record_id], action: 'remove' }))
        .statusCode,
    ).toBe(200);
    // Citation 2 went: its other pair (2, 5) waits for nothing any more.
    const left = (await call('GET', `/api/projects/${id}/duplicates/possible`)).json();
    expect(left.items.map((p: Pair) => [p.a.id, p.b.id])).toEqual([[c3, c4]]);
    expect((await call('GET', `/api/projects/${id}/duplicates`)).json().possible).toHaveLength(1);

    const trpc = await t.app.inject({
      method: 'GET',
      url: `/trpc/dedup.possiblePage?input=${encodeURIComponent(JSON.stringify({ json: { projectId: id, limit: 5 } }))}`,
      headers: { cookie },
    });
    expect(trpc.json().result.data.json).toMatchObject({ total: 1, next_cursor: null });
    expect((await call('GET', `/api/projects/${id}/duplicates/possible`, undefined, other)).statusCode).toBe(403);
  });

  it('keeps both citations of several pairs at once, and they are not suggested again', async () => {
    const id = await upload([{ name: 'studies.csv', data: STUDIES_CSV }]);
    const [c1, c2, c3, c4] = await citationIds(id);
    const pairs = await possible(id, [
      [c1!, c2!, 0.8],
      [c3!, c4!, 0.8],
    ]);
    const res = await call('POST', `/api/projects/${id}/duplicates/resolve`, {
      record_ids: pairs.map((p) => p.record_id),
      action: 'dismiss',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Kept both citations of 2 pairs', removed: 0, kept_both: 2 });
    const after = await state(id);
    expect(after.records.map((r) => r.status)).toEqual(['dismissed', 'dismissed']);
    expect(after.active).toHaveLength(6);
    expect((await call('GET', `/api/projects/${id}/duplicates/possible`)).json().total).toBe(0);
  });

  it('removes one copy of each selected pair in one transaction, through the copy kept when pairs share a citation', async () => {
    const id = await upload([{ name: 'studies.csv', data: STUDIES_CSV }]);
    const [c1, c2, c3, c4, c5] = await citationIds(id);
    // 1~2, 2~3 and 4~5: citations 1, 2 and 3 become one publication, 4 and 5 another.
    const pairs = await possible(id, [
      [c1!, c2!, 0.8],
      [c2!, c3!, 0.8],
      [c4!, c5!, 0.8],
    ]);
    const res = await call('POST', `/api/projects/${id}/duplicates/resolve`, {
      record_ids: pairs.map((p) => p.record_id),
      action: 'remove',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '3 duplicates removed', removed: 3, kept_both: 0 });
    const after = await state(id);
    expect(after.active).toEqual([c1, c4, (await citationIds(id))[5]]);
    const removedTo = await sqlRows(
      'select id, duplicate_of from citation where project_id = ? and duplicate_of is not null order by id',
      [id],
    );
    expect(removedTo.map((r) => [r.id, r.duplicate_of])).toEqual([
      [c2, c1],
      [c3, c1],
      [c5, c4],
    ]);
    expect(after.project).toMatchObject({ duplicates_removed: 3, citations_count: 3 });
    const manual = (await call('GET', `/api/projects/${id}/duplicates/removed?method=manual`)).json();
    expect(manual.matching).toBe(3);
    // Each stays restorable on its own.
    expect((await call('POST', `/api/projects/${id}/duplicates/${manual.items[0].record_id}/restore`)).statusCode).toBe(
      200,
    );
    expect((await state(id)).active).toHaveLength(4);
  });

  it('shows as the copy it would keep the one a removal keeps, whichever copy the search stored first', async () => {
    const id = await upload([{ name: 'studies.csv', data: STUDIES_CSV }]);
    const [c1, c2, c3, c4] = await citationIds(id);
    // The second copy of each pair has the longer abstract; in the second pair the first copy is labeled.
    await sqlRows(
      "update citation set abstract = abstract || ' Funded by the national stroke fund.' where id in (?, ?)",
      [c2, c4],
    );
    await sqlRows('update citation set is_relevant = true where id = ?', [c3]);
    const pairs = await possible(id, [
      [c1!, c2!, 0.8],
      [c3!, c4!, 0.8],
    ]);
    expect(pairs.map((p) => [p.a.id, p.b.id])).toEqual([
      [c2, c1],
      [c3, c4],
    ]);
    for (const pair of pairs)
      expect(
        (await call('POST', `/api/projects/${id}/duplicates/${pair.record_id}/resolve`, { action: 'remove' }))
          .statusCode,
      ).toBe(200);
    const removedTo = await sqlRows(
      'select id, duplicate_of from citation where project_id = ? and duplicate_of is not null order by id',
      [id],
    );
    expect(removedTo.map((r) => [r.id, r.duplicate_of])).toEqual([
      [c1, c2],
      [c4, c3],
    ]);
  });

  it("refuses the whole request, changing nothing, when one pair is labeled differently, decided already, another project's or malformed", async () => {
    const id = await upload([{ name: 'studies.csv', data: STUDIES_CSV }]);
    const [c1, c2, c3, c4] = await citationIds(id);
    await sqlRows('update citation set is_relevant = true, iteration = 0 where id = ?', [c3]);
    await sqlRows('update citation set is_relevant = false, iteration = 0 where id = ?', [c4]);
    const [fine, conflict] = await possible(id, [
      [c1!, c2!, 0.8],
      [c3!, c4!, 0.8],
    ]);
    const before = await state(id);
    const resolve = (payload: object, as = cookie, project = id) =>
      call('POST', `/api/projects/${project}/duplicates/resolve`, payload, as);

    const refused = await resolve({ record_ids: [fine!.record_id, conflict!.record_id], action: 'remove' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Pair #${conflict!.record_id}: These citations are labeled differently: keep both (Not duplicates), or change one label before removing either as a duplicate`,
    );
    expect(await state(id)).toEqual(before);

    const unknown = await resolve({ record_ids: [fine!.record_id, 99999999], action: 'dismiss' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/#99999999.*Nothing was changed/);
    expect(await state(id)).toEqual(before);

    for (const bad of [
      { record_ids: [], action: 'remove' },
      { record_ids: [fine!.record_id], action: 'merge' },
      { record_ids: [fine!.record_id, fine!.record_id], action: 'remove' },
      { action: 'remove' },
    ]) {
      const res = await resolve(bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    expect((await resolve({ record_ids: [fine!.record_id], action: 'remove' }, other)).statusCode).toBe(403);
    const otherProject = await upload([{ name: 'studies.csv', data: STUDIES_CSV }]);
    expect((await resolve({ record_ids: [fine!.record_id], action: 'remove' }, cookie, otherProject)).statusCode).toBe(
      404,
    );
    expect(await state(id)).toEqual(before);

    // The single decision keeps its own words for the same refusal.
    const single = await call('POST', `/api/projects/${id}/duplicates/${conflict!.record_id}/resolve`, {
      action: 'remove',
    });
    expect(single.json().message).toBe(
      'These citations are labeled differently: keep both (Not duplicates), or change one label before removing either as a duplicate',
    );

    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/dedup.resolveMany',
      headers: { cookie },
      payload: { json: { projectId: id, record_ids: [fine!.record_id], action: 'remove' } },
    });
    expect(trpc.json().result.data.json).toMatchObject({ removed: 1 });
  });
});
