/**
 * Load: N signed-in users (default 50), each in their own project of 200 citations, list a page of
 * citations and label (then unlabel) one, as fast as answers come, for S seconds (default 60). Prints
 * p50 / p95 / p99 latency, requests per second and errors, per kind of request and for the health check.
 *   npm run bench:load -- [users] [seconds] [--think 1000] [--heavy 100000]
 * With --think MS each user pauses about that long (0.5–1.5×, seeded) after each list-label-unlabel round,
 * as a person reading an abstract would, and starts at a seeded moment within the first MS (people do not
 * click at the same millisecond; started together, the first round of all 50 queues and was the run's
 * whole p99); without it they all start at once and send the next request at once (a stress test whose
 * latency is set by how many requests per second the server can answer).
 * With --heavy N another user, beside them, uploads a new project of N generated citations (CSV files),
 * deletes another project of N, searches a third for duplicates, trains it and downloads its Excel export (scripts/bench-load-heavy.ts);
 * the run lasts until that is done (and at least S seconds), and the list, label and health figures show
 * whether the work holds up everyone else. The heavy user runs in a worker thread of its own, as a person at
 * another machine would. The delete's background purge is timed too.
 * BENCH_TRACE=1 prints a timeline (milliseconds of the clock, the same in every thread): the heavy jobs' ends,
 * every request slower than 250 ms (BENCH_TRACE_SLOW_MS) with what the heavy user was doing, every answer that took the server itself
 * over 200 ms, and every stall of the server's event loop over 70 ms (BENCH_TRACE_STALL_MS); with
 * BENCH_SLOW_SQL=MS beside it, the slow statements fall into place (where a stall came from).
 * The server runs in this process on an in-memory PGlite (BENCH_DATA_DIR for a PGlite data folder on disk, as
 * `npm start` uses; BENCH_DATABASE_URL for PostgreSQL); the
 * clients run in worker threads, so they do not share the server's event loop.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { heavyWork, prepareHeavy, type HeavyJob } from './bench-load-heavy.ts';
import { clock, reportSlowStatements } from './bench-slow-sql.ts';

interface Client {
  cookie: string;
  projectId: number;
  citationIds: number[];
}

interface Job {
  /** The users' clicks, or the heavy user's work: each in a worker thread of its own. */
  role: 'users' | 'heavy';
  base: string;
  clients: Client[];
  heavy: HeavyJob | null;
  seconds: number;
  thinkMs: number;
  /** Shared between the two: [0] the heavy user's job in progress (an index of HEAVY_JOBS), [1] 1 once all are done. */
  state: SharedArrayBuffer;
}

/** Per kind of request: each one's latency, and what the heavy user was doing when it was sent. */
type Timings = Record<string, { ms: number[]; errors: number; during: string[] }>;

/** Prints each stall of this thread's event loop longer than `overMs`, as it ends. */
function traceStalls(overMs: number): void {
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > overMs) console.log(`${clock()} event loop stalled ${(now - last).toFixed(0)} ms`);
    last = now;
  }, 10).unref();
}

/** What the heavy user can be doing; the first while nothing of theirs is in flight. */
const HEAVY_JOBS = ['no heavy job', 'import', 'delete', 'dedup', 'label', 'train', 'export'];

/**
 * One worker's requests. The heavy user has a thread of its own: generating and sending its 100,000-citation
 * upload (~2 s of the thread's time) had held up the users' own clicks in the thread they shared, and the
 * clicks that came due meanwhile then went out at once, a burst no real user's machine makes.
 */
async function runClients({ role, base, clients, heavy, seconds, thinkMs, state }: Job): Promise<Timings> {
  const timings: Timings = {};
  const shared = new Int32Array(state);
  const time = async (kind: string, request: () => Promise<Response>) => {
    const entry = (timings[kind] ??= { ms: [], errors: 0, during: [] });
    const ownJob = kind.startsWith('(heavy)');
    if (ownJob) Atomics.store(shared, 0, HEAVY_JOBS.indexOf(kind.replace('(heavy) ', '')));
    const during = HEAVY_JOBS[Atomics.load(shared, 0)]!;
    entry.during.push(during);
    const started = performance.now();
    const res = await request().catch(() => null);
    await res?.arrayBuffer();
    entry.ms.push(performance.now() - started);
    if (process.env.BENCH_TRACE && (ownJob || entry.ms.at(-1)! > Number(process.env.BENCH_TRACE_SLOW_MS ?? 250)))
      console.log(`${clock()} ${kind} took ${entry.ms.at(-1)!.toFixed(0)} ms during ${during}`);
    if (ownJob) Atomics.store(shared, 0, 0);
    if (!res?.ok) entry.errors++;
    return res;
  };
  if (role === 'heavy') {
    await heavyWork(base, heavy!, time).finally(() => Atomics.store(shared, 1, 1));
    return timings;
  }
  const until = Date.now() + seconds * 1000;
  const heavyDone = () => !heavy || Atomics.load(shared, 1) === 1;
  const headersOf = (c: Client) => ({ cookie: c.cookie, 'content-type': 'application/json' });
  const label = (c: Client, citation: number, value: boolean | null) =>
    fetch(`${base}/api/projects/${c.projectId}/citations/${citation}/relevance`, {
      method: 'PUT',
      headers: headersOf(c),
      body: JSON.stringify({ is_relevant: value }),
    });

  const users = clients.map(async (c, n) => {
    if (thinkMs)
      await new Promise((resolve) => setTimeout(resolve, (thinkMs * ((n * 7919) % clients.length)) / clients.length));
    for (let i = 0; Date.now() < until || !heavyDone(); i++) {
      const citation = c.citationIds[i % c.citationIds.length]!;
      await time('list page', () =>
        fetch(`${base}/api/projects/${c.projectId}/citations/filter?page=${1 + (i % 10)}&page_size=15`, {
          headers: headersOf(c),
        }),
      );
      await time('label', () => label(c, citation, true));
      await time('unlabel', () => label(c, citation, null));
      if (n === 0) await time('health', () => fetch(`${base}/api/health`));
      if (thinkMs)
        await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + ((i * 7919 + n * 104729) % 1000) / 1000)));
    }
  });
  await Promise.all(users);
  return timings;
}

async function signUp(app: FastifyInstance, name: string): Promise<string> {
  const payload = {
    first_name: 'Load',
    last_name: name,
    email: `${name.replace(/\W/g, '')}-${Date.now()}@example.org`,
    password: 'benchmark password',
  };
  const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  return String(signup.headers['set-cookie']).split(';')[0]!;
}

async function newProject(
  app: FastifyInstance,
  cookie: string,
  name: string,
  citations: Array<{ title: string; abstract: string }>,
): Promise<number> {
  const id = (await app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: { name } })).json()
    .project.id as number;
  // In parts, under the 20 MB JSON body limit.
  for (let i = 0; i < citations.length; i += 10_000) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/projects/${id}/citations`,
      headers: { cookie },
      payload: { citations: citations.slice(i, i + 10_000) },
    });
    if (res.statusCode >= 300) throw new Error(`adding citations failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return id;
}

async function firstIds(app: FastifyInstance, cookie: string, projectId: number, count: number): Promise<number[]> {
  const list = (
    await app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/citations/filter?page_size=${count}`,
      headers: { cookie },
    })
  ).json();
  return list.citations.map((c: { id: number }) => c.id);
}

/** When the deleted project's rows were all gone, from when it was marked deleted (polled every 250 ms). */
function timePurge(em: EntityManager, projectId: number) {
  let marked: number | undefined;
  let gone: number | undefined;
  let stop = false;
  const poll = (async () => {
    while (!stop && gone === undefined) {
      const [row] = (
        await sql<{
          deleted: boolean | null;
        }>`select deleted_at is not null as deleted from project where id = ${projectId}`.execute(em.getKysely())
      ).rows;
      if (row?.deleted && marked === undefined) marked = performance.now();
      if (!row) {
        gone = performance.now();
        marked ??= gone;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    report: async () => {
      stop = true;
      await poll;
      if (gone !== undefined && marked !== undefined)
        return `purge of the deleted project: all rows gone ${((gone - marked) / 1000).toFixed(1)} s after the delete`;
      const [left] = (
        await sql<{ n: string }>`select count(*) as n from citation where project_id = ${projectId}`.execute(
          em.getKysely(),
        )
      ).rows;
      return `purge of the deleted project: not finished by the end of the run, ${left?.n} citations left`;
    },
  };
}

if (!isMainThread) {
  parentPort!.postMessage(await runClients(workerData as Job));
} else {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { heavy: { type: 'string' }, think: { type: 'string', default: '0' } },
  });
  const { buildApp } = await import('../src/server/app.ts');
  const { openDatabase } = await import('../src/server/db/orm.ts');
  const [users = 50, seconds = 60] = positionals.map(Number);
  const url = process.env.BENCH_DATABASE_URL;
  if (!url && process.env.BENCH_SLOW_SQL) await reportSlowStatements(Number(process.env.BENCH_SLOW_SQL));
  const dataDir = process.env.BENCH_DATA_DIR;
  const orm = await openDatabase(url ? { url } : dataDir ? { dataDir } : { memory: true });
  const app = await buildApp({
    orm,
    sessionSecret: 'benchmark-session-secret',
    supportEmail: 'bench@example.org',
    authRateLimit: { max: 1_000_000, windowMs: 60_000 },
  });
  if (process.env.BENCH_TRACE)
    // The server's own time for each slow answer: a click slow at the client but quick here waited outside the server.
    app.addHook('onResponse', async (req, reply) => {
      if (reply.elapsedTime > 200)
        console.log(
          `${clock()} server answered ${req.method} ${req.routeOptions.url} in ${reply.elapsedTime.toFixed(0)} ms`,
        );
    });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const clients: Client[] = [];
  for (let u = 0; u < users; u++) {
    const cookie = await signUp(app, `User ${u}`);
    const citations = Array.from({ length: 200 }, (_, i) => ({
      title: `Study ${u}-${i} of statins and outcomes`,
      abstract: `Patients randomised to statin or placebo, cohort ${i}, mortality and cognition followed.`,
    }));
    const projectId = await newProject(app, cookie, `Load ${u}`, citations);
    clients.push({ cookie, projectId, citationIds: await firstIds(app, cookie, projectId, 50) });
  }
  const heavy = values.heavy ? await prepareHeavy(address, await signUp(app, 'Heavy'), Number(values.heavy)) : null;
  const thinkMs = Number(values.think);
  const pace = thinkMs ? `, ~${thinkMs} ms think time per round` : ', no think time';
  console.log(
    `${users} users, ${seconds} s, ${url ? 'PostgreSQL' : dataDir ? `embedded PGlite (data folder ${dataDir})` : 'embedded PGlite (in memory)'}${pace}${heavy ? `, beside an import, a delete, a duplicate search, a training and an export of ${values.heavy} citations each` : ''}`,
  );
  // How long the server's event loop was kept from answering (a blocked loop delays every request).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  if (process.env.BENCH_TRACE) {
    // Date.now() beside the monotonic clock, whose microseconds `node --cpu-prof` profiles are stamped in.
    console.log(`${clock()} monotonic clock ${process.hrtime.bigint() / 1000n} µs`);
    traceStalls(Number(process.env.BENCH_TRACE_STALL_MS ?? 70));
  }
  const runStarted = performance.now();
  const purge = heavy ? timePurge(orm.em.fork(), heavy.doomedId) : undefined;
  const state = new SharedArrayBuffer(8);
  const roles: Job['role'][] = heavy ? ['users', 'heavy'] : ['users'];
  const parts = await Promise.all(
    roles.map(
      (role) =>
        new Promise<Timings>((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { role, base: address, clients, heavy, seconds, thinkMs, state } satisfies Job,
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const timings: Timings = Object.assign({}, ...parts);
  const ranFor = (performance.now() - runStarted) / 1000;
  console.log(`ran for ${ranFor.toFixed(0)} s`);
  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  for (const [kind, { ms, errors }] of Object.entries(timings)) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(14)} ${String(ms.length).padStart(7)} requests  ${(ms.length / ranFor).toFixed(0).padStart(5)}/s  ` +
        `p50 ${pct(sorted, 50).toFixed(1)} ms  p95 ${pct(sorted, 95).toFixed(1)} ms  p99 ${pct(sorted, 99).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(0)} ms  errors ${errors}`,
    );
  }
  if (heavy) {
    // Which of the heavy user's jobs the slow clicks came during: the job to look at first.
    console.log('p99 (requests) by what the heavy user was doing when the request was sent:');
    for (const kind of ['list page', 'label', 'health']) {
      const { ms, during } = timings[kind] ?? { ms: [], during: [] };
      const jobs = [...new Set(during)];
      const parts = jobs.map((job) => {
        const sorted = ms.filter((_, k) => during[k] === job).sort((a, b) => a - b);
        return `${job} ${pct(sorted, 99).toFixed(0)} ms (${sorted.length})`;
      });
      console.log(`  ${kind.padEnd(10)} ${parts.join(', ')}`);
    }
  }
  loopDelay.disable();
  if (purge) console.log(await purge.report());
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  console.log(
    `server event loop delay: p50 ${ms(loopDelay.percentile(50))} ms  p99 ${ms(loopDelay.percentile(99))} ms  max ${ms(loopDelay.max)} ms`,
  );
  console.log(`peak memory (RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  if (heavy) rmSync(dirname(heavy.uploadFiles[0]!), { recursive: true, force: true });
  await app.close();
  await orm.close();
}
