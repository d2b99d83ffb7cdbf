import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../../src/server/http/rest-route.ts';
import { adminRouter } from '../../src/server/modules/admin/admin.router.ts';
import { createAdmin } from '../../src/server/modules/admin/create-admin.service.ts';
import { createTestApp, sessionCookie, signUp, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases())('who may use the administration on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let user: Awaited<ReturnType<typeof signUp>>;
  let victim: Awaited<ReturnType<typeof signUp>>;
  let project: { id: number; name: string };
  beforeAll(async () => {
    t = await createTestApp(db);
    const payload = {
      username: `gate${Date.now()}`,
      email: uniqueEmail('gate'),
      password: 'administrator pass',
      first_name: 'Gate',
      last_name: 'Keeper',
    };
    await createAdmin(t.orm.em.fork(), 'operator', payload);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    admin = sessionCookie(login.headers['set-cookie']);
    user = await signUp(t.app);
    victim = await signUp(t.app, { first_name: 'Victim' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: victim.cookie },
      payload: { name: 'Not to be touched' },
    });
    project = created.json().project;
  });
  afterAll(() => t.close());

  const rest = (): Array<[Method, string, string, object?]> => [
    ['GET', '/api/admin/stats', '/api/admin/stats'],
    ['GET', '/api/admin/users', '/api/admin/users'],
    ['GET', '/api/admin/users/:id', `/api/admin/users/${victim.user.id}`],
    [
      'PUT',
      '/api/admin/users/:id',
      `/api/admin/users/${victim.user.id}`,
      { username: 'taken-over', email: uniqueEmail('taken'), is_admin: true },
    ],
    ['DELETE', '/api/admin/users/:id', `/api/admin/users/${victim.user.id}`],
    [
      'POST',
      '/api/admin/users/:id/reset-password',
      `/api/admin/users/${victim.user.id}/reset-password`,
      { new_password: 'chosen by an intruder' },
    ],
    ['GET', '/api/admin/projects', '/api/admin/projects'],
    ['GET', '/api/admin/projects/:id', `/api/admin/projects/${project.id}`],
    ['PUT', '/api/admin/projects/:id', `/api/admin/projects/${project.id}`, { name: 'Renamed by an intruder' }],
    ['DELETE', '/api/admin/projects/:id', `/api/admin/projects/${project.id}`],
  ];

  const procedures = (): Array<[string, 'query' | 'mutation', object?]> => [
    ['stats', 'query'],
    ['users', 'query', {}],
    ['user', 'query', { id: victim.user.id }],
    [
      'updateUser',
      'mutation',
      { id: victim.user.id, username: 'taken-over', email: uniqueEmail('taken'), is_admin: true },
    ],
    ['deleteUser', 'mutation', { id: victim.user.id }],
    ['resetPassword', 'mutation', { id: victim.user.id, new_password: 'chosen by an intruder' }],
    ['projects', 'query', {}],
    ['project', 'query', { id: project.id }],
    ['renameProject', 'mutation', { id: project.id, name: 'Renamed by an intruder' }],
    ['deleteProject', 'mutation', { id: project.id }],
  ];

  const callRest = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** tRPC over HTTP as the web app sends it (superjson, one call per request). */
  const callTrpc = (name: string, type: 'query' | 'mutation', cookie: string | undefined, input?: object) => {
    const encoded = JSON.stringify({ json: input });
    const headers = cookie ? { cookie } : {};
    return type === 'query'
      ? t.app.inject({ method: 'GET', url: `/trpc/admin.${name}?input=${encodeURIComponent(encoded)}`, headers })
      : t.app.inject({
          method: 'POST',
          url: `/trpc/admin.${name}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: encoded,
        });
  };

  it('the tables below name every admin-only REST route and tRPC procedure (the public createAdmin and setupStatus: authorisation-matrix.test.ts)', () => {
    const adminRoutes = documentedRoutes.filter((r) => r.auth === 'admin').map((r) => `${r.method} ${r.url}`);
    expect(
      rest()
        .map(([method, route]) => `${method} ${route}`)
        .sort(),
    ).toEqual(adminRoutes.sort());
    const adminProcedures = Object.keys(adminRouter._def.procedures).filter(
      (name) => name !== 'createAdmin' && name !== 'setupStatus',
    );
    expect(
      procedures()
        .map(([name]) => name)
        .sort(),
    ).toEqual(adminProcedures.sort());
  });

  it.each([
    ['a normal user', 'user', 403],
    ['a signed-out visitor', 'nobody', 401],
  ] as const)('refuses %s every admin REST route with %i', async (_who, who, status) => {
    const cookie = who === 'user' ? user.cookie : undefined;
    for (const [method, route, url, payload] of rest()) {
      const res = await callRest(method, url, cookie, payload);
      expect(res.statusCode, `${method} ${route}`).toBe(status);
      expect(res.json().error, `${method} ${route}`).toBe(status === 403 ? 'FORBIDDEN' : 'UNAUTHORIZED');
    }
  });

  it.each([
    ['a normal user', 'user', 403, 'FORBIDDEN'],
    ['a signed-out visitor', 'nobody', 401, 'UNAUTHORIZED'],
  ] as const)('refuses %s every admin tRPC procedure with %i', async (_who, who, status, code) => {
    const cookie = who === 'user' ? user.cookie : undefined;
    for (const [name, type, input] of procedures()) {
      const res = await callTrpc(name, type, cookie, input);
      expect(res.statusCode, `admin.${name}`).toBe(status);
      expect(res.json().error.json.data.code, `admin.${name}`).toBe(code);
    }
  });

  it('leaves the user and project the refused calls aimed at untouched', async () => {
    expect((await callRest('GET', `/api/admin/users/${victim.user.id}`, admin)).json()).toMatchObject({
      email: victim.email,
      is_admin: false,
    });
    expect((await callRest('GET', `/api/projects/${project.id}`, victim.cookie)).json()).toMatchObject({
      name: 'Not to be touched',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: victim.email, password: victim.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers every admin read for an administrator, over REST and tRPC', async () => {
    for (const [method, route, url] of rest().filter(([method]) => method === 'GET')) {
      expect((await callRest(method, url, admin)).statusCode, route).toBe(200);
    }
    for (const [name, type, input] of procedures().filter(([, type]) => type === 'query')) {
      expect((await callTrpc(name, type, admin, input)).statusCode, `admin.${name}`).toBe(200);
    }
  });

  it.each(['REST', 'tRPC'] as const)(
    'carries out every admin change for an administrator, over %s',
    async (protocol) => {
      const target = await signUp(t.app, { first_name: 'Target' });
      const owned = (
        await t.app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: { cookie: target.cookie },
          payload: { name: 'Owned' },
        })
      ).json().project;
      const email = uniqueEmail('edited');
      // The same changes as the tables above, aimed at a user and project of their own, deletions last.
      /** The REST routes take the id from the path, and a deletion no body. */
      const restBody = (input?: object) => {
        const { id: _id, ...body } = (input ?? {}) as { id?: number };
        return Object.keys(body).length ? body : undefined;
      };
      const changes: Array<[string, Method, string, object?]> = [
        [
          'updateUser',
          'PUT',
          `/api/admin/users/${target.user.id}`,
          { id: target.user.id, username: `edited${Date.now()}`, email, is_admin: false },
        ],
        [
          'resetPassword',
          'POST',
          `/api/admin/users/${target.user.id}/reset-password`,
          { id: target.user.id, new_password: 'chosen by the admin' },
        ],
        ['renameProject', 'PUT', `/api/admin/projects/${owned.id}`, { id: owned.id, name: 'Renamed by the admin' }],
      ];
      const change = ([name, method, url, input]: [string, Method, string, object?]) =>
        protocol === 'tRPC' ? callTrpc(name, 'mutation', admin, input) : callRest(method, url, admin, restBody(input));
      for (const c of changes) expect((await change(c)).statusCode, c[0]).toBe(200);
      expect((await callRest('GET', `/api/admin/users/${target.user.id}`, admin)).json()).toMatchObject({ email });
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email, password: 'chosen by the admin' },
          })
        ).statusCode,
      ).toBe(200);
      expect((await callRest('GET', `/api/admin/projects/${owned.id}`, admin)).json()).toMatchObject({
        name: 'Renamed by the admin',
      });
      expect(
        (await change(['deleteProject', 'DELETE', `/api/admin/projects/${owned.id}`, { id: owned.id }])).statusCode,
      ).toBe(200);
      expect((await callRest('GET', `/api/admin/projects/${owned.id}`, admin)).statusCode).toBe(404);
      expect(
        (await change(['deleteUser', 'DELETE', `/api/admin/users/${target.user.id}`, { id: target.user.id }]))
          .statusCode,
      ).toBe(200);
      expect((await callRest('GET', `/api/admin/users/${target.user.id}`, admin)).statusCode).toBe(404);
    },
  );
});
