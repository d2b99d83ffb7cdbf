import { describe, expect, it } from 'vitest';
import { appWithUploader } from '../helpers/multipart.ts';
import { signUp, testDatabases } from '../helpers/test-app.ts';

describe.each(testDatabases())('labeling citations on $name', (db) => {
  const { t, user, upload } = appWithUploader(db);

  const newProject = async () => {
    const { id, citationIds } = await upload('Labels', ['labelling.csv']);
    return { id, ids: citationIds };
  };
  const label = (projectId: number, citationId: number, value: boolean | null, as = user.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/citations/${citationId}/relevance`,
      headers: { cookie: as },
      payload: { is_relevant: value },
    });
  const sql = (text: string, params: unknown[]) => t.orm.em.fork().execute(text, params);

  it('labels, switches and deselects a citation in the current iteration', async () => {
    const { id, ids } = await newProject();
    expect((await label(id, ids[0]!, true)).json()).toMatchObject({ id: ids[0], is_relevant: true, iteration: 0 });
    expect((await label(id, ids[0]!, false)).json()).toMatchObject({ is_relevant: false, iteration: 0 });
    expect((await label(id, ids[0]!, null)).json()).toMatchObject({ is_relevant: null, iteration: null });
  });

  it('refuses an 11th label of a class with "Maximum reached" but still allows the other class', async () => {
    const { id, ids } = await newProject();
    for (const c of ids.slice(0, 10)) expect((await label(id, c, true)).statusCode).toBe(200);
    const eleventh = await label(id, ids[10]!, true);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('Maximum reached');
    expect((await label(id, ids[10]!, false)).statusCode).toBe(200);
    const { label_counts: counts } = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${id}/citations/filter?page=1`,
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(counts).toEqual({ relevant: 10, irrelevant: 1, iteration: 0 });
  });

  it('never lets concurrent requests make an 11th label', async () => {
    const { id, ids } = await newProject();
    const results = await Promise.all(ids.slice(0, 16).map((c) => label(id, c, false)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(6);
    const [row] = await sql('select count(*)::int as n from citation where project_id = ? and is_relevant = false', [
      id,
    ]);
    expect(row?.n).toBe(10);
  });

  it('locks labels used in an earlier iteration', async () => {
    const { id, ids } = await newProject();
    await label(id, ids[0]!, true);
    await sql('update project set current_iteration = 1 where id = ?', [id]);
    for (const value of [false, null]) {
      const res = await label(id, ids[0]!, value);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Citation locked: This citation has already been used in training and cannot be changed.',
      );
    }
    expect((await label(id, ids[1]!, true)).json()).toMatchObject({ iteration: 1 });
    const grouped = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${id}/labeled-citations`,
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(grouped.total).toBe(2);
    expect(
      grouped.iterations.map((g: { iteration: number; relevant: unknown[] }) => [g.iteration, g.relevant.length]),
    ).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  it('takes no label, and changes none, once all 10 trainings are done', async () => {
    const { id, ids } = await newProject();
    await label(id, ids[0]!, true);
    await sql('update project set current_iteration = 10 where id = ?', [id]);
    for (const [citation, value] of [
      [ids[1]!, true],
      [ids[0]!, null],
    ] as const) {
      const res = await label(id, citation, value);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'All 10 trainings are done: labels can no longer change the model. Download the results to keep them.',
      );
    }
    const rows = await sql('select id, is_relevant, iteration from citation where id in (?, ?) order by id', [
      ids[0],
      ids[1],
    ]);
    expect(rows).toEqual([
      { id: ids[0], is_relevant: true, iteration: 0 },
      { id: ids[1], is_relevant: null, iteration: null },
    ]);
  });

  it('refuses to label a removed duplicate, a citation of another project and another user', async () => {
    const { id, ids } = await newProject();
    await sql('update citation set duplicate_of = ? where id = ?', [ids[0], ids[1]]);
    expect((await label(id, ids[1]!, true)).statusCode).toBe(409);
    const other = await newProject();
    expect((await label(id, other.ids[0]!, true)).statusCode).toBe(404);
    const stranger = await signUp(t.app);
    expect((await label(id, ids[2]!, true, stranger.cookie)).statusCode).toBe(403);
    expect((await label(id, ids[2]!, 'yes' as unknown as boolean)).statusCode).toBe(422);
  });
});
