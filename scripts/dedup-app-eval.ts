/**
 * Duplicate removal as a user gets it: each labelled set uploaded through POST /api/projects (a CSV with the
 * product's column names) into an in-memory database, then POST …/remove-duplicates, scored like dedup:eval.
 *   npx tsx scripts/dedup-app-eval.ts ../shared/datasets/dedup/*.csv
 */
import { basename } from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/orm.ts';
import { formatScore, loadLabelledSet, scoreRemoval } from './dedup-datasets.ts';

const cell = (v: string | undefined) => `"${(v ?? '').replace(/"/g, '""')}"`;
const stringify = (rows: Array<Record<string, string | undefined>>) =>
  [Object.keys(rows[0]!).join(','), ...rows.map((r) => Object.values(r).map(cell).join(','))].join('\r\n');
const orm = await openDatabase({ memory: true });
const app = await buildApp({
  orm,
  sessionSecret: 'integration-test-session-secret',
  supportEmail: 's@example.org',
  authRateLimit: { max: 10000, windowMs: 60000 },
});
const res = await app.inject({
  method: 'POST',
  url: '/api/auth/signup',
  payload: { first_name: 'A', last_name: 'B', email: 'x@example.org', password: 'correct horse battery' },
});
const cookie = String(res.headers['set-cookie']).match(/screener_session=[^;]*/)![0];
for (const path of process.argv.slice(2)) {
  const name = basename(path, '.csv');
  // The benchmark's own reading of the set (its columns, a `number` column of record numbers left out);
  // rows without a title are skipped by the upload, so they are left out here too.
  const set = loadLabelledSet(path);
  const kept = set.records.flatMap((r, i) => (r.title.trim() ? [{ record: r, group: set.groups[i]! }] : []));
  const csv = stringify(
    kept.map(({ record: r }) => ({
      title: r.title,
      abstract: r.abstract,
      authors: r.authors ?? '',
      year: r.year === null || r.year === undefined ? '' : String(r.year),
      journal: r.journal ?? '',
      volume: r.volume ?? '',
      issue: r.issue ?? '',
      pages: r.pages ?? '',
      doi: r.doi ?? '',
    })),
  );
  const boundary = 'xx' + Date.now();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const id = created.json().project.id;
  const t0 = performance.now();
  const run = await app.inject({ method: 'POST', url: `/api/projects/${id}/remove-duplicates`, headers: { cookie } });
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  const ids = (await orm.em
    .fork()
    .execute('select id, duplicate_of from citation where project_id = ? order by id', [id])) as Array<{
    id: number;
    duplicate_of: number | null;
  }>;
  if (ids.length !== kept.length) throw new Error(`stored ${ids.length} of ${kept.length}`);
  const removed = new Set(ids.flatMap((r, i) => (r.duplicate_of ? [i + 1] : [])));
  const [counted] = await orm.em
    .fork()
    .execute(`select count(*)::int as n from duplicate_record where project_id = ? and status = 'possible'`, [id]);
  const possible = Number(counted?.n ?? 0);
  console.log(
    `${name.padEnd(14)} status ${run.statusCode} in ${secs} s  ${formatScore(
      scoreRemoval(
        kept.map((k) => k.group),
        removed,
      ),
    )}  possible=${possible}`,
  );
}
await app.close();
await orm.close();
