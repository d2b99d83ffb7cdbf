import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { findDuplicatesOffThread } from '../../src/server/jobs/dedup.job.ts';
import { signUpOver, type Session } from '../helpers/http-client.ts';
import { multipart } from '../helpers/multipart.ts';
import { killAllServers, startServer, type ServerProcess } from '../helpers/server-process.ts';
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
const onlyOnPostgres =
  'PostgreSQL only (TEST_DATABASE_URL): an embedded PGlite database cannot be shared by two app instances';
if (!url) console.info(`[two-instances] skipped: ${onlyOnPostgres}`);

// What must hold between separate processes: nothing but the database is shared.
describe.skipIf(!url)(`two server processes on one database — ${onlyOnPostgres}`, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    // One after the other: the first applies any migration, the second finds none to apply.
    a = await startServer({ DATABASE_URL: url! });
    b = await startServer({ DATABASE_URL: url! });
  }, 120_000);
  afterAll(() => killAllServers());

  const fixture = (name: string) => readFileSync(`tests/fixtures/${name}`, 'utf8');
  /** A project made on `a` from a fixture: its path under /api. */
  const projectFrom = async (user: Session, name: string, file: string) => {
    const created = await user.upload(name, fixture(file));
    expect(created.status).toBe(201);
    return `/api/projects/${(created.body as { project: { id: number } }).project.id}`;
  };
  /** A project made on `a` from labelling.csv (12 statin trials, then 12 exercise cohorts), and the same user's session on `b`. */
  const labellingProject = async () => {
    const onA = await signUpOver(a);
    const path = await projectFrom(onA, 'Shared', 'labelling.csv');
    const listed = (await onA.call('GET', `${path}/citations/filter?page_size=50`)).body as {
      citations: Array<{ id: number }>;
    };
    const ids = listed.citations.map((c) => c.id).sort((x, y) => x - y);
    return { onA, onB: onA.on(b), path, trials: ids.slice(0, 12), cohorts: ids.slice(12) };
  };
  const relevance = (user: Session, path: string, citation: number, value = true) =>
    user.call('PUT', `${path}/citations/${citation}/relevance`, { is_relevant: value });
  const label = async (user: Session, path: string, citations: number[], value: boolean) => {
    for (const c of citations) expect((await relevance(user, path, c, value)).status).toBe(200);
  };

  it('accepts a session started on one process on the other, and ends it on both at sign-out', async () => {
    const onA = await signUpOver(a);
    const me = await onA.on(b).call('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: onA.email });
    expect((await onA.on(b).call('POST', '/api/logout')).status).toBe(200);
    expect((await onA.call('GET', '/api/auth/me')).status).toBe(401);
  });

  it('runs only one of two simultaneous trainings of a project, one sent to each process', async () => {
    const { onA, onB, path, trials, cohorts } = await labellingProject();
    await label(onA, path, trials.slice(0, 5), true);
    await label(onB, path, cohorts.slice(0, 5), false);
    const answers = await Promise.all([onA.call('POST', `${path}/train`), onB.call('POST', `${path}/train`)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await onB.call('GET', path)).body).toMatchObject({ current_iteration: 1 });
    expect(((await onA.call('GET', `${path}/iterations`)).body as { iterations: unknown[] }).iterations).toHaveLength(
      1,
    );
  });

  it('never makes an 11th label of a class when both processes label at once', async () => {
    const { onA, onB, path, trials } = await labellingProject();
    await label(onA, path, trials.slice(0, 9), true);
    const answers = await Promise.all(
      trials.slice(9, 12).flatMap((c) => [onA, onB].map((user) => relevance(user, path, c))),
    );
    const accepted = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 409);
    // Both processes may label the same citation; what matters is that only one citation becomes the 10th.
    expect(new Set(accepted.map((r) => (r.body as { id: number }).id)).size).toBe(1);
    expect(refused.length + accepted.length).toBe(answers.length);
    expect(refused.every((r) => (r.body as { message: string }).message === 'Maximum reached')).toBe(true);
    const relevant = (await onB.call('GET', `${path}/citations/filter?is_relevant=true&page_size=50`)).body as {
      total_after_filtering: number;
    };
    expect(relevant.total_after_filtering).toBe(10);
  });

  it('refuses one of two labels given at once on different processes to different citations once 9 are relevant', async () => {
    const { onA, onB, path, trials } = await labellingProject();
    await label(onA, path, trials.slice(0, 9), true);
    const answers = await Promise.all([relevance(onA, path, trials[9]!), relevance(onB, path, trials[10]!)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body).toMatchObject({ message: 'Maximum reached' });
  });

  it('removes each duplicate once when duplicate removal starts on both processes at once, twice on each', async () => {
    const onA = await signUpOver(a);
    const path = await projectFrom(onA, 'Duplicates', 'duplicates.csv');
    const answers = await Promise.all(
      [onA, onA.on(b), onA, onA.on(b)].map((user) => user.call('POST', `${path}/remove-duplicates`)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const bodies = answers.map((r) => r.body as { duplicates_marked: number; unique_citations: number });
    expect(bodies.map((r) => r.duplicates_marked).sort()).toEqual([0, 0, 0, 3]);
    expect(bodies.map((r) => r.unique_citations)).toEqual([7, 7, 7, 7]);
    expect(((await onA.on(b).call('GET', `${path}/duplicates`)).body as { removed: unknown[] }).removed).toHaveLength(
      3,
    );
    expect((await onA.call('GET', path)).body).toMatchObject({
      duplicates_removed: 3,
      citations_count: 7,
      total_uploaded: 10,
    });
  });
});

// Both instances in this process, so that what each does can be counted.
describe.skipIf(!url)(`two app instances on one database — ${onlyOnPostgres}`, () => {
  let a: TestApp;
  let b: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // Each instance opens its own ORM and connection pool, as two processes would.
    [a, b] = await Promise.all([
      createTestApp({ name: 'PostgreSQL', target: { url: url! } }),
      createTestApp({ name: 'PostgreSQL', target: { url: url! } }),
    ]);
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
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    return res.json().project.id as number;
  };

  it('searches once and removes each duplicate once when duplicate removal starts on both instances at once, twice on each', async () => {
    const single = await newProject('duplicates.csv');
    const alone = (await call(a, 'POST', `/api/projects/${single}/remove-duplicates`)).json()
      .duplicates_marked as number;
    expect(alone).toBe(3);

    const id = await newProject('duplicates.csv');
    vi.mocked(findDuplicatesOffThread).mockClear();
    // The search takes a few seconds longer here, so that on a loaded machine the other three requests surely
    // arrive while it holds the claim (one that came after it had finished searched again, as it should: with
    // 1.5 s, a clean-clone CI run that took 2,400 s saw a fourth request come after the search had ended).
    const { findDuplicatesOffThread: search } = await vi.importActual<
      typeof import('../../src/server/jobs/dedup.job.ts')
    >('../../src/server/jobs/dedup.job.ts');
    vi.mocked(findDuplicatesOffThread).mockImplementationOnce(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      return search(...args);
    });
    // Two runs per instance: one searches, the other three wait for it and report nothing more removed.
    const answers = await Promise.all(
      [a, b, a, b].map((on) => call(on, 'POST', `/api/projects/${id}/remove-duplicates`)),
    );
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
    expect((await call(a, 'GET', `/api/projects/${id}`)).json()).toMatchObject({
      duplicates_removed: alone,
      citations_count: 7,
      total_uploaded: 10,
    });
  });

  it('tokenises a project once when both instances need its tokens at the same moment', async () => {
    const empty = await a.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { name: 'Untokenised' },
    });
    const id = empty.json().project.id as number;
    // Written straight into the database, so no import has started tokenising them on either instance.
    await sql(
      `insert into citation (project_id, title, abstract, exact_hash, created_at)
       select ?, 'Trial ' || n || ' of statins in older adults', 'Cholesterol and exercise outcomes in cohort ' || n || '.', md5(n::text), now()
         from generate_series(1, 3000) as n`,
      [id],
    );
    const ids = (await sql('select id from citation where project_id = ? order by id', [id])).map(
      (r) => r.id as number,
    );
    const answers = await Promise.all([a, b, b].map((on) => call(on, 'GET', `/api/projects/${id}/keywords`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(tokenised(ids)).toBe(ids.length);
    const [missing] = await sql('select count(*)::int as n from citation where project_id = ? and tokens is null', [
      id,
    ]);
    expect(missing).toEqual({ n: 0 });
  });
});
