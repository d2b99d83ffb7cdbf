import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabases())('projects on $name', (db) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(db);
    owner = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const create = async (name: string, cookie = owner.cookie) => {
    const res = await call('POST', '/api/projects', cookie, { name });
    expect(res.statusCode).toBe(201);
    return res.json().project as { id: number; name: string };
  };

  it('creates an empty project at iteration 0 owned by the signed-in user', async () => {
    const res = await call('POST', '/api/projects', owner.cookie, { name: '  Statins and dementia  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().project).toMatchObject({
      name: 'Statins and dementia',
      user_id: owner.user.id,
      current_iteration: 0,
      citations_count: 0,
      duplicates_removed: 0,
      keywords_selected: false,
    });
    expect(new Date(res.json().project.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a project without a name', async () => {
    const res = await call('POST', '/api/projects', owner.cookie, { name: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ name: 'Project name is required' });
  });

  it('lists only the users own projects, newest first', async () => {
    const first = await create('First review');
    const second = await create('Second review');
    await create('Somebody else', other.cookie);
    const list = (await call('GET', '/api/projects', owner.cookie)).json() as { id: number; user_id: number }[];
    expect(list.every((p) => p.user_id === owner.user.id)).toBe(true);
    expect(list.map((p) => p.id).indexOf(second.id)).toBeLessThan(list.map((p) => p.id).indexOf(first.id));
  });

  it("answers 403 on another user's project and 404 on a missing one", async () => {
    const mine = await create('Private review');
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(method, `/api/projects/${mine.id}`, other.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to access this project');
    }
    const upload = await call('POST', `/api/projects/${mine.id}/citations`, other.cookie, {
      citations: [{ title: 'x', abstract: '' }],
    });
    expect(upload.statusCode).toBe(403);
    expect((await call('GET', '/api/projects/999999', owner.cookie)).statusCode).toBe(404);
  });

  it('answers 400 "Invalid project ID" for a non-numeric id', async () => {
    const res = await call('GET', '/api/projects/abc', owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid project ID');
    const upload = await call('POST', '/api/projects/abc/citations', owner.cookie, {
      citations: [{ title: 'x', abstract: '' }],
    });
    expect(upload.json().message).toBe('Invalid project ID for citation upload');
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
  });

  it('adds JSON citations in order and reports exact duplicates without removing any', async () => {
    const project = await create('JSON upload');
    const res = await call('POST', `/api/projects/${project.id}/citations`, owner.cookie, {
      citations: [
        { title: 'Statins in the elderly', abstract: 'A cohort study.' },
        { title: 'STATINS in the elderly!', abstract: 'A cohort   study' },
        { title: 'Exercise and memory', abstract: null },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      upload_summary: { total_citations: 3, skipped_rows: 0 },
      project: { id: project.id, citations_count: 3, total_uploaded: 3 },
      duplicates_info: {
        duplicates_removed: 0,
        removal_strategy: 'none',
        processing_summary: { exact_duplicates_found: 1, hash_groups_processed: 1 },
      },
    });
    expect(res.json().message).toMatch(
      /3 citations uploaded\. 1 citation repeats the title and abstract of an earlier one; nothing was removed/,
    );
    const rows = await t.orm.em
      .fork()
      .execute('select id, title, abstract from citation where project_id = ? order by id', [project.id]);
    expect(rows.map((r) => r.title)).toEqual([
      'Statins in the elderly',
      'STATINS in the elderly!',
      'Exercise and memory',
    ]);
    expect(rows[2]?.abstract).toBe('');
  });

  it('deletes a project with all its citations (removed in the background)', async () => {
    const project = await create('To delete');
    await call('POST', `/api/projects/${project.id}/citations`, owner.cookie, {
      citations: [{ title: 'Gone', abstract: 'soon' }],
    });
    const res = await call('DELETE', `/api/projects/${project.id}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/projects/${project.id}`, owner.cookie)).statusCode).toBe(404);
    const left = async () =>
      (await t.orm.em.fork().execute('select count(*)::int as n from citation where project_id = ?', [project.id]))[0]
        ?.n;
    await expect.poll(left, { timeout: 30_000 }).toBe(0);
  });
});
