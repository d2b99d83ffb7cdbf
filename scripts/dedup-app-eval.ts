/**
 * Duplicate removal as a user gets it: each labelled set uploaded through POST /api/projects (a CSV with the
 * product's column names) into an in-memory database, then POST …/remove-duplicates, scored like dedup:eval.
 *   npx tsx scripts/dedup-app-eval.ts ../shared/datasets/dedup/*.csv
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'csv-parse/sync';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/orm.ts';
import { scoreRemoval, formatScore } from './dedup-datasets.ts';

const cell = (v: string | undefined) => `"${(v ?? '').replace(/"/g, '""')}"`;
const stringify = (rows: Array<Record<string, string | undefined>>) => [Object.keys(rows[0]!).join(','), ...rows.map((r) => Object.values(r).map(cell).join(','))].join('\r\n');
const orm = await openDatabase({ memory: true });
const app = await buildApp({ orm, sessionSecret: 'integration-test-session-secret', supportEmail: 's@example.org', authRateLimit: { max: 10000, windowMs: 60000 } });
const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { first_name: 'A', last_name: 'B', email: 'x@example.org', password: 'correct horse battery' } });
const cookie = String(res.headers['set-cookie']).match(/screener_session=[^;]*/)![0];
for (const path of process.argv.slice(2)) {
  const name = basename(path, '.csv');
  const rows = parse(readFileSync(path), { columns: true, bom: true, relax_quotes: true }) as Array<Record<string, string>>;
  // As scripts/dedup-datasets.ts: a `number` column of record numbers is not the issue.
  const numbers = rows.map((r) => r.number).filter(Boolean);
  const issueColumn = new Set(numbers).size < numbers.length * 0.9;
  const kept = rows.filter((r) => r.title?.trim());
  const csv = stringify(kept.map((r) => ({ title: r.title, abstract: r.abstract, authors: r.author, year: r.year, journal: r.journal, volume: r.volume, issue: issueColumn ? r.number : '', pages: r.pages, doi: r.doi })));
  const boundary = 'xx' + Date.now();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const created = await app.inject({ method: 'POST', url: '/api/projects', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  const id = created.json().project.id;
  const t0 = performance.now();
  const run = await app.inject({ method: 'POST', url: `/api/projects/${id}/remove-duplicates`, headers: { cookie } });
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  const ids = (await orm.em.fork().execute('select id, duplicate_of from citation where project_id = ? order by id', [id])) as Array<{ id: number; duplicate_of: number | null }>;
  if (ids.length !== kept.length) throw new Error(`stored ${ids.length} of ${kept.length}`);
  const removed = new Set(ids.flatMap((r, i) => (r.duplicate_of ? [i + 1] : [])));
  const [counted] = await orm.em.fork().execute(`select count(*)::int as n from duplicate_record where project_id = ? and status = 'possible'`, [id]);
  const possible = Number(counted?.n ?? 0);
  console.log(`${name.padEnd(14)} status ${run.statusCode} in ${secs} s  ${formatScore(scoreRemoval(kept.map((r) => r.group_id ?? ''), removed))}  possible=${possible}`);
}
await app.close();
await orm.close();
