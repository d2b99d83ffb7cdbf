import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createAdmin } from '../../src/server/modules/admin/create-admin.service.ts';
import { createTestApp, sessionCookie, signUp, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

const ROWS = 3_000;
const citations = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: `${prefix} trial ${i}`,
    abstract: `Outcome ${i % 50} in older adults.`,
  }));

describe.each(testDatabases())('deleting a project on $name', (db) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    owner = await signUp(t.app);
    const created = await createAdmin(t.orm.em.fork(), 'operator', {
      username: `admin${Date.now()}`,
      email: uniqueEmail('admin'),
      password: 'administrator pass',
      first_name: 'Ada',
      last_name: 'Admin',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: created.email, password: 'administrator pass' },
    });
    admin = sessionCookie(res.headers['set-cookie']);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const count = async (table: string, projectId: number) =>
    (
      await t.orm.em
        .fork()
        .execute(`select count(*)::int as n from ${table} where ${table === 'project' ? 'id' : 'project_id'} = ?`, [
          projectId,
        ])
    )[0]!.n as number;

  /** A project of `rows` citations, two of them recorded as duplicates, with keywords saved. */
  const project = async (name: string, rows: number) => {
    const id = (await call('POST', '/api/projects', owner.cookie, { name })).json().project.id as number;
    expect(
      (await call('POST', `/api/projects/${id}/citations`, owner.cookie, { citations: citations(name, rows) }))
        .statusCode,
    ).toBe(201);
    const ids = (
      await t.orm.em.fork().execute('select id from citation where project_id = ? order by id limit 4', [id])
    ).map((r) => r.id as number);
    await t.orm.em.fork().execute(
      `insert into duplicate_record (project_id, kept_id, removed_id, reason, similarity_score, detection_method, status, created_at)
       values (?, ?, ?, 'same title', 1, 'exact', 'removed', now()), (?, ?, ?, 'close', 0.9, 'model', 'possible', now())`,
      [id, ids[0], ids[1], id, ids[2], ids[3]],
    );
    await t.orm.em.fork().execute('update citation set duplicate_of = ? where id = ?', [ids[0], ids[1]]);
    expect(
      (await call('PUT', `/api/projects/${id}/keywords`, owner.cookie, { include: ['trial'], exclude: [] })).statusCode,
    ).toBe(200);
    return id;
  };

  it('answers at once and hides the project from its owner and administrators', async () => {
    const id = await project('Hidden at once', 200);
    const citationId = (
      await t.orm.em
        .fork()
        .execute('select id from citation where project_id = ? and duplicate_of is null limit 1', [id])
    )[0]!.id as number;
    const res = await call('DELETE', `/api/projects/${id}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });

    expect((await call('GET', `/api/projects/${id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/projects', owner.cookie)).json().map((p: { id: number }) => p.id)).not.toContain(
      id,
    );
    expect((await call('GET', `/api/projects/${id}/citations/filter`, owner.cookie)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/projects/${id}/citations/${citationId}/relevance`, owner.cookie, { is_relevant: true }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/projects/${id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/projects/${id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/projects/${id}`, admin, { name: 'Back?' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/projects/${id}`, admin)).statusCode).toBe(404);
    const listed = (
      await call('GET', `/api/admin/projects?search=${encodeURIComponent('Hidden at once')}`, admin)
    ).json();
    expect(listed.projects.map((p: { id: number }) => p.id)).not.toContain(id);
    const user = (await call('GET', `/api/admin/users/${owner.user.id}`, admin)).json();
    expect(user.project_count).toBe((await call('GET', '/api/projects', owner.cookie)).json().length);
  });

  it('removes every row of the project in the background and leaves other projects whole', async () => {
    const kept = await project('Kept', 50);
    const id = await project('Purged', ROWS);
    expect((await call('DELETE', `/api/admin/projects/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/projects/${id}`, owner.cookie)).statusCode).toBe(404);
    await expect.poll(() => count('project', id), { timeout: 60_000, interval: 200 }).toBe(0);
    for (const table of ['citation', 'duplicate_record', 'keyword']) expect(await count(table, id), table).toBe(0);
    expect(await count('citation', kept)).toBe(50);
    expect(await count('duplicate_record', kept)).toBe(2);
    expect((await call('GET', `/api/projects/${kept}`, owner.cookie)).json().citations_count).toBe(49);
  });

  it('finishes at the next start a purge that a killed process left half done', async () => {
    const id = await project('Half purged', ROWS);
    // What a process killed mid-purge leaves: the mark, the duplicate records gone, some citations gone.
    await t.orm.em.fork().execute('update project set deleted_at = now() where id = ?', [id]);
    await t.orm.em.fork().execute('delete from duplicate_record where project_id = ?', [id]);
    await t.orm.em
      .fork()
      .execute(
        'delete from citation where id in (select id from citation where project_id = ? order by id limit 1000)',
        [id],
      );
    expect((await call('GET', `/api/projects/${id}`, owner.cookie)).statusCode).toBe(404);
    expect(await count('citation', id)).toBe(ROWS - 1000);

    await t.app.close();
    t.app = await buildApp({
      orm: t.orm,
      sessionSecret: 'integration-test-session-secret',
      supportEmail: 'support@example.org',
    });
    await expect.poll(() => count('project', id), { timeout: 60_000, interval: 200 }).toBe(0);
    expect(await count('citation', id)).toBe(0);
    expect(await count('keyword', id)).toBe(0);
  });
});
