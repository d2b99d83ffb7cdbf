import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ProcedureMeta } from '../../src/server/http/rest-meta.ts';
import { schemaFields } from '../../src/server/http/misspelt-fields.ts';
import { documentedRoutes } from '../../src/server/http/rest-route.ts';
import { memberMessages } from '../../src/shared/member.messages.ts';
import { roleAllows, type ProjectRole } from '../../src/shared/member.schema.ts';
import { createAdmin } from '../../src/server/modules/admin/create-admin.service.ts';
import { appRouter } from '../../src/server/trpc/app.router.ts';
import { multipart } from '../helpers/multipart.ts';
import { registeredRoutes } from '../helpers/registered-routes.ts';
import { createTestApp, sessionCookie, signUp, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Caller {
  cookie?: string;
  password: string;
}
/**
 * A project of the owner's, shared with a lead and a reviewer, labelled 5 + 5 and deduplicated, with an
 * unlabelled citation, a removed duplicate and an account that is not yet a member (the guest) to act on.
 */
interface Prepared {
  id: number;
  citationId: number;
  recordId: number;
  guestId: number;
  guestEmail: string;
}
type Ctx = Prepared & { password: string };
/**
 * [route, status for a caller allowed to use it, least role it needs, body]; run in order, so
 * preconditions hold and deletion comes last.
 */
type RestRow = [route: string, status: number, role: ProjectRole, body?: (c: Ctx) => object];
type TrpcRow = [name: string, status: number, role: ProjectRole, input?: (c: Ctx) => object];
type SelfRow = [route: string, status: number, body?: (c: Ctx) => object];

// Served to anyone; admin.test.ts and auth.test.ts cover what they do.
const publicRest = [
  'GET /api',
  'GET /api/health',
  'GET /api/config',
  'GET /api/docs',
  'GET /api/openapi.json',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/logout',
  'POST /api/admin/create-admin',
  'GET /api/admin/setup-status',
];
const publicTrpc = [
  'health.check',
  'auth.config',
  'auth.me',
  'auth.signup',
  'auth.login',
  'auth.logout',
  'admin.createAdmin',
  'admin.setupStatus',
];

const citation = { title: 'Statins after stroke: a trial', abstract: 'A randomised trial.' };
const keywords = { include: ['statin'], exclude: ['diet'] };

/** Any signed-in user's own account and project list. */
const selfRest: SelfRow[] = [
  ['GET /api/auth/me', 200],
  ['PUT /api/auth/me', 200, () => ({ first_name: 'Ada', last_name: 'Lovelace' })],
  ['POST /api/auth/change-password', 200, (c) => ({ current_password: c.password, new_password: c.password })],
  ['GET /api/projects', 200],
  ['POST /api/projects', 201, () => ({ name: 'Their own' })],
];
const selfTrpc: SelfRow[] = [
  ['auth.updateProfile', 200, () => ({ first_name: 'Ada', last_name: 'Lovelace' })],
  ['auth.changePassword', 200, (c) => ({ current_password: c.password, new_password: c.password })],
  ['projects.list', 200],
  ['projects.create', 200, () => ({ name: 'Their own' })],
];

const projectRest: RestRow[] = [
  ['GET /api/projects/:id', 200, 'reviewer'],
  ['GET /api/projects/:id/members', 200, 'reviewer'],
  ['POST /api/projects/:id/members', 201, 'owner', (c) => ({ email: c.guestEmail, role: 'reviewer' })],
  ['PATCH /api/projects/:id/members/:user_id', 200, 'owner', () => ({ role: 'lead' })],
  ['DELETE /api/projects/:id/members/:user_id', 200, 'owner'],
  ['PATCH /api/projects/:id', 200, 'owner', () => ({ name: 'Matrix renamed' })],
  ['GET /api/projects/:id/keywords', 200, 'reviewer'],
  ['PUT /api/projects/:id/keywords', 200, 'lead', () => keywords],
  ['POST /api/projects/:id/keywords/preview', 200, 'reviewer', () => keywords],
  ['GET /api/projects/:id/citations/filter', 200, 'reviewer'],
  ['PUT /api/projects/:id/citations/:citationId/relevance', 200, 'reviewer', () => ({ is_relevant: true })],
  ['GET /api/projects/:id/labeled-citations', 200, 'reviewer'],
  ['POST /api/projects/:id/citations', 201, 'lead', () => ({ citations: [citation] })],
  ['GET /api/projects/:id/duplicates', 200, 'reviewer'],
  ['GET /api/projects/:id/duplicates/removed', 200, 'reviewer'],
  ['GET /api/projects/:id/duplicates/possible', 200, 'reviewer'],
  ['POST /api/projects/:id/duplicates/:recordId/restore', 200, 'lead'],
  ['POST /api/projects/:id/duplicates/:recordId/resolve', 404, 'lead', () => ({ action: 'dismiss' })], // restored: no longer waiting for a decision
  ['POST /api/projects/:id/duplicates/resolve', 404, 'lead', (c) => ({ record_ids: [c.recordId], action: 'dismiss' })],
  ['POST /api/projects/:id/remove-duplicates', 200, 'lead'],
  ['POST /api/projects/:id/predict', 409, 'lead', () => ({ citations: [citation] })], // no model before the first training
  ['POST /api/projects/:id/train', 200, 'lead'],
  ['GET /api/projects/:id/iterations', 200, 'reviewer'],
  ['GET /api/projects/:id/results-summary', 200, 'reviewer'],
  ['GET /api/projects/:id/download', 200, 'lead'],
  ['GET /api/projects/:id/prisma', 200, 'reviewer'],
  ['GET /api/projects/:id/imports', 200, 'reviewer'],
  ['GET /api/projects/:id/exclusion-reasons', 200, 'reviewer'],
  ['PUT /api/projects/:id/exclusion-reasons', 200, 'lead', () => ({ reasons: ['wrong population', 'wrong outcome'] })],
  [
    'PUT /api/projects/:id/citations/:citationId/review',
    200,
    'reviewer',
    () => ({ note: 'Check the dose', tags: ['dose'] }),
  ],
  ['GET /api/projects/:id/citations/:citationId/reviews', 200, 'reviewer'],
  ['GET /api/projects/:id/tags', 200, 'reviewer'],
  ['PUT /api/projects/:id/citations/:citationId/maybe', 409, 'reviewer', () => ({ maybe: true })], // Maybe is continuous screening's
  ['PATCH /api/projects/:id', 200, 'lead', () => ({ screening_mode: 'iterations' })], // the mode it has: no change
  ['GET /api/projects/:id/next', 200, 'reviewer'],
  ['GET /api/projects/:id/stopping', 200, 'reviewer'],
  ['GET /api/projects/:id/decisions', 200, 'lead'],
  ['POST /api/projects/:id/finish', 200, 'lead', () => ({})],
  ['PATCH /api/projects/:id', 409, 'lead', () => ({ screeners_per_record: 2 })], // two screeners need continuous screening
  ['GET /api/projects/:id/conflicts', 200, 'reviewer'],
  ['PUT /api/projects/:id/conflicts/:citationId', 409, 'lead', () => ({ is_relevant: true })], // no disagreement on it
  ['GET /api/projects/:id/agreement', 200, 'reviewer'],
  ['DELETE /api/projects/:id', 200, 'owner'],
];
const projectTrpc: TrpcRow[] = [
  ['projects.get', 200, 'reviewer', (c) => ({ id: c.id })],
  ['members.list', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['members.add', 200, 'owner', (c) => ({ projectId: c.id, email: c.guestEmail, role: 'reviewer' })],
  ['members.setRole', 200, 'owner', (c) => ({ projectId: c.id, userId: c.guestId, role: 'lead' })],
  ['members.remove', 200, 'owner', (c) => ({ projectId: c.id, userId: c.guestId })],
  ['projects.rename', 200, 'owner', (c) => ({ id: c.id, name: 'Matrix renamed' })],
  ['keywords.get', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['keywords.save', 200, 'lead', (c) => ({ projectId: c.id, ...keywords })],
  ['keywords.preview', 200, 'reviewer', (c) => ({ projectId: c.id, ...keywords })],
  ['citations.filter', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['citations.setLabel', 200, 'reviewer', (c) => ({ projectId: c.id, citationId: c.citationId, is_relevant: true })],
  ['citations.labeled', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['citations.add', 200, 'lead', (c) => ({ projectId: c.id, citations: [citation] })],
  ['dedup.list', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['dedup.removed', 200, 'reviewer', (c) => ({ projectId: c.id, limit: 2 })],
  ['dedup.possible', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['dedup.possiblePage', 200, 'reviewer', (c) => ({ projectId: c.id, limit: 2 })],
  ['dedup.restore', 200, 'lead', (c) => ({ projectId: c.id, recordId: c.recordId })],
  ['dedup.resolve', 404, 'lead', (c) => ({ projectId: c.id, recordId: c.recordId, action: 'dismiss' })],
  ['dedup.resolveMany', 404, 'lead', (c) => ({ projectId: c.id, record_ids: [c.recordId], action: 'dismiss' })],
  ['dedup.run', 200, 'lead', (c) => ({ projectId: c.id })],
  ['dedup.remove', 200, 'lead', (c) => ({ projectId: c.id })],
  ['training.predict', 409, 'lead', (c) => ({ projectId: c.id, citations: [citation] })],
  ['training.train', 200, 'lead', (c) => ({ projectId: c.id })],
  ['training.iterations', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['training.summary', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['prisma.get', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['citations.importedFiles', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['reviews.reasons', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['reviews.saveReasons', 200, 'lead', (c) => ({ projectId: c.id, reasons: ['wrong population', 'wrong outcome'] })],
  [
    'reviews.save',
    200,
    'reviewer',
    (c) => ({ projectId: c.id, citationId: c.citationId, note: 'Check the dose', tags: ['dose'] }),
  ],
  ['reviews.list', 200, 'reviewer', (c) => ({ projectId: c.id, citationId: c.citationId })],
  ['reviews.tags', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['reviews.setMaybe', 409, 'reviewer', (c) => ({ projectId: c.id, citationId: c.citationId, maybe: true })],
  ['projects.setScreeningMode', 200, 'lead', (c) => ({ id: c.id, screening_mode: 'iterations' })],
  ['projects.update', 200, 'lead', (c) => ({ id: c.id, screening_mode: 'iterations' })],
  ['screening.next', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['screening.stopping', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['screening.decisions', 200, 'lead', (c) => ({ projectId: c.id })],
  ['screening.finish', 200, 'lead', (c) => ({ projectId: c.id })],
  ['projects.setScreenersPerRecord', 409, 'lead', (c) => ({ id: c.id, screeners_per_record: 2 })],
  ['dual.conflicts', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['dual.resolve', 409, 'lead', (c) => ({ projectId: c.id, citationId: c.citationId, is_relevant: true })],
  ['dual.agreement', 200, 'reviewer', (c) => ({ projectId: c.id })],
  ['projects.delete', 200, 'owner', (c) => ({ id: c.id })],
];

/** The rows a role may use, and those it may not. */
const split = <Row extends RestRow | TrpcRow>(rows: Row[], role: ProjectRole) =>
  [rows.filter((r) => roleAllows(role, r[2])), rows.filter((r) => !roleAllows(role, r[2]))] as const;

// Each test calls every project route once or twice, trainings and duplicate searches among them: near 30 s on
// a loaded 2-core machine, so they get longer.
describe.each(testDatabases())(
  'who may call each REST route and tRPC procedure on $name',
  { timeout: 120_000 },
  (db) => {
    let t: TestApp;
    const anonymous: Caller = { password: '' };
    let owner: Caller,
      lead: Caller & { email: string },
      reviewer: Caller & { email: string },
      other: Caller,
      admin: Caller;
    beforeAll(async () => {
      t = await createTestApp(db);
      const payload = {
        username: `matrix${Date.now()}`,
        email: uniqueEmail('matrix'),
        password: 'administrator pass',
        first_name: 'Ad',
        last_name: 'Min',
      };
      await createAdmin(t.orm.em.fork(), 'operator', payload);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: payload.password },
      });
      admin = { cookie: sessionCookie(login.headers['set-cookie']), password: payload.password };
      owner = await signUp(t.app);
      lead = await signUp(t.app, { first_name: 'Lead' });
      reviewer = await signUp(t.app, { first_name: 'Reviewer' });
      other = await signUp(t.app, { first_name: 'Other' });
    });
    afterAll(() => t.close());

    const rest = (who: Caller, method: Method, url: string, payload?: object) =>
      t.app.inject({ method, url, headers: who.cookie ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
    const callRest = (who: Caller, row: RestRow | SelfRow, p: Prepared) => {
      const [route, , body] = selfRow(row);
      const [method, path] = route.split(' ') as [Method, string];
      const url = path
        .replace(':id', String(p.id))
        .replace(':citationId', String(p.citationId))
        .replace(':recordId', String(p.recordId))
        .replace(':user_id', String(p.guestId));
      return rest(who, method, url, body?.({ ...p, password: who.password }));
    };
    /** tRPC over HTTP as the web app sends it (superjson, one call per request). */
    const callTrpc = (who: Caller, row: TrpcRow | SelfRow, p: Prepared) => {
      const [name, , input] = selfRow(row);
      const encoded = JSON.stringify({ json: input?.({ ...p, password: who.password }) });
      const headers = who.cookie ? { cookie: who.cookie } : {};
      return procedureType(name) === 'query'
        ? t.app.inject({ method: 'GET', url: `/trpc/${name}?input=${encodeURIComponent(encoded)}`, headers })
        : t.app.inject({
            method: 'POST',
            url: `/trpc/${name}`,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: encoded,
          });
    };

    const prepare = async (): Promise<Prepared> => {
      const body = await multipart({ name: 'Matrix' }, { files: ['labelling.csv', 'duplicates.csv'] });
      const { id } = (
        await t.app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: { cookie: owner.cookie!, ...body.headers },
          payload: body.payload,
        })
      ).json().project;
      for (const [member, role] of [
        [lead, 'lead'],
        [reviewer, 'reviewer'],
      ] as const) {
        expect(
          (await rest(owner, 'POST', `/api/projects/${id}/members`, { email: member.email, role })).statusCode,
        ).toBe(201);
      }
      expect((await rest(owner, 'POST', `/api/projects/${id}/remove-duplicates`)).statusCode).toBe(200);
      const ids = async (like: string) =>
        (
          await t.orm.em
            .fork()
            .execute(
              'select id from citation where project_id = ? and title like ? and duplicate_of is null order by id',
              [id, like],
            )
        ).map((r) => r.id as number);
      const [trials, cohorts] = [await ids('Statin therapy trial%'), await ids('Exercise and diet cohort%')];
      for (const [c, value] of [
        ...trials.slice(0, 5).map((c) => [c, true] as const),
        ...cohorts.slice(0, 5).map((c) => [c, false] as const),
      ]) {
        expect(
          (await rest(owner, 'PUT', `/api/projects/${id}/citations/${c}/relevance`, { is_relevant: value })).statusCode,
        ).toBe(200);
      }
      const [record] = await t.orm.em
        .fork()
        .execute(`select id from duplicate_record where project_id = ? and status = 'removed' order by id limit 1`, [
          id,
        ]);
      const guest = await signUp(t.app, { first_name: 'Guest' });
      return {
        id,
        citationId: trials[5]!,
        recordId: record!.id as number,
        guestId: guest.user.id,
        guestEmail: guest.email,
      };
    };
    /** What the owner sees of a project: anything a refused call changed would show here. */
    const snapshot = async (id: number) =>
      Promise.all(
        [
          '',
          '/members',
          '/labeled-citations',
          '/keywords',
          '/duplicates',
          '/iterations',
          '/exclusion-reasons',
          '/tags',
        ].map(async (path) => (await rest(owner, 'GET', `/api/projects/${id}${path}`)).json()),
      );

    it("the tables name every REST route under /api and every tRPC procedure, apart from the administrators' own", () => {
      const adminOnly = documentedRoutes.filter((r) => r.auth === 'admin').map((r) => `${r.method} ${r.url}`);
      const served = registeredRoutes(t.app).filter(
        (r) => / \/api(\/|$)/.test(r) && !r.endsWith('*') && !adminOnly.includes(r),
      );
      // A route may have two rows (PATCH /api/projects/:id: a rename is the owner's, the mode switch a lead's).
      expect([...new Set([...publicRest, ...[...selfRest, ...projectRest].map(([route]) => route)])].sort()).toEqual(
        served.sort(),
      );
      const procedures = Object.keys(appRouter._def.procedures).filter(
        (name) => !name.startsWith('admin.') || name === 'admin.createAdmin' || name === 'admin.setupStatus',
      );
      expect([...publicTrpc, ...[...selfTrpc, ...projectTrpc].map(([name]) => name)].sort()).toEqual(procedures.sort());
    });

    it('documents for every project route and procedure the role this table holds it to', () => {
      const documented = documentedRoutes
        .filter((r) => r.url.startsWith('/api/projects/:id'))
        .map((r) => [`${r.method} ${r.url}`, r.role]);
      expect(Object.fromEntries(documented)).toEqual(
        Object.fromEntries(projectRest.map(([route, , role]) => [route, role])),
      );
      const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>;
      expect(Object.fromEntries(projectTrpc.map(([name]) => [name, procedures[name]!._def.meta?.role]))).toEqual(
        Object.fromEntries(projectTrpc.map(([name, , role]) => [name, role])),
      );
    });

    it('answers the public reads to a signed-out visitor and refuses them a second administrator', async () => {
      for (const url of [
        '/api',
        '/api/health',
        '/api/config',
        '/api/docs',
        '/api/openapi.json',
        '/api/admin/setup-status',
      ])
        expect((await rest(anonymous, 'GET', url)).statusCode, url).toBe(200);
      const none = { id: 0, citationId: 0, recordId: 0, guestId: 0, guestEmail: '' };
      for (const name of ['health.check', 'auth.config', 'auth.me', 'admin.setupStatus'])
        expect((await callTrpc(anonymous, [name, 200], none)).statusCode, name).toBe(200);
      const candidate = {
        username: `sneak${Date.now()}`,
        email: uniqueEmail('sneak'),
        password: 'administrator pass',
        first_name: 'S',
        last_name: 'N',
      };
      expect((await rest(anonymous, 'POST', '/api/admin/create-admin', candidate)).statusCode).toBe(403);
      expect((await callTrpc(anonymous, ['admin.createAdmin', 403, () => candidate], none)).statusCode).toBe(403);
    });

    it('refuses a signed-out visitor every other route and procedure with 401', async () => {
      const p = await prepare();
      for (const row of [...selfRest, ...projectRest])
        expect((await callRest(anonymous, row, p)).statusCode, row[0]).toBe(401);
      for (const row of [...selfTrpc, ...projectTrpc])
        expect((await callTrpc(anonymous, row, p)).statusCode, row[0]).toBe(401);
    });

    it('lets any signed-in user use their own account and project list', async () => {
      const p = await prepare();
      for (const who of [owner, lead, reviewer, other, admin]) {
        for (const row of selfRest) expect((await callRest(who, row, p)).statusCode, row[0]).toBe(row[1]);
        for (const row of selfTrpc) expect((await callTrpc(who, row, p)).statusCode, row[0]).toBe(row[1]);
      }
    });

    it('refuses a user who is not a member every route and procedure of the project with 403, changing nothing', async () => {
      const p = await prepare();
      const before = await snapshot(p.id);
      for (const row of projectRest) expect((await callRest(other, row, p)).statusCode, row[0]).toBe(403);
      for (const row of projectTrpc) expect((await callTrpc(other, row, p)).statusCode, row[0]).toBe(403);
      expect(await snapshot(p.id)).toEqual(before);
      expect(before[0]).toMatchObject({ name: 'Matrix', current_iteration: 0 });
      expect(before[1].members).toHaveLength(3);
    });

    it('answers input a route refuses with the status a valid call gets, unless the caller may use the project', async () => {
      const p = await prepare();
      const missing = { ...p, id: 2_147_483_647 };
      const before = await snapshot(p.id);
      const restRows = projectRest.map((row) => malformedRest(row)).filter((row) => row !== undefined);
      const trpcRows = projectTrpc.map((row) => malformedTrpc(row)).filter((row) => row !== undefined);
      // Those left out take nothing but the project id; most take more.
      expect(restRows.length).toBeGreaterThan(projectRest.length / 2);
      expect(trpcRows.length).toBeGreaterThan(projectTrpc.length / 2);
      for (const [valid, bad, refusal] of restRows) {
        const name = bad[0];
        expect((await callRest(owner, bad, p)).statusCode, `${name} by its owner`).toBe(refusal);
        for (const [who, status] of [
          [anonymous, 401],
          [other, 403],
        ] as const) {
          expect((await callRest(who, valid, p)).statusCode, name).toBe(status);
          expect((await callRest(who, bad, p)).statusCode, name).toBe(status);
        }
        expect((await callRest(other, bad, missing)).statusCode, `${name} on no project`).toBe(404);
        if (!roleAllows('reviewer', valid[2]))
          expect((await callRest(reviewer, bad, p)).statusCode, `${name} by a reviewer`).toBe(403);
        if (!roleAllows('lead', valid[2]))
          expect((await callRest(lead, bad, p)).statusCode, `${name} by a lead`).toBe(403);
      }
      for (const [valid, bad] of trpcRows) {
        const name = bad[0];
        expect((await callTrpc(owner, bad, p)).statusCode, `${name} by its owner`).toBe(422);
        expect((await callTrpc(anonymous, bad, p)).statusCode, name).toBe(401);
        expect((await callTrpc(other, valid, p)).statusCode, name).toBe(403);
        expect((await callTrpc(other, bad, p)).statusCode, name).toBe(403);
        expect((await callTrpc(other, bad, missing)).statusCode, `${name} on no project`).toBe(404);
        if (!roleAllows('reviewer', valid[2]))
          expect((await callTrpc(reviewer, bad, p)).statusCode, `${name} by a reviewer`).toBe(403);
        if (!roleAllows('lead', valid[2]))
          expect((await callTrpc(lead, bad, p)).statusCode, `${name} by a lead`).toBe(403);
      }
      expect(await snapshot(p.id)).toEqual(before);
    });

    it.each([
      ['a reviewer', 'reviewer', () => reviewer],
      ['a lead', 'lead', () => lead],
    ] as const)(
      'refuses %s what their role does not allow with 403, changing nothing, and lets them use the rest',
      async (_who, role, who) => {
        const [viaRest, viaTrpc] = [await prepare(), await prepare()];
        const [allowedRest, refusedRest] = split(projectRest, role);
        const [allowedTrpc, refusedTrpc] = split(projectTrpc, role);
        const before = await Promise.all([snapshot(viaRest.id), snapshot(viaTrpc.id)]);
        for (const row of refusedRest) {
          const res = await callRest(who(), row, viaRest);
          expect(res.statusCode, row[0]).toBe(403);
          expect(res.json().message, row[0]).toBe(
            row[2] === 'owner' ? memberMessages.needsOwner : memberMessages.needsLead,
          );
        }
        for (const row of refusedTrpc) expect((await callTrpc(who(), row, viaTrpc)).statusCode, row[0]).toBe(403);
        expect(await Promise.all([snapshot(viaRest.id), snapshot(viaTrpc.id)])).toEqual(before);
        for (const row of allowedRest) expect((await callRest(who(), row, viaRest)).statusCode, row[0]).toBe(row[1]);
        for (const row of allowedTrpc) expect((await callTrpc(who(), row, viaTrpc)).statusCode, row[0]).toBe(row[1]);
      },
    );

    it.each([
      ['the owner', () => owner],
      ['an administrator who is not a member', () => admin],
    ])('lets %s use every project route and procedure, deleting the project last', async (_who, who) => {
      const [viaRest, viaTrpc] = [await prepare(), await prepare()];
      for (const row of projectRest) expect((await callRest(who(), row, viaRest)).statusCode, row[0]).toBe(row[1]);
      for (const row of projectTrpc) expect((await callTrpc(who(), row, viaTrpc)).statusCode, row[0]).toBe(row[1]);
      for (const { id } of [viaRest, viaTrpc])
        expect((await rest(owner, 'GET', `/api/projects/${id}`)).statusCode).toBe(404);
    });
  },
);

/** A row without its role, as the self rows are. */
function selfRow(row: RestRow | TrpcRow | SelfRow): SelfRow {
  return typeof row[2] === 'string' ? [row[0], row[1], row[3]] : (row as SelfRow);
}

/** At run time _def.procedures is flat, keyed by dotted path, though its type mirrors the nested routers. */
function procedureType(name: string): 'query' | 'mutation' {
  return (appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>)[name]!._def
    .type;
}

const MALFORMED = { malformed: true };

/**
 * A project route's row with input it refuses, and the refusal its owner gets: each body field of the wrong
 * kind (422), else each query field (422, or the route's 400), else a second URL parameter that is no id (400).
 * Undefined for a route that takes nothing but the project id.
 */
function malformedRest(row: RestRow): [valid: RestRow, bad: RestRow, refusal: number] | undefined {
  const [route, status, role] = row;
  const doc = documentedRoutes.find((r) => `${r.method} ${r.url}` === route)!;
  const body = schemaFields(doc.body);
  if (body.length) return [row, [route, status, role, () => Object.fromEntries(body.map((k) => [k, MALFORMED]))], 422];
  const query = schemaFields(doc.query);
  if (query.length)
    return [row, [`${route}?${query.map((k) => `${k}=-1.5x`).join('&')}`, status, role], doc.badQuery ?? 422];
  const second = route.match(/:(citationId|recordId|user_id)/);
  if (second) return [row, [route.replace(second[0], 'x'), status, role], 400];
  return undefined;
}

/** A project procedure's row with every field but the project id of the wrong kind; undefined when it takes only the id. */
function malformedTrpc(row: TrpcRow): [valid: TrpcRow, bad: TrpcRow] | undefined {
  const [name, status, role] = row;
  const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs: z.ZodType[] } }>)[name]!;
  const fields = procedure._def.inputs
    .flatMap((input) => schemaFields(input))
    .filter((k) => k !== 'projectId' && k !== 'id');
  if (!fields.length) return undefined;
  const key = name.startsWith('projects.') ? 'id' : 'projectId';
  return [
    row,
    [name, status, role, (c) => ({ [key]: c.id, ...Object.fromEntries(fields.map((k) => [k, MALFORMED])) })],
  ];
}
