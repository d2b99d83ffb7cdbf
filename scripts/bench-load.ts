/**
 * Load: N signed-in users (default 50), each in their own project of 200 citations, list a page of
 * citations and label (then unlabel) one, as fast as answers come, for S seconds (default 60). Prints
 * p50 / p95 / p99 latency, requests per second and errors, per kind of request and for the health check.
 *   npm run bench:load -- [users] [seconds]
 * The server runs in this process on an in-memory PGlite (BENCH_DATABASE_URL for PostgreSQL); the
 * clients run in a worker thread, so they do not share the server's event loop.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

interface Client {
  cookie: string;
  projectId: number;
  citationIds: number[];
}

interface Job {
  base: string;
  clients: Client[];
  seconds: number;
}

type Timings = Record<string, { ms: number[]; errors: number }>;

async function runClients({ base, clients, seconds }: Job): Promise<Timings> {
  const timings: Timings = {};
  const time = async (kind: string, request: () => Promise<Response>) => {
    const entry = (timings[kind] ??= { ms: [], errors: 0 });
    const started = performance.now();
    const res = await request().catch(() => null);
    await res?.arrayBuffer();
    entry.ms.push(performance.now() - started);
    if (!res?.ok) entry.errors++;
  };
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (c, n) => {
      const headers = { cookie: c.cookie, 'content-type': 'application/json' };
      for (let i = 0; Date.now() < until; i++) {
        const citation = c.citationIds[i % c.citationIds.length]!;
        await time('list page', () => fetch(`${base}/api/projects/${c.projectId}/citations/filter?page=${1 + (i % 10)}&page_size=15`, { headers }));
        await time('label', () => fetch(`${base}/api/projects/${c.projectId}/citations/${citation}/relevance`, { method: 'PUT', headers, body: JSON.stringify({ is_relevant: true }) }));
        await time('unlabel', () => fetch(`${base}/api/projects/${c.projectId}/citations/${citation}/relevance`, { method: 'PUT', headers, body: JSON.stringify({ is_relevant: null }) }));
        if (n === 0) await time('health', () => fetch(`${base}/api/health`));
      }
    }),
  );
  return timings;
}

if (!isMainThread) {
  parentPort!.postMessage(await runClients(workerData as Job));
} else {
  const { buildApp } = await import('../src/server/app.ts');
  const { openDatabase } = await import('../src/server/db/orm.ts');
  const [users = 50, seconds = 60] = process.argv.slice(2).map(Number);
  const url = process.env.BENCH_DATABASE_URL;
  const orm = await openDatabase(url ? { url } : { memory: true });
  const app = await buildApp({ orm, sessionSecret: 'benchmark-session-secret', supportEmail: 'bench@example.org', authRateLimit: { max: 1_000_000, windowMs: 60_000 } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const clients: Client[] = [];
  for (let u = 0; u < users; u++) {
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { first_name: 'Load', last_name: `User ${u}`, email: `load${u}-${Date.now()}@example.org`, password: 'benchmark password' } });
    const cookie = String(signup.headers['set-cookie']).split(';')[0]!;
    const project = (await app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: { name: `Load ${u}` } })).json().project.id as number;
    const citations = Array.from({ length: 200 }, (_, i) => ({ title: `Study ${u}-${i} of statins and outcomes`, abstract: `Patients randomised to statin or placebo, cohort ${i}, mortality and cognition followed.` }));
    await app.inject({ method: 'POST', url: `/api/projects/${project}/citations`, headers: { cookie }, payload: { citations } });
    const list = (await app.inject({ method: 'GET', url: `/api/projects/${project}/citations/filter`, headers: { cookie } })).json();
    clients.push({ cookie, projectId: project, citationIds: list.citations.map((c: { id: number }) => c.id).slice(0, 50) });
  }
  console.log(`${users} users, ${seconds} s, ${url ? 'PostgreSQL' : 'embedded PGlite (in memory)'}`);
  const timings = await new Promise<Timings>((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { base: address, clients, seconds } satisfies Job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  for (const [kind, { ms, errors }] of Object.entries(timings)) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(10)} ${String(ms.length).padStart(7)} requests  ${(ms.length / seconds).toFixed(0).padStart(5)}/s  ` +
        `p50 ${pct(sorted, 50).toFixed(1)} ms  p95 ${pct(sorted, 95).toFixed(1)} ms  p99 ${pct(sorted, 99).toFixed(1)} ms  errors ${errors}`,
    );
  }
  console.log(`peak memory (RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  await app.close();
  await orm.close();
}
