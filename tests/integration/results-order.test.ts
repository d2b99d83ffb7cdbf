import { describe, expect, it } from 'vitest';
import type { CitationOutput } from '../../src/shared/citation.schema.ts';
import { displayScore } from '../../src/shared/display-score.ts';
import { uploadedProject } from '../helpers/multipart.ts';
import { teamOfThree, type Account } from '../helpers/team-project.ts';
import { testDatabases } from '../helpers/test-app.ts';

type Tab = 'null' | 'true' | 'false';

describe.each(testDatabases())('The results tabs are sorted by the score they show, on $name', (db) => {
  const { t, owner, ann, ben, call, newProject, decide } = teamOfThree(db);

  /** A results tab's whole list in one order, as `as` reads it, with the score each citation shows. */
  const tab = async (id: number, label: Tab, order: 'asc' | 'desc', as: Account = owner) => {
    const res = await call(
      'GET',
      `/api/projects/${id}/citations/filter?is_relevant=${label}&sort_order=${order}&page=1&page_size=100`,
      undefined,
      as,
    );
    expect(res.statusCode).toBe(200);
    return (res.json().citations as CitationOutput[]).map((c) => ({ id: c.id, score: displayScore(c).value }));
  };
  /** Highest score first reads the shown scores down, lowest first up. */
  const expectSorted = (rows: Array<{ score: number }>, order: 'asc' | 'desc') => {
    const scores = rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => (order === 'desc' ? b - a : a - b)));
  };

  it('under blind dual screening, with no model yet: every viewer gets the same scores, in the order shown, whatever their own decisions', async () => {
    const { id } = await newProject();
    expect(
      (await call('PUT', `/api/projects/${id}/keywords`, { include: ['statin', 'trial'], exclude: [] })).statusCode,
    ).toBe(200);
    const top = (await tab(id, 'null', 'desc')).slice(0, 7).map((r) => r.id);
    // Ann and Ben agree on four records (irrelevant), disagree on two; a seventh has only Ann's decision.
    for (const [i, citation] of top.entries()) {
      await decide(id, citation, i < 2, ann);
      if (i < 6) await decide(id, citation, false, ben);
    }
    const conflicts = (await call('GET', `/api/projects/${id}/conflicts`)).json();
    expect(conflicts.total).toBe(2);

    const seen = async () => {
      for (const order of ['desc', 'asc'] as const) {
        const lists = await Promise.all([owner, ann, ben].map((who) => tab(id, 'null', order, who)));
        for (const list of lists) expectSorted(list, order);
        expect(lists[1]).toEqual(lists[0]);
        expect(lists[2]).toEqual(lists[0]);
      }
    };
    await seen();
    // The records in conflict and the one awaiting Ben are unlabelled: none shows a label's 0.05 or 0.95.
    const scores = new Map((await tab(id, 'null', 'desc')).map((r) => [r.id, r.score]));
    for (const citation of [...top.slice(0, 2), top[6]!]) expect([0.05, 0.95]).not.toContain(scores.get(citation));

    // A model scores most records; the rest (added since, say) keep their estimates, in the same order.
    await t.orm.em
      .fork()
      .execute(`update citation set relevance_score = (id % 7) / 7.0 where project_id = ? and id % 3 <> 0`, [id]);
    await seen();
  });

  it('in an iteration project, citations added after the training sit among the scored ones by the score they show', async () => {
    const { id, citationIds } = await uploadedProject(t, owner.cookie, 'Added after training', ['labelling.csv']);
    // labelling.csv: 12 statin trials, then 12 exercise cohorts.
    for (const [i, c] of [...citationIds.slice(0, 5), ...citationIds.slice(12, 17)].entries())
      await decide(id, c, i < 5, owner);
    expect((await call('POST', `/api/projects/${id}/train`)).statusCode).toBe(200);
    const added = await call('POST', `/api/projects/${id}/citations`, {
      citations: [
        { title: 'Statin therapy trial in older adults', abstract: 'A randomised trial of statins.' },
        { title: 'Walking cohort', abstract: 'Exercise and memory in a cohort.' },
        { title: 'Another statin trial', abstract: 'Statins and cognition.' },
      ],
    });
    expect(added.statusCode).toBeLessThan(300);
    const [first, second] = (
      await t.orm.em
        .fork()
        .execute('select id from citation where project_id = ? and relevance_score is null order by id', [id])
    ).map((r) => r.id as number);
    await decide(id, first!, true, owner);
    await decide(id, second!, false, owner);

    for (const label of ['null', 'true', 'false'] as const)
      for (const order of ['desc', 'asc'] as const) expectSorted(await tab(id, label, order), order);
    // The unscored relevant one shows 0.95 and the unscored irrelevant one 0.05 (the spec's), each in its place.
    expect((await tab(id, 'true', 'desc')).find((r) => r.id === first)?.score).toBe(0.95);
    expect((await tab(id, 'false', 'asc')).find((r) => r.id === second)?.score).toBe(0.05);
  });
});
