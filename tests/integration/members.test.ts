import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages } from '../../src/shared/member.messages.ts';
import { projectMessages } from '../../src/shared/messages.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

describe.each(testDatabases())('shared projects on $name', (db) => {
  let t: TestApp;
  let owner: Person, ann: Person, bob: Person;
  beforeAll(async () => {
    t = await createTestApp(db);
    owner = await signUp(t.app, { first_name: 'Olive', last_name: 'Owner' });
    ann = await signUp(t.app, { first_name: 'Ann', last_name: 'Lead' });
    bob = await signUp(t.app, { first_name: 'Bob', last_name: 'Reviewer' });
  });
  afterAll(() => t.close());

  const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const trpcQuery = (who: Person, name: string, input: object) =>
    t.app.inject({
      method: 'GET',
      url: `/trpc/${name}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      headers: { cookie: who.cookie },
    });
  const newProject = async (name = 'Team review') => {
    const body = await multipart({ name }, { files: ['labelling.csv'] });
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { cookie: owner.cookie, ...body.headers },
        payload: body.payload,
      })
    ).json().project.id as number;
    const ids = (await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id])).map(
      (r) => r.id as number,
    );
    return { id, ids };
  };
  const share = async (id: number, who: Person, role: 'lead' | 'reviewer') => {
    const res = await call(owner, 'POST', `/api/projects/${id}/members`, { email: who.email, role });
    expect(res.statusCode).toBe(201);
    return res;
  };
  const label = (who: Person, id: number, citation: number, value: boolean | null) =>
    call(who, 'PUT', `/api/projects/${id}/citations/${citation}/relevance`, { is_relevant: value });

  it('adds a member by the e-mail of an existing account, in any letter case, and lists the owner first', async () => {
    const { id } = await newProject();
    const added = await call(owner, 'POST', `/api/projects/${id}/members`, {
      email: ` ${ann.email.toUpperCase()} `,
      role: 'lead',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      user_id: ann.user.id,
      email: ann.email,
      first_name: 'Ann',
      last_name: 'Lead',
      role: 'lead',
    });
    await share(id, bob, 'reviewer');
    const listed = await call(bob, 'GET', `/api/projects/${id}/members`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [ann.email, 'lead'],
      [bob.email, 'reviewer'],
    ]);
  });

  it('says why an addition is refused: no such account (404), already a member or the owner (409), a role that does not exist (422)', async () => {
    const { id } = await newProject();
    await share(id, ann, 'reviewer');
    const unknown = await call(owner, 'POST', `/api/projects/${id}/members`, {
      email: uniqueEmail('nobody'),
      role: 'reviewer',
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, memberMessages.unknownEmail]);
    const twice = await call(owner, 'POST', `/api/projects/${id}/members`, { email: ann.email, role: 'lead' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, memberMessages.alreadyMember]);
    const self = await call(owner, 'POST', `/api/projects/${id}/members`, { email: owner.email, role: 'lead' });
    expect([self.statusCode, self.json().message]).toEqual([409, memberMessages.isOwner]);
    expect(
      (await call(owner, 'POST', `/api/projects/${id}/members`, { email: bob.email, role: 'owner' })).statusCode,
    ).toBe(422);
    expect(
      (await call(owner, 'POST', `/api/projects/${id}/members`, { email: 'not an address', role: 'lead' })).statusCode,
    ).toBe(422);
    const roles = (await call(owner, 'GET', `/api/projects/${id}/members`))
      .json()
      .members.map((m: { role: string }) => m.role);
    expect(roles).toEqual(['owner', 'reviewer']);
  });

  it('adds a person once when the owner adds them from two tabs at once', async () => {
    const { id } = await newProject();
    const answers = await Promise.all(
      [0, 1, 2].map(() => call(owner, 'POST', `/api/projects/${id}/members`, { email: bob.email, role: 'reviewer' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await call(owner, 'GET', `/api/projects/${id}/members`)).json().members).toHaveLength(2);
  });

  it("changes a member's role and refuses to change or remove the owner", async () => {
    const { id } = await newProject();
    await share(id, ann, 'reviewer');
    const changed = await call(owner, 'PATCH', `/api/projects/${id}/members/${ann.user.id}`, { role: 'lead' });
    expect([changed.statusCode, changed.json().role]).toEqual([200, 'lead']);
    const ownerRole = await call(owner, 'PATCH', `/api/projects/${id}/members/${owner.user.id}`, { role: 'reviewer' });
    expect([ownerRole.statusCode, ownerRole.json().message]).toEqual([409, memberMessages.ownerRoleFixed]);
    const ownerGone = await call(owner, 'DELETE', `/api/projects/${id}/members/${owner.user.id}`);
    expect([ownerGone.statusCode, ownerGone.json().message]).toEqual([409, memberMessages.ownerStays]);
    const stranger = await call(owner, 'PATCH', `/api/projects/${id}/members/${bob.user.id}`, { role: 'lead' });
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, memberMessages.notMember]);
    expect((await call(owner, 'DELETE', `/api/projects/${id}/members/abc`)).statusCode).toBe(400);
  });

  it("lists shared projects on the member's dashboard with their role and the owner's name, and the owner's own as owner", async () => {
    const { id } = await newProject('Shared with Bob');
    await share(id, bob, 'reviewer');
    const bobs = (await call(bob, 'GET', '/api/projects')).json() as Array<{
      id: number;
      role: string;
      owner_name: string;
      name: string;
    }>;
    expect(bobs.find((p) => p.id === id)).toMatchObject({
      name: 'Shared with Bob',
      role: 'reviewer',
      owner_name: 'Olive Owner',
    });
    const owners = (await call(owner, 'GET', '/api/projects')).json() as Array<{
      id: number;
      role: string;
      owner_name: string;
    }>;
    expect(owners.find((p) => p.id === id)).toMatchObject({ role: 'owner', owner_name: 'Olive Owner' });
    expect((await call(bob, 'GET', `/api/projects/${id}`)).json()).toMatchObject({
      role: 'reviewer',
      owner_name: 'Olive Owner',
    });
  });

  it('takes access away from a removed member at once, in the session they already have open', async () => {
    const { id, ids } = await newProject();
    await share(id, bob, 'reviewer');
    expect((await label(bob, id, ids[0]!, true)).statusCode).toBe(200);
    expect((await trpcQuery(bob, 'projects.get', { id })).statusCode).toBe(200);
    const removed = await call(owner, 'DELETE', `/api/projects/${id}/members/${bob.user.id}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, memberMessages.removed('Bob Reviewer')]);
    for (const res of [
      await call(bob, 'GET', `/api/projects/${id}`),
      await label(bob, id, ids[1]!, true),
      await trpcQuery(bob, 'citations.filter', { projectId: id }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message ?? res.json().error?.json?.message).toBe(projectMessages.forbidden);
    }
    expect((await call(bob, 'GET', '/api/projects')).json().map((p: { id: number }) => p.id)).not.toContain(id);
    // What they did while a member stays.
    expect((await call(owner, 'GET', `/api/projects/${id}/labeled-citations`)).json().total).toBe(1);
  });

  it('applies a new role at the next request: a lead made reviewer can no longer train', async () => {
    const { id, ids } = await newProject();
    await share(id, ann, 'lead');
    for (const [i, c] of ids.slice(0, 10).entries()) expect((await label(ann, id, c, i < 5)).statusCode).toBe(200);
    await call(owner, 'PATCH', `/api/projects/${id}/members/${ann.user.id}`, { role: 'reviewer' });
    const refused = await call(ann, 'POST', `/api/projects/${id}/train`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, memberMessages.needsLead]);
    expect((await call(owner, 'GET', `/api/projects/${id}`)).json().current_iteration).toBe(0);
    await call(owner, 'PATCH', `/api/projects/${id}/members/${ann.user.id}`, { role: 'lead' });
    expect((await call(ann, 'POST', `/api/projects/${id}/train`)).statusCode).toBe(200);
  });

  it('keeps the cap of 10 labels a class when two members label at once', async () => {
    const { id, ids } = await newProject();
    await share(id, ann, 'lead');
    await share(id, bob, 'reviewer');
    const answers = await Promise.all(ids.slice(0, 16).map((c, i) => label(i % 2 ? ann : bob, id, c, true)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(6).fill('Maximum reached'),
    );
    const [row] = await t.orm.em
      .fork()
      .execute('select count(*)::int as n from citation where project_id = ? and is_relevant = true', [id]);
    expect(row?.n).toBe(10);
  });

  it('locks for every member the labels a training used, whoever gave them', async () => {
    const { id, ids } = await newProject();
    await share(id, ann, 'lead');
    await share(id, bob, 'reviewer');
    for (const [i, c] of ids.slice(0, 10).entries())
      expect((await label(i % 2 ? ann : bob, id, c, i < 5)).statusCode).toBe(200);
    expect((await call(ann, 'POST', `/api/projects/${id}/train`)).statusCode).toBe(200);
    for (const who of [ann, bob, owner]) {
      const res = await label(who, id, ids[0]!, false);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Citation locked: This citation has already been used in training and cannot be changed.',
      );
    }
  });

  it('lets only the owner rename or delete the project, and a deleted project leaves every dashboard', async () => {
    const { id } = await newProject();
    await share(id, ann, 'lead');
    const refused = await call(ann, 'PATCH', `/api/projects/${id}`, { name: 'Mine now' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, memberMessages.needsOwner]);
    expect((await call(ann, 'DELETE', `/api/projects/${id}`)).statusCode).toBe(403);
    const renamed = await call(owner, 'PATCH', `/api/projects/${id}`, { name: '  Renamed review ' });
    expect([renamed.statusCode, renamed.json().name]).toEqual([200, 'Renamed review']);
    expect((await call(owner, 'PATCH', `/api/projects/${id}`, { name: ' ' })).statusCode).toBe(422);
    expect((await call(ann, 'GET', `/api/projects/${id}`)).json().name).toBe('Renamed review');
    expect((await call(owner, 'DELETE', `/api/projects/${id}`)).statusCode).toBe(200);
    expect((await call(ann, 'GET', '/api/projects')).json().map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await call(ann, 'GET', `/api/projects/${id}`)).statusCode).toBe(404);
  });
});

describe('asking which e-mails have accounts through "add member"', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Four a minute: sign-ups count too (all from one address here), and the test signs up four people.
    t = await createTestApp(testDatabases()[0]!, { authRateLimit: { max: 4, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('counts e-mails without an account as failed sign-ins are counted: 429 past the limit; colleagues with one never count', async () => {
    const prober = await signUp(t.app, { first_name: 'Pia', last_name: 'Prober' });
    const colleagues = await Promise.all(
      [1, 2, 3].map((i) => signUp(t.app, { first_name: `C${i}`, last_name: 'Lee' })),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: prober.cookie },
      payload: { name: 'Probe' },
    });
    const id = created.json().project.id as number;
    const add = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/members`,
        headers: { cookie: prober.cookie },
        payload: { email, role: 'reviewer' },
      });
    // Three real colleagues, then four guesses answered: the colleagues were not counted.
    for (const c of colleagues) expect((await add(c.email)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await add(uniqueEmail('guess'))).statusCode).toBe(404);
    const refused = await add(uniqueEmail('guess'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
