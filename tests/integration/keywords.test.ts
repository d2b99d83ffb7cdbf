import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabases())('keywords on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
    projectId = (await uploadedProject(t, cookie, 'Keywords', ['labelling.csv'])).id;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/projects/${projectId}/keywords`, headers: { cookie }, payload });
  const filter = async (qs = '') => (await get(`/api/projects/${projectId}/citations/filter${qs}`)).json();

  it('suggests words and phrases from the citations with how many contain them', async () => {
    const res = await get(`/api/projects/${projectId}/keywords`);
    expect(res.statusCode).toBe(200);
    const { suggested_keywords: suggested, selected_keywords: selected } = res.json();
    expect(selected).toEqual({ include: [], exclude: [] });
    const words = suggested.map((s: { word: string }) => s.word);
    expect(words).toContain('trial');
    expect(words).not.toContain('trials');
    expect(words).not.toContain('the');
    expect(suggested.find((s: { word: string }) => s.word === 'exercise').frequency).toBe(12);
    expect(suggested.length).toBeLessThanOrEqual(50);
  });

  it('suggests words as the citations write them, and not the words every abstract uses', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { name: 'As written' },
    });
    const id = created.json().project.id as number;
    const filler = (i: number) => Array.from({ length: 60 }, (_, k) => `w${i}q${k}`).join(' ');
    // A quarter of the abstracts use the words of research prose, as in software engineering, where they are the most common.
    const prose = (i: number) =>
      `We present one w${i}a model, propose w${i}b an approach w${i}c and give w${i}d results. `;
    const citations = Array.from({ length: 24 }, (_, i) => ({
      title: i % 2 ? `Helicobacter pylori eradication in trial ${i}` : `Gastric data from cohort ${i}`,
      abstract: `${i % 4 === 0 ? prose(i) : ''}${i % 3 ? 'The data of H. pylori patients.' : ''} ${filler(i)}`,
    }));
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/citations`,
      headers: { cookie },
      payload: { citations },
    });
    const words = (await get(`/api/projects/${id}/keywords`))
      .json()
      .suggested_keywords.map((s: { word: string }) => s.word);
    expect(words).toEqual(expect.arrayContaining(['helicobacter pylori', 'pylori', 'data', 'eradication']));
    for (const lemma of ['pylorus', 'datum', 'helicobacter pylorus']) expect(words).not.toContain(lemma);
    for (const generic of ['result', 'results', 'present', 'model', 'propose', 'approach'])
      expect(words).not.toContain(generic);

    // After labels (the written forms are kept while only labels change) the suggestions are worked out again,
    // the terms that separate the labels first, still as the citations write them.
    const rows = await t.orm.em.fork().execute('select id, title from citation where project_id = ? order by id', [id]);
    for (const row of rows.slice(0, 12))
      await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${id}/citations/${row.id as number}/relevance`,
        headers: { cookie },
        payload: { is_relevant: (row.title as string).startsWith('Helicobacter') },
      });
    const after = (await get(`/api/projects/${id}/keywords`)).json().suggested_keywords as Array<{
      word: string;
      separates?: string;
    }>;
    expect(after.find((s) => s.separates === 'relevant')?.word).toMatch(/helicobacter|pylori|eradication/);
    const afterWords = after.map((s) => s.word);
    expect(afterWords).toEqual(expect.arrayContaining(['pylori']));
    for (const lemma of ['pylorus', 'datum', 'helicobacter pylorus']) expect(afterWords).not.toContain(lemma);
  });

  it('normalises, stores and returns the lists and marks keywords as selected', async () => {
    const res = await put({
      include: ['  Trials ', ''],
      exclude: ['Diet', { word: 'STATIN', frequency: 3 }, { word: 'food', frequency: 0 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      include: ['trials'],
      exclude: [
        { word: 'diet', frequency: 1 },
        { word: 'statin', frequency: 3 },
        { word: 'food', frequency: 1 },
      ],
    });
    expect((await get(`/api/projects/${projectId}/keywords`)).json().selected_keywords.include).toEqual(['trials']);
    expect((await get(`/api/projects/${projectId}`)).json().keywords_selected).toBe(true);
  });

  it('refuses a word twice or in both lists with 409 and keeps the stored lists', async () => {
    for (const payload of [
      { include: ['trial', 'Trial'], exclude: [] },
      { include: ['trial'], exclude: ['trial'] },
    ]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Keyword already exists: This keyword has already been added');
    }
    expect((await get(`/api/projects/${projectId}/keywords`)).json().selected_keywords.include).toEqual(['trials']);
  });

  it('keeps the keyword filter and scores current when citations are added after the keywords were saved', async () => {
    const { id } = await uploadedProject(t, cookie, 'Later additions', ['labelling.csv']);
    const list = async () => (await get(`/api/projects/${id}/citations/filter`)).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/keywords`,
      headers: { cookie },
      payload: { include: ['trials'], exclude: [] },
    });
    expect(await list()).toMatchObject({ total_before_filtering: 24, total_after_filtering: 12 });
    const citations = [
      { title: 'Two trials of a new statin', abstract: 'Randomised trials in older adults.' },
      { title: 'A cohort of walkers', abstract: 'Exercise and mood.' },
    ];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/projects/${id}/citations`,
          headers: { cookie },
          payload: { citations },
        })
      ).statusCode,
    ).toBe(201);
    const after = await list();
    expect(after).toMatchObject({ total_before_filtering: 26, total_after_filtering: 13 });
    const added = after.citations.find((c: { title: string }) => c.title === 'Two trials of a new statin');
    expect(added.keyword_score).toBeGreaterThan(0);
    // Highest keyword relevance first: the new citation names "trials" twice.
    expect(after.citations[0].title).toBe('Two trials of a new statin');
  });

  it('filters by include words lemma-aware and by exclude frequency', async () => {
    await put({ include: ['trials'], exclude: [] });
    const included = await filter();
    expect(included).toMatchObject({
      total_before_filtering: 24,
      total_after_filtering: 12,
      filtered_by_keywords: true,
      sort_order: 'desc',
    });
    expect(included.citations.every((c: { title: string }) => c.title.startsWith('Statin'))).toBe(true);
    // "Statin" occurs four times in each exercise abstract and once in each trial abstract.
    await put({ include: [], exclude: [{ word: 'statin', frequency: 3 }] });
    const excluded = await filter();
    expect(excluded.total_after_filtering).toBe(12);
    expect(excluded.citations.every((c: { title: string }) => c.title.startsWith('Statin'))).toBe(true);
    await t.orm.em
      .fork()
      .execute(
        "update citation set is_relevant = true, iteration = 0 where project_id = ? and title like 'Exercise%'",
        [projectId],
      );
    expect((await filter('?is_relevant=null')).total_after_filtering).toBe(12);
    expect((await filter('?is_relevant=true')).total_after_filtering).toBe(12);
    // Exercise citations are hidden by the exclude word while unlabelled; labelled, they stay in the default view.
    expect((await filter()).total_after_filtering).toBe(24);
    await t.orm.em
      .fork()
      .execute('update citation set is_relevant = null, iteration = null where project_id = ?', [projectId]);
    await put({ include: [], exclude: [] });
    expect((await filter()).filtered_by_keywords).toBe(false);
  });

  it('counts what unsaved lists would let through, with the rule of the list, and stores nothing', async () => {
    const preview = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/keywords/preview`,
        headers: { cookie },
        payload,
      });
    const res = await preview({ include: ['Trials'], exclude: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ matching: 12, total: 24, hidden: 12, relevant: 0, relevant_unmatched: 0 });
    expect((await preview({ include: [], exclude: [{ word: 'statin', frequency: 3 }] })).json()).toMatchObject({
      matching: 12,
      total: 24,
    });
    expect((await preview({ include: ['trial'], exclude: ['trial'] })).statusCode).toBe(409);
    expect((await get(`/api/projects/${projectId}/keywords`)).json().selected_keywords).toEqual({
      include: [],
      exclude: [],
    });
  });

  it('says how many citations labeled relevant the lists being edited would not let through', async () => {
    const preview = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/keywords/preview`,
        headers: { cookie },
        payload,
      });
    await t.orm.em
      .fork()
      .execute(
        "update citation set is_relevant = true, iteration = 0 where project_id = ? and title in ('Exercise and diet cohort 1: heart failure', 'Statin therapy trial 1: effects in heart failure')",
        [projectId],
      );
    try {
      // The cohort labelled relevant has no "trial": unlabelled cohorts like it are hidden.
      expect((await preview({ include: ['trial'], exclude: [] })).json()).toEqual({
        matching: 13,
        total: 24,
        hidden: 11,
        relevant: 2,
        relevant_unmatched: 1,
      });
      expect((await preview({ include: ['heart failure'], exclude: [] })).json()).toMatchObject({
        relevant: 2,
        relevant_unmatched: 0,
      });
    } finally {
      await t.orm.em
        .fork()
        .execute('update citation set is_relevant = null, iteration = null where project_id = ?', [projectId]);
    }
  });

  it('shows the citations the keywords hide, or all of them, on request, and always says how many are hidden', async () => {
    await put({ include: ['trials'], exclude: [] });
    expect(await filter()).toMatchObject({
      total_before_filtering: 24,
      total_after_filtering: 12,
      hidden_by_keywords: 12,
      filtered_by_keywords: true,
    });
    const hidden = await filter('?keyword_view=hidden');
    expect(hidden).toMatchObject({ total_after_filtering: 12, hidden_by_keywords: 12, filtered_by_keywords: true });
    expect(hidden.citations.every((c: { title: string }) => c.title.startsWith('Exercise'))).toBe(true);
    expect(await filter('?keyword_view=all')).toMatchObject({
      total_after_filtering: 24,
      hidden_by_keywords: 12,
      filtered_by_keywords: false,
    });
    // A hidden citation labelled from that view joins the list like any labelled one.
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/citations/${hidden.citations[0].id}/relevance`,
      headers: { cookie },
      payload: { is_relevant: false },
    });
    expect(await filter()).toMatchObject({ total_after_filtering: 13, hidden_by_keywords: 11 });
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/citations/${hidden.citations[0].id}/relevance`,
      headers: { cookie },
      payload: { is_relevant: null },
    });
    await put({ include: [], exclude: [] });
  });

  it('marks the keywords of a page where the filter found them, and only for a page', async () => {
    await put({ include: ['trial', 'older adult'], exclude: [{ word: 'diary', frequency: 1 }] });
    const page = await filter('?keyword_view=all&page=1&page_size=24&marks=true');
    const marked = (c: {
      title: string;
      abstract: string;
      keyword_marks: { title: [number, number, string][]; abstract: [number, number, string][] };
    }) => [
      ...c.keyword_marks.title.map(([s, e, k]) => `${k}:${c.title.slice(s, e)}`),
      ...c.keyword_marks.abstract.map(([s, e, k]) => `${k}:${c.abstract.slice(s, e)}`),
    ];
    const trial = page.citations.find(
      (c: { title: string }) => c.title === 'Statin therapy trial 1: effects in heart failure',
    );
    expect(marked(trial)).toEqual(['include:trial', 'include:trial', 'include:older adults', 'include:Trials']);
    const cohort = page.citations.find(
      (c: { title: string }) => c.title === 'Exercise and diet cohort 1: heart failure',
    );
    expect(marked(cohort)).toEqual(['exclude:diaries']);
    expect((await get(`/api/projects/${projectId}/citations/filter?marks=true`)).statusCode).toBe(422);
    expect((await filter('?page=1')).citations[0].keyword_marks).toBeUndefined();
    await put({ include: [], exclude: [] });
  });

  it("answers the spec's client, which sends unset parameters empty", async () => {
    const res = await get(`/api/projects/${projectId}/citations/filter?iteration=&is_relevant=&sort_order=`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total_after_filtering: 24, sort_order: 'desc' });
    expect(res.json().citations).toHaveLength(24);
  });

  it("refuses another user's keywords and citation lists with 403", async () => {
    const other = await signUp(t.app);
    for (const url of [
      `/api/projects/${projectId}/keywords`,
      `/api/projects/${projectId}/citations/filter`,
      `/api/projects/${projectId}/labeled-citations`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
      expect(res.statusCode).toBe(403);
    }
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/keywords`,
      headers: { cookie: other.cookie },
      payload: { include: ['x'], exclude: [] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('orders by keyword relevance before a model exists and pages on request', async () => {
    await put({ include: ['statin'], exclude: [] });
    const all = await filter();
    expect(all.citations[0].keyword_score).toBeGreaterThanOrEqual(all.citations.at(-1).keyword_score);
    const page = await filter('?page=2&page_size=5');
    expect(page).toMatchObject({ page: 2, page_size: 5, total_after_filtering: all.total_after_filtering });
    expect(page.citations.map((c: { id: number }) => c.id)).toEqual(
      all.citations.slice(5, 10).map((c: { id: number }) => c.id),
    );
    const search = await filter('?search=kidney');
    expect(search.citations.map((c: { title: string }) => c.title)).toEqual(
      expect.arrayContaining([expect.stringContaining('kidney')]),
    );
    await put({ include: [], exclude: [] });
  });
});
