/**
 * A whole review at scale, over real HTTP, against the server in a process of its own:
 *   npm run bench:scale [-- --size 100000 --db pglite|postgres|both --files 5 --pages 200
 *                          --page-seconds 300 --keywords 5 --profile DIR --keep]
 * Generates a realistic project (see realistic-citations.ts: real title and abstract lengths and words,
 * 20 % near-duplicates), then signs up, creates the project by uploading the CSV files in one multipart
 * request, waits for tokenising, removes duplicates, reads the keyword suggestions and saves the top
 * ones, labels 10 relevant + 10 irrelevant citations, trains, pages through the citation list (200 pages,
 * or fewer if they take longer than --page-seconds) and downloads the xlsx. Prints each step's time, the
 * server's CPU time and peak RSS during it, and the goals of the issue. Embedded PGlite runs in a fresh
 * temporary DATA_DIR; PostgreSQL needs BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test),
 * beside which a fresh database is created for the run and dropped after it. --profile writes the
 * server's CPU profiles (node --cpu-prof, one per thread) to DIR. --keep leaves the database in place (the
 * PostgreSQL database's address or PGlite's folder is printed) to look at the queries with EXPLAIN afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { realisticProject, toCsv } from './realistic-citations.ts';
import { createDatabase, startServer, type ServerProcess } from './bench-server-process.ts';
import { printReport, type Step } from './bench-scale-report.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    db: { type: 'string', default: process.env.BENCH_DATABASE_URL ? 'both' : 'pglite' },
    files: { type: 'string', default: '5' },
    pages: { type: 'string', default: '200' },
    'page-seconds': { type: 'string', default: '300' },
    keywords: { type: 'string', default: '5' },
    duplicates: { type: 'string', default: '0.2' },
    datasets: { type: 'string', default: resolve(import.meta.dirname, '../../shared/datasets/ranking') },
    profile: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const size = Number(values.size);
const databases = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
if (databases.some((d) => d !== 'pglite' && d !== 'postgres')) throw new Error('--db is pglite, postgres or both');
if (databases.includes('postgres') && !process.env.BENCH_DATABASE_URL)
  throw new Error('--db postgres needs BENCH_DATABASE_URL');

const started = performance.now();
const citations = realisticProject(size, Number(values.duplicates), values.datasets);
// Databases export in no common order: the near-duplicates are spread over every file.
const order = citations.map((_, i) => i).sort((a, b) => ((a * 2654435761) >>> 0) - ((b * 2654435761) >>> 0));
const fileCount = Number(values.files);
const fileRows = Array.from({ length: fileCount }, (_, f) => order.filter((_, k) => k % fileCount === f));
const files = fileRows.map((rows) => toCsv(rows.map((i) => citations[i]!)));
/** Where each citation comes in the upload: the server stores them in that order, one id after another. */
const uploadPosition = new Map(fileRows.flat().map((i, position) => [i, position]));
const megabytes = files.reduce((n, f) => n + Buffer.byteLength(f), 0) / 1024 / 1024;
const injected = citations.filter((c) => c.duplicateOf >= 0).length;
console.log(
  `generated ${size.toLocaleString('en')} citations (${injected.toLocaleString('en')} near-duplicates) in ${fileCount} CSV files, ${megabytes.toFixed(0)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

/**
 * Ten originals of each class (relevant: made from a record its review included) that no near-duplicate
 * repeats, so they are still there after dedup, with their ids: the first id plus their upload position.
 */
function labelTargets(firstId: number): Array<{ id: number; title: string; relevant: boolean }> {
  const repeated = new Set(citations.map((c) => c.duplicateOf));
  const originals = citations.flatMap((c, i) =>
    c.duplicateOf < 0 && !repeated.has(i)
      ? [{ id: firstId + uploadPosition.get(i)!, title: c.title, included: c.included }]
      : [],
  );
  const take = (included: boolean) =>
    originals
      .filter((c) => c.included === included)
      .slice(0, 10)
      .map(({ id, title }) => ({ id, title, relevant: included }));
  return [...take(true), ...take(false)];
}

async function runReview(server: ServerProcess, steps: Step[]): Promise<void> {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers: { cookie, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
    return res;
  };
  const json = async (method: string, path: string, body?: unknown) => (await call(method, path, body)).json();
  const step = async <T>(
    name: string,
    run: () => Promise<T>,
    describe: (result: T, seconds: number) => Partial<Step> = () => ({}),
  ) => {
    const exactPeak = server.resetPeak();
    const cpu = server.cpuSeconds();
    const at = performance.now();
    const result = await run();
    const seconds = (performance.now() - at) / 1000;
    steps.push({
      name,
      seconds,
      cpu: server.cpuSeconds() - cpu,
      peakMb: server.peakMb(),
      exactPeak,
      ...describe(result, seconds),
    });
    console.log(`  ${name}: ${seconds.toFixed(2)} s`);
    return result;
  };

  const signup = await call('POST', '/api/auth/signup', {
    first_name: 'Scale',
    last_name: 'Bench',
    email: `scale${Date.now()}@example.org`,
    password: 'benchmark password',
  });
  cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0]!;
  steps.push({
    name: 'server start + sign-up',
    seconds: 0,
    cpu: server.cpuSeconds(),
    peakMb: server.peakMb(),
    exactPeak: true,
    note: 'before the steps',
  });

  const form = new FormData();
  form.append('name', `Scale ${size}`);
  files.forEach((text, i) => form.append('files', new Blob([text], { type: 'text/csv' }), `database-${i + 1}.csv`));
  const importStart = performance.now();
  const created = await step(
    'import: upload answered',
    () => json('POST', '/api/projects', form),
    (r) => ({ note: `${r.upload_summary.total_citations} citations stored` }),
  );
  const projectId = created.project.id as number;
  const api = `/api/projects/${projectId}`;
  const firstPage = await step(
    'import: tokenised (first list page)',
    () => json('GET', `${api}/citations/filter?page=1&page_size=15`),
    () => ({
      goal: 'tokenised' as const,
      seconds: (performance.now() - importStart) / 1000,
      note: 'from the start of the upload',
    }),
  );
  // Nothing is scored or keyword-ranked yet, so the list is in id order.
  const targets = labelTargets(firstPage.citations[0].id);
  await step(
    'remove duplicates',
    () => json('POST', `${api}/remove-duplicates`),
    (r) => ({
      goal: 'duplicates' as const,
      note: `${r.duplicates_marked} removed of ${injected} injected, ${r.possible_duplicates} possible`,
    }),
  );
  const keywords = await step(
    'keyword suggestions',
    () => json('GET', `${api}/keywords`),
    (r) => ({ note: `${r.suggested_keywords.length} suggested` }),
  );
  const include = keywords.suggested_keywords.slice(0, Number(values.keywords)).map((k: { word: string }) => k.word);
  if (include.length)
    await step(
      'save include keywords',
      () => json('PUT', `${api}/keywords`, { include, exclude: [] }),
      () => ({ note: include.join(', ') }),
    );
  const labelMs: number[] = [];
  await step(
    `label ${targets.filter((t) => t.relevant).length}+${targets.filter((t) => !t.relevant).length}`,
    async () => {
      for (const t of targets) {
        const at = performance.now();
        const labelled = await json('PUT', `${api}/citations/${t.id}/relevance`, { is_relevant: t.relevant });
        labelMs.push(performance.now() - at);
        if (labelled.title !== t.title)
          throw new Error(`citation ${t.id} is "${labelled.title}", expected "${t.title}"`);
      }
    },
    () => ({ latencies: labelMs }),
  );
  await step(
    'train + score',
    () => json('POST', `${api}/train`),
    (r) => ({
      goal: 'train' as const,
      note: `${r.scored} scored, cv_auc ${r.training_run?.metrics?.cv_auc?.toFixed?.(3) ?? '?'}`,
    }),
  );
  const pages = Number(values.pages);
  await step(
    'page through the list',
    () => pageThrough(json, api, pages, Number(values['page-seconds'])),
    (ms) => ({
      goal: 'page' as const,
      latencies: ms,
      note: `${ms.length} pages${ms.length < pages ? ` (stopped at the ${values['page-seconds']} s budget)` : ''}`,
    }),
  );
  await step(
    'download xlsx',
    async () => (await call('GET', `${api}/download?sort_order=desc`)).arrayBuffer(),
    (b) => ({ goal: 'export' as const, note: `${(b.byteLength / 1024 / 1024).toFixed(1)} MB` }),
  );
}

/**
 * Single requests, one after another, as one person clicks: the labelling list in both orders (first
 * pages in sequence, then pages anywhere), the results tabs, and their first pages.
 */
async function pageThrough(
  json: (method: string, path: string) => Promise<{ total_after_filtering: number }>,
  api: string,
  count: number,
  budgetSeconds: number,
): Promise<number[]> {
  const until = performance.now() + budgetSeconds * 1000;
  const views = ['', '&is_relevant=null', '&is_relevant=true', '&is_relevant=false'];
  const totals = await Promise.all(
    views.map(
      async (v) => (await json('GET', `${api}/citations/filter?page=1&page_size=15${v}`)).total_after_filtering,
    ),
  );
  const ms: number[] = [];
  for (let i = 0; i < count && performance.now() < until; i++) {
    const view = i % 10 === 9 ? 2 + (Math.floor(i / 10) % 2) : i % 3 === 2 ? 1 : 0;
    const pages = Math.max(1, Math.ceil(totals[view]! / 15));
    const page = i < count / 4 ? 1 + (i % pages) : 1 + Math.floor((((i * 7919) % 1000) / 1000) * pages);
    const order = i % 2 ? 'asc' : 'desc';
    const at = performance.now();
    await json('GET', `${api}/citations/filter?page=${page}&page_size=15&sort_order=${order}${views[view]}`);
    ms.push(performance.now() - at);
  }
  return ms;
}

const results: Array<{ database: string; steps: Step[]; error?: string }> = [];
for (const database of databases) {
  console.log(`\n${database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}: starting the server`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const pg =
    database === 'postgres'
      ? await createDatabase(process.env.BENCH_DATABASE_URL!, `screener_scale_${process.pid}_${Date.now()}`)
      : undefined;
  const steps: Step[] = [];
  let server: ServerProcess | undefined;
  let failure: string | undefined;
  try {
    server = await startServer(
      { DATA_DIR: dataDir, SESSION_SECRET: 'bench-scale-session-secret', ...(pg ? { DATABASE_URL: pg.url } : {}) },
      values.profile ? ['--cpu-prof', '--cpu-prof-dir', values.profile] : [],
    );
    await runReview(server, steps);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    console.error(`  failed: ${failure}`);
  } finally {
    await server?.stop();
    if (values.keep) console.log(`  kept the database: ${pg ? pg.url : dataDir}`);
    else await pg?.drop();
    if (!values.keep || pg) rmSync(dataDir, { recursive: true, force: true });
  }
  results.push({ database, steps, error: failure });
}
printReport(size, results);
