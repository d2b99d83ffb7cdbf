import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, projectWithCitations, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/**
 * The keyword verdicts of a project larger than one statement's page (the refresh works out a few hundred
 * citations a statement): every page scored with the statistics of the whole project, as one pass would.
 */
describe.each(testDatabases())('keyword verdicts worked out page by page on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  let projectId: number;
  // Three kinds of record: the first thousand without the include word, so that a page's own statistics would
  // not be the project's.
  const kinds = [
    { title: 'Statin therapy in older adults', abstract: 'A randomised trial of statins and mortality.' },
    { title: 'Exercise and mood', abstract: 'A cohort of walkers followed for ten years.' },
    { title: 'Statin dosing in mice', abstract: 'Statin levels in the liver of mice on a statin diet.' },
  ];
  const RECORDS = 1500;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
    const citations = Array.from({ length: RECORDS }, (_, i) => (i < 1000 ? kinds[1]! : kinds[i % 2 ? 2 : 0]!));
    projectId = await projectWithCitations(t.app, cookie, 'Large', citations);
  });
  afterAll(() => t.close());

  const saveKeywords = (include: string[], exclude: Array<{ word: string; frequency: number }> = []) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/keywords`,
      headers: { cookie },
      payload: { include, exclude },
    });
  const list = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/citations/filter`, headers: { cookie } })
    ).json();
  /** Per kind of record (its title): the distinct stored verdicts and scores, and how many records hold them. */
  const storedByKind = async () =>
    (await t.orm.em.fork().execute(
      `select title, array_agg(distinct keyword_match) as matches, array_agg(distinct keyword_score) as scores, count(*)::int as n
           from citation where project_id = ? group by title order by title`,
      [projectId],
    )) as Array<{ title: string; matches: boolean[]; scores: number[]; n: number }>;

  it('gives every record of a kind the same verdict and score, wherever its page, and the filter counts them all', async () => {
    expect((await saveKeywords(['statin'], [{ word: 'mice', frequency: 1 }])).statusCode).toBe(200);
    expect(await list()).toMatchObject({ total_before_filtering: RECORDS, total_after_filtering: 250 });
    const stored = await storedByKind();
    expect(stored.map((s) => [s.title, s.matches, s.scores.length, s.n])).toEqual([
      ['Exercise and mood', [false], 1, 1000],
      ['Statin dosing in mice', [false], 1, 250],
      ['Statin therapy in older adults', [true], 1, 250],
    ]);
    const score = (title: string) => Number(stored.find((s) => s.title === title)!.scores[0]);
    expect(score('Exercise and mood')).toBe(0);
    // Okapi BM25 (k1 1.2, b 0.75) with the whole project's statistics: 1,500 records, 500 of them with "statin".
    const [stats] = (await t.orm.em
      .fork()
      .execute('select avg(token_count)::float8 as avg from citation where project_id = ?', [projectId])) as Array<{
      avg: number;
    }>;
    const avg = stats!.avg;
    const idf = Math.log(1 + (RECORDS - 500 + 0.5) / (500 + 0.5));
    for (const title of ['Statin therapy in older adults', 'Statin dosing in mice']) {
      const [record] = (await t.orm.em.fork().execute(
        `select regexp_count(tokens, '(^| )statin( |$)')::int as tf, token_count as length from citation
            where project_id = ? and title = ? limit 1`,
        [projectId, title],
      )) as Array<{ tf: number; length: number }>;
      const { tf, length } = record!;
      expect(tf).toBeGreaterThan(0);
      const bm25 = (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / avg));
      expect(score(title)).toBeCloseTo(bm25, 4);
    }
    expect(score('Statin dosing in mice')).toBeGreaterThan(score('Statin therapy in older adults'));
  });

  it('ends with the verdicts of the keywords saved last when they are saved again while a pass runs', async () => {
    await saveKeywords(['statin']);
    // The list starts a pass with the keywords of the first save; the second lands while it runs.
    const [first] = await Promise.all([list(), saveKeywords(['exercise'])]);
    expect(first.total_before_filtering).toBe(RECORDS);
    expect(await list()).toMatchObject({ total_after_filtering: 1000 });
    const stored = await storedByKind();
    expect(stored.map((s) => [s.title, s.matches])).toEqual([
      ['Exercise and mood', [true]],
      ['Statin dosing in mice', [false]],
      ['Statin therapy in older adults', [false]],
    ]);
  });

  it('counts what unsaved lists would let through over every page of the project', async () => {
    const preview = async (payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/projects/${projectId}/keywords/preview`,
          headers: { cookie },
          payload,
        })
      ).json();
    expect(await preview({ include: ['statin'], exclude: [{ word: 'mice', frequency: 1 }] })).toEqual({
      matching: 250,
      total: RECORDS,
      hidden: RECORDS - 250,
      relevant: 0,
      relevant_unmatched: 0,
    });
    // An exclude word a record must name at least twice: "mice" is named twice in the 250 mouse studies.
    expect(await preview({ include: [], exclude: [{ word: 'mice', frequency: 2 }] })).toMatchObject({
      matching: RECORDS - 250,
      total: RECORDS,
    });
  });

  it('with no keywords left, gives every record the verdict "passes" and no keyword score', async () => {
    await saveKeywords([]);
    expect(await list()).toMatchObject({ total_after_filtering: RECORDS });
    expect((await storedByKind()).map((s) => [s.matches, s.scores.map(Number)])).toEqual([
      [[true], [0]],
      [[true], [0]],
      [[true], [0]],
    ]);
  });
});
