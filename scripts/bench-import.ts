/**
 * Import speed: generates a 50,000-row CSV (≈0.9 KB abstracts, just under the 50 MB file limit), uploads it through the real HTTP route
 * into a new project and prints rows/second. Embedded in-memory PGlite by default; BENCH_DATABASE_URL
 * points it at PostgreSQL instead.   npm run bench:import [-- rows]
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/orm.ts';

const rows = Number(process.argv[2] ?? 50_000);
const words =
  'patients randomised trial cohort outcome screening review meta analysis mortality therapy dose placebo efficacy adverse events follow up'.split(
    ' ',
  );
const sentence = (seed: number, n: number) =>
  Array.from({ length: n }, (_, i) => words[(seed * 7 + i * 13) % words.length]).join(' ');

const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
const file = join(dir, 'citations.csv');
const lines = ['title,abstract,authors,year'];
for (let i = 0; i < rows; i++)
  lines.push(`"Study ${i}: ${sentence(i, 8)}","${sentence(i, 110)}","Author ${i % 97}, A.",${1990 + (i % 35)}`);
writeFileSync(file, lines.join('\n'));
const bytes = Buffer.byteLength(lines.join('\n'));

const url = process.env.BENCH_DATABASE_URL;
const orm = await openDatabase(url ? { url } : { memory: true });
const app = await buildApp({ orm, sessionSecret: 'benchmark-session-secret', supportEmail: 'bench@example.org' });
const signup = await app.inject({
  method: 'POST',
  url: '/api/auth/signup',
  payload: {
    first_name: 'Bench',
    last_name: 'Mark',
    email: `bench${Date.now()}@example.org`,
    password: 'benchmark password',
  },
});
const cookie = String(signup.headers['set-cookie']).split(';')[0]!;

const form = new FormData();
form.append('name', 'Benchmark');
form.append('files', new Blob([lines.join('\n')]), 'citations.csv');
const request = new Request('http://localhost/', { method: 'POST', body: form });
const payload = Buffer.from(await request.arrayBuffer());

const started = performance.now();
const res = await app.inject({
  method: 'POST',
  url: '/api/projects',
  headers: { cookie, 'content-type': request.headers.get('content-type')! },
  payload,
});
const seconds = (performance.now() - started) / 1000;
if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
console.log(`database: ${url ? 'PostgreSQL' : 'embedded PGlite (in memory)'}`);
console.log(`rows: ${res.json().upload_summary.total_citations} (${(bytes / 1024 / 1024).toFixed(1)} MB CSV)`);
console.log(
  `upload + parse + insert: ${seconds.toFixed(2)} s → ${Math.round(rows / seconds).toLocaleString('en')} rows/s`,
);
// Peak resident memory of the whole process (generator, database and server included), to compare import changes.
console.log(`peak memory (RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
await app.close();
await orm.close();
