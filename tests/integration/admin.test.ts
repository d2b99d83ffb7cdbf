import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../src/server/modules/admin/create-admin.service.ts';
import { createTestApp, sessionCookie, signUp, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

const adminPayload = () => ({
  username: `admin${Date.now()}${Math.floor(Math.random() * 1e6)}`,
  email: uniqueEmail('admin'),
  password: 'administrator pass',
  first_name: 'Ada',
  last_name: 'Admin',
});

describe.each(testDatabases())('administration on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(db);
    // A fresh PGlite has no administrator; the shared PostgreSQL test database may already have one.
    await createAdmin(t.orm.em.fork(), 'operator', adminPayload()).then(async (created) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: created.email, password: 'administrator pass' },
      });
      admin = sessionCookie(res.headers['set-cookie']);
    });
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  // Who else is refused (403 / 401), route by route and procedure by procedure: admin-access.test.ts.
  it('gives administrators the counts of the installation', async () => {
    const stats = (await call('GET', '/api/admin/stats', admin)).json();
    expect(stats.total_users).toBeGreaterThanOrEqual(2);
    expect(stats.total_admins).toBeGreaterThanOrEqual(1);
    expect(Object.keys(stats).sort()).toEqual([
      'active_projects',
      'labelled_citations',
      'total_admins',
      'total_citations',
      'total_projects',
      'total_users',
      'trainings_run',
    ]);
  });

  it('searches users and edits username, e-mail and admin flag with unique e-mails', async () => {
    const target = await signUp(t.app, { first_name: 'Searchable' });
    const found = (await call('GET', `/api/admin/users?search=${encodeURIComponent(target.email)}`, admin)).json();
    expect(found.users.map((u: { id: number }) => u.id)).toEqual([target.user.id]);
    const email = uniqueEmail('edited');
    const edited = await call('PUT', `/api/admin/users/${target.user.id}`, admin, {
      username: `edited${Date.now()}`,
      email,
      is_admin: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ email, is_admin: false });
    const clash = await call('PUT', `/api/admin/users/${target.user.id}`, admin, {
      username: `x${Date.now()}`,
      email: user.email.toUpperCase(),
      is_admin: false,
    });
    expect(clash.statusCode).toBe(409);
  });

  it("resets a password, answers it once and ends that user's sessions", async () => {
    const target = await signUp(t.app);
    const res = await call('POST', `/api/admin/users/${target.user.id}/reset-password`, admin, {});
    expect(res.statusCode).toBe(200);
    const { new_password: generated } = res.json();
    expect(generated).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12}$/);
    expect((await call('GET', '/api/auth/me', target.cookie)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: target.email, password: generated },
        })
      ).statusCode,
    ).toBe(200);
    const chosen = await call('POST', `/api/admin/users/${target.user.id}/reset-password`, admin, {
      new_password: 'chosen password 1',
    });
    expect(chosen.json().new_password).toBe('chosen password 1');
  });

  it('deletes a user together with their projects and citations', async () => {
    const target = await signUp(t.app);
    const project = (await call('POST', '/api/projects', target.cookie, { name: 'Doomed' })).json().project;
    await call('POST', `/api/projects/${project.id}/citations`, target.cookie, {
      citations: [{ title: 'Gone', abstract: '' }],
    });
    expect((await call('DELETE', `/api/admin/users/${target.user.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/projects/${project.id}`, admin)).statusCode).toBe(404);
    const [left] = await t.orm.em
      .fork()
      .execute('select count(*)::int as n from citation where project_id = ?', [project.id]);
    expect(left?.n).toBe(0);
  });

  it('names the projects a user owns that others share, with their members, in the list, the user and the docs', async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const name = `Shared ${Date.now()}`;
    const shared = (await call('POST', '/api/projects', owner.cookie, { name })).json().project;
    await call('POST', '/api/projects', owner.cookie, { name: 'Alone' });
    const added = await call('POST', `/api/projects/${shared.id}/members`, owner.cookie, {
      email: member.email,
      role: 'reviewer',
    });
    expect(added.statusCode).toBe(201);
    const expected = [{ id: shared.id, name, member_count: 1 }];
    const listed = (await call('GET', `/api/admin/users?search=${encodeURIComponent(owner.email)}`, admin)).json();
    expect(listed.users).toEqual([expect.objectContaining({ project_count: 2, shared_projects: expected })]);
    expect((await call('GET', `/api/admin/users/${owner.user.id}`, admin)).json().shared_projects).toEqual(expected);
    // A member's own list is of projects they own: none.
    expect((await call('GET', `/api/admin/users/${member.user.id}`, admin)).json().shared_projects).toEqual([]);
    const docs = (await call('GET', '/api/docs', admin)).body;
    expect(docs).toContain('shared_projects');
    expect(docs).toContain('members besides the owner');
  });

  it('lists projects with owner and phase, filters by status and name, renames and deletes', async () => {
    const project = (await call('POST', '/api/projects', user.cookie, { name: `Admin listed ${Date.now()}` })).json()
      .project;
    const listed = (
      await call(
        'GET',
        `/api/admin/projects?search=${encodeURIComponent(project.name.toUpperCase())}&status=inactive`,
        admin,
      )
    ).json();
    expect(listed.projects).toEqual([
      expect.objectContaining({
        id: project.id,
        status: 'Setup',
        user_id: user.user.id,
        owner_username: expect.any(String),
      }),
    ]);
    expect(
      (await call('GET', `/api/admin/projects?search=${encodeURIComponent(project.name)}&status=active`, admin)).json()
        .projects,
    ).toEqual([]);
    expect((await call('PUT', `/api/admin/projects/${project.id}`, admin, { name: 'Renamed' })).json().name).toBe(
      'Renamed',
    );
    expect((await call('DELETE', `/api/admin/projects/${project.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/projects/${project.id}`, user.cookie)).statusCode).toBe(404);
  });

  it('shows a continuous project as Setup until its first decision or blind vote, then Continuous with its records screened, then finished', async () => {
    const name = `Admin continuous ${Date.now()}`;
    const created = async (suffix: string, screening_mode: 'iterations' | 'continuous', screeners_per_record = 1) => {
      const project = (
        await call('POST', '/api/projects', user.cookie, {
          name: `${name} ${suffix}`,
          screening_mode,
          screeners_per_record,
        })
      ).json().project;
      await call('POST', `/api/projects/${project.id}/citations`, user.cookie, {
        citations: [
          { title: 'First', abstract: '' },
          { title: 'Second', abstract: '' },
        ],
      });
      const citations = await t.orm.em
        .fork()
        .execute('select id from citation where project_id = ? order by id', [project.id]);
      return { id: project.id as number, citations: citations.map((c) => c.id as number) };
    };
    const label = (project: { id: number; citations: number[] }, n: number) =>
      call('PUT', `/api/projects/${project.id}/citations/${project.citations[n]}/relevance`, user.cookie, {
        is_relevant: true,
      });
    const waiting = await created('waiting', 'continuous');
    const screening = await created('screening', 'continuous');
    const finished = await created('finished', 'continuous');
    const iterations = await created('iterations', 'iterations');
    // Under blind dual screening one reviewer's vote decides nothing yet, but screening has begun.
    const voted = await created('voted', 'continuous', 2);
    for (const project of [screening, finished, iterations, voted])
      expect((await label(project, 0)).statusCode).toBe(200);
    expect((await label(voted, 0)).json().is_relevant).toBeNull();
    expect((await label(screening, 1)).statusCode).toBe(200);
    expect((await call('POST', `/api/projects/${finished.id}/finish`, user.cookie, {})).statusCode).toBe(200);

    const listed = async (status: string) =>
      (await call('GET', `/api/admin/projects?search=${encodeURIComponent(name)}&status=${status}`, admin))
        .json()
        .projects.map((p: { id: number; status: string; screening_mode: string; labelled_citations: number }) => [
          p.id,
          p.status,
          p.screening_mode,
          p.labelled_citations,
        ]);
    expect(await listed('all')).toEqual([
      [waiting.id, 'Setup', 'continuous', 0],
      [screening.id, 'Continuous', 'continuous', 2],
      [finished.id, 'Finished', 'continuous', 1],
      // An iteration project's phase is its iteration's (the spec), however many labels it has.
      [iterations.id, 'Setup', 'iterations', 1],
      [voted.id, 'Continuous', 'continuous', 0],
    ]);
    expect(await listed('active')).toEqual([
      [screening.id, 'Continuous', 'continuous', 2],
      [finished.id, 'Finished', 'continuous', 1],
      [voted.id, 'Continuous', 'continuous', 0],
    ]);
    expect((await listed('inactive')).map(([id]: [number]) => id)).toEqual([waiting.id, iterations.id]);
    expect((await call('GET', `/api/admin/projects/${screening.id}`, admin)).json()).toMatchObject({
      status: 'Continuous',
      screening_mode: 'continuous',
      labelled_citations: 2,
      current_iteration: 0,
    });

    // The dashboard counts the projects the Active filter lists (read until no other test's project came in between).
    const activeCounts = async () => [
      (await call('GET', '/api/admin/stats', admin)).json().active_projects,
      (await call('GET', '/api/admin/projects?status=active&page_size=1', admin)).json().total,
    ];
    await expect.poll(async () => new Set(await activeCounts()).size, { timeout: 10_000 }).toBe(1);
  });

  it('lets only administrators create administrators once one exists', async () => {
    expect((await call('POST', '/api/admin/create-admin', user.cookie, adminPayload())).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/create-admin', undefined, adminPayload())).statusCode).toBe(403);
    const created = await call('POST', '/api/admin/create-admin', admin, adminPayload());
    expect(created.statusCode).toBe(201);
    expect(created.json().is_admin).toBe(true);
  });

  it('lets users change their name and password (current password required)', async () => {
    const me = await signUp(t.app);
    expect(
      (await call('PUT', '/api/auth/me', me.cookie, { first_name: 'Grace', last_name: 'Hopper' })).json(),
    ).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    const wrong = await call('POST', '/api/auth/change-password', me.cookie, {
      current_password: 'nope',
      new_password: 'brand new password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(
      (
        await call('POST', '/api/auth/change-password', me.cookie, {
          current_password: me.password,
          new_password: 'brand new password',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/auth/me', me.cookie)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: me.email, password: 'brand new password' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('the first administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'PGlite', target: { memory: true } });
  });
  afterAll(() => t.close());

  it('may be created by anyone while none exists, and only once that way', async () => {
    const status = async () => [
      (await t.app.inject({ method: 'GET', url: '/api/admin/setup-status' })).json(),
      (await t.app.inject({ method: 'GET', url: '/trpc/admin.setupStatus' })).json().result.data.json,
    ];
    expect(await status()).toEqual([{ admin_exists: false }, { admin_exists: false }]);
    const first = await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', payload: adminPayload() });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', payload: adminPayload() });
    expect(second.statusCode).toBe(403);
    expect(await status()).toEqual([{ admin_exists: true }, { admin_exists: true }]);
  });

  it('cannot remove their own admin flag or be deleted while they are the last one', async () => {
    const [only] = await t.orm.em.fork().execute('select id, username, email from app_user where is_admin');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: only!.email, password: 'administrator pass' },
    });
    const cookie = sessionCookie(login.headers['set-cookie']);
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${only!.id}`,
      headers: { cookie },
      payload: { username: only!.username, email: only!.email, is_admin: false },
    });
    expect(demote.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${only!.id}`, headers: { cookie } })).statusCode,
    ).toBe(409);
  });

  it('keeps one administrator when two demote each other at the same moment', async () => {
    const signIn = async (email: string) =>
      sessionCookie(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email, password: 'administrator pass' },
          })
        ).headers['set-cookie'],
      );
    const [first] = await t.orm.em.fork().execute('select id from app_user where is_admin');
    await t.orm.em.fork().execute('delete from app_user where is_admin and id <> ?', [first!.id]);
    const a = await createAdmin(t.orm.em.fork(), 'operator', adminPayload());
    const b = await createAdmin(t.orm.em.fork(), 'operator', adminPayload());
    await t.orm.em.fork().execute('delete from app_user where id = ?', [first!.id]);
    const demote = async (by: string, target: typeof a) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${target.id}`,
        headers: { cookie: by },
        payload: { username: target.username, email: target.email, is_admin: false },
      });
    const [cookieA, cookieB] = [await signIn(a.email), await signIn(b.email)];
    const answers = await Promise.all([demote(cookieA, b), demote(cookieB, a)]);
    // The loser gets 409, or 401/403 when the winner's change lands before its request is authenticated.
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [admins] = await t.orm.em.fork().execute('select count(*)::int as n from app_user where is_admin');
    expect(admins?.n).toBe(1);
  });

  it('keeps one administrator when two delete each other at the same moment', async () => {
    const [survivor] = await t.orm.em.fork().execute('select id, email from app_user where is_admin');
    const other = await createAdmin(t.orm.em.fork(), 'operator', adminPayload());
    const signIn = async (email: string) =>
      sessionCookie(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email, password: 'administrator pass' },
          })
        ).headers['set-cookie'],
      );
    const remove = (by: string, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: { cookie: by } });
    const [cookieA, cookieB] = [await signIn(survivor!.email), await signIn(other.email)];
    const answers = await Promise.all([remove(cookieA, other.id), remove(cookieB, survivor!.id)]);
    // The loser gets 409, or 401/403 when the winner's change lands before its request is authenticated.
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [admins] = await t.orm.em.fork().execute('select count(*)::int as n from app_user where is_admin');
    expect(admins?.n).toBe(1);
  });
});
