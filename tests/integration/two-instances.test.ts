import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { findDuplicatesOffThread } from '../../src/server/jobs/dedup.job.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT';
const url = inject('postgresUrl');

// Both instances live in this process, so counting the duplicate searches counts them across instances.
vi.mock('../../src/server/jobs/dedup.job.ts', async (original) => {
  const real = await original<typeof import('../../src/server/jobs/dedup.job.ts')>();
  return { findDuplicatesOffThread: vi.fn(real.findDuplicatesOffThread) };
});
/** Every batch sent to a tokenising worker, by either instance. */
const tokenisingBatches: Array<Array<{ id: number }>> = [];
vi.mock('../../src/server/jobs/run-worker.ts', async (original) => {
  const real = await original<typeof import('../../src/server/jobs/run-worker.ts')>();
  const open = (url: URL) => {
    const session = real.openWorker(url);
    if (!url.pathname.endsWith('tokenize.worker.ts')) return session;
    return { ...session, run: (batch: Array<{ id: number }>) => (tokenisingBatches.push(batch), session.run(batch)) };
  };
  return { ...real, openWorker: vi.fn(open) };
});
/** How many citations of these were sent to the tokenising worker, counting repeats. */
const tokenised = (ids: number[]) => tokenisingBatches.flat().filter((c) => ids.includes(c.id)).length;

// An embedded PGlite database lives in one process's memory: a second instance cannot share it.
const onlyOnPostgres = 'PostgreSQL only (TEST_DATABASE_URL): an embedded PGlite database cannot be shared by two app instances';
if (!url) console.info(`[two-instances] skipped: ${onlyOnPostgres}`);

describe.skipIf(!url)(`two app instances on one database — ${onlyOnPostgres}`, () => {
  let a: TestApp;
  let b: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // Each instance opens its own ORM and connection pool, as two processes would.
    [a, b] = await Promise.all([createTestApp({ name: 'PostgreSQL', target: { url: url! } }), createTestApp({ name: 'PostgreSQL', target: { url: url! } })]);
    ({ cookie } = await signUp(a.app));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const call = (on: TestApp, method: Method, path: string, payload?: object, as = cookie) =>
    on.app.inject({ method, url: path, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const sql = (text: string, params: unknown[]) => a.orm.em.fork().execute(text, params);
  const newProject = async (file: string) => {
    const body = await multipart({ name: 'Shared' }, { files: [file] });
    const res = await a.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie, ...body.headers }, payload: body.payload });
    return res.json().project.id as number;
  };
  /** labelling.csv: 12 statin trials then 12 exercise cohorts. */
  const labellingProject = async () => {
    const id = await newProject('labelling.csv');
    const ids = (await sql('select id from citation where project_id = ? order by id', [id])).map((r) => r.id as number);
    return { id, trials: ids.slice(0, 12), cohorts: ids.slice(12) };
  };
  const label = async (id: number, citations: number[], value: boolean) => {
    for (const c of citations) expect((await call(a, 'PUT', `/api/projects/${id}/citations/${c}/relevance`, { is_relevant: value })).statusCode).toBe(200);
  };

  it('accepts a session started on one instance on the other, and ends it on both at sign-out', async () => {
    const user = await signUp(a.app, { first_name: 'Grace' });
    const me = await call(b, 'GET', '/api/auth/me', undefined, user.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: user.email, first_name: 'Grace' });
    expect((await call(b, 'POST', '/api/logout', undefined, user.cookie)).statusCode).toBe(200);
    expect((await call(a, 'GET', '/api/auth/me', undefined, user.cookie)).statusCode).toBe(401);
  });

  it('runs only one of two simultaneous trainings of a project, one sent to each instance', async () => {
    const { id, trials, cohorts } = await labellingProject();
    await label(id, trials.slice(0, 5), true);
    await label(id, cohorts.slice(0, 5), false);
    const answers = await Promise.all([call(a, 'POST', `/api/projects/${id}/train`), call(b, 'POST', `/api/projects/${id}/train`)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await call(b, 'GET', `/api/projects/${id}`)).json().current_iteration).toBe(1);
    expect((await call(a, 'GET', `/api/projects/${id}/iterations`)).json().iterations).toHaveLength(1);
  });

  it('never makes an 11th label of a class when both instances label at once', async () => {
    const { id, trials } = await labellingProject();
    await label(id, trials.slice(0, 9), true);
    const last = trials.slice(9, 12);
    const answers = await Promise.all(
      last.flatMap((c) => [a, b].map((on) => call(on, 'PUT', `/api/projects/${id}/citations/${c}/relevance`, { is_relevant: true }))),
    );
    const accepted = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 409);
    // Both instances may label the same citation; what matters is that only one citation becomes the 10th.
    expect(new Set(accepted.map((r) => r.json().id)).size).toBe(1);
    expect(refused.length + accepted.length).toBe(answers.length);
    expect(refused.every((r) => r.json().message === 'Maximum reached')).toBe(true);
    const [row] = await sql('select count(*)::int as n from citation where project_id = ? and is_relevant = true', [id]);
    expect(row?.n).toBe(10);
  });

  it('refuses one of two labels given at once on different instances to different citations once 9 are relevant', async () => {
    const { id, trials } = await labellingProject();
    await label(id, trials.slice(0, 9), true);
    const answers = await Promise.all([
      call(a, 'PUT', `/api/projects/${id}/citations/${trials[9]}/relevance`, { is_relevant: true }),
      call(b, 'PUT', `/api/projects/${id}/citations/${trials[10]}/relevance`, { is_relevant: true }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('Maximum reached');
  });

  it('searches once and removes each duplicate once when duplicate removal starts on both instances at once, twice on each', async () => {
    const single = await newProject('duplicates.csv');
    const alone = (await call(a, 'POST', `/api/projects/${single}/remove-duplicates`)).json().duplicates_marked as number;
    expect(alone).toBe(3);

    const id = await newProject('duplicates.csv');
    vi.mocked(findDuplicatesOffThread).mockClear();
    // Two runs per instance: one searches, the other three wait for it and report nothing more removed.
    const answers = await Promise.all([a, b, a, b].map((on) => call(on, 'POST', `/api/projects/${id}/remove-duplicates`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.json().duplicates_marked as number).sort()).toEqual([0, 0, 0, alone]);
    expect(answers.map((r) => r.json().unique_citations)).toEqual([7, 7, 7, 7]);
    expect(findDuplicatesOffThread).toHaveBeenCalledTimes(1);
    // The claim is released: a later request searches again, and finds nothing left.
    expect((await call(b, 'POST', `/api/projects/${id}/remove-duplicates`)).json().duplicates_marked).toBe(0);
    expect(findDuplicatesOffThread).toHaveBeenCalledTimes(2);
    const [records] = await sql(
      `select count(*)::int as n, count(distinct removed_id)::int as citations from duplicate_record where project_id = ? and status = 'removed'`,
      [id],
    );
    expect(records).toEqual({ n: alone, citations: alone });
    expect((await call(b, 'GET', `/api/projects/${id}/duplicates`)).json().removed).toHaveLength(alone);
    expect((await call(a, 'GET', `/api/projects/${id}`)).json()).toMatchObject({ duplicates_removed: alone, citations_count: 7, total_uploaded: 10 });
  });

  it('tokenises a project once when both instances need its tokens at the same moment', async () => {
    const empty = await a.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: { name: 'Untokenised' } });
    const id = empty.json().project.id as number;
    // Written straight into the database, so no import has started tokenising them on either instance.
    await sql(
      `insert into citation (project_id, title, abstract, exact_hash, created_at)
       select ?, 'Trial ' || n || ' of statins in older adults', 'Cholesterol and exercise outcomes in cohort ' || n || '.', md5(n::text), now()
         from generate_series(1, 3000) as n`,
      [id],
    );
    const ids = (await sql('select id from citation where project_id = ? order by id', [id])).map((r) => r.id as number);
    const answers = await Promise.all([a, b, b].map((on) => call(on, 'GET', `/api/projects/${id}/keywords`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(tokenised(ids)).toBe(ids.length);
    const [missing] = await sql('select count(*)::int as n from citation where project_id = ? and tokens is null', [id]);
    expect(missing).toEqual({ n: 0 });
  });
});
