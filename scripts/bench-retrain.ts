/**
 * Continuous screening at project scale: how long a background retrain + rescore takes, and how fast a
 * decision is answered while one runs.
 *   npm run bench:retrain -- [--size 100000] [--decisions 300] [--labelled 3000]
 * Builds a continuous project of N realistic citations over REST (bench-continuous.ts), gives the first
 * relevant and irrelevant decision and times until GET /next answers a model that has seen both (the first
 * retrain: fit + score every citation + write the scores). With --labelled L, a review already deep: L truthful
 * decisions are given first (one in twelve relevant, as far as the project has them), the retrains they set off
 * are let finish, and the timed retrain is the one a further decision sets off, trained on L + 1 labels.
 * Then a reviewer screens as fast as answers come:
 * GET /next, PUT …/relevance (the truthful answer), and the figures split the decisions by whether a retrain
 * was running when they were sent. Retrains coalesce (docs/screening-modes.md), so several run meanwhile.
 * The server runs in this process on an in-memory PGlite (BENCH_DATA_DIR for a PGlite data folder on disk, as
 * `npm start` uses; BENCH_DATABASE_URL for PostgreSQL); requests go over loopback HTTP, so a blocked event
 * loop shows in their latency. BENCH_SLOW_SQL=ms prints the embedded database's statements that took longer.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { decide, labelMany, nextRecord, prepareContinuous, seedDecisions } from './bench-continuous.ts';
import { reportSlowStatements } from './bench-slow-sql.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    decisions: { type: 'string', default: '300' },
    labelled: { type: 'string', default: '0' },
  },
});
const { buildApp } = await import('../src/server/app.ts');
const { openDatabase } = await import('../src/server/db/orm.ts');
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
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const db = () => orm.em.fork().getKysely();

const signup = await app.inject({
  method: 'POST',
  url: '/api/auth/signup',
  payload: {
    first_name: 'Bench',
    last_name: 'Retrain',
    email: `retrain-${Date.now()}@example.org`,
    password: 'benchmark password',
  },
});
const cookie = String(signup.headers['set-cookie']).split(';')[0]!;
const size = Number(values.size);
console.log(
  `${size} citations, ${url ? 'PostgreSQL' : dataDir ? `embedded PGlite (data folder ${dataDir})` : 'embedded PGlite (in memory)'}`,
);
const project = await prepareContinuous(base, cookie, size, async (projectId) =>
  (
    await sql<{ id: number }>`select id from citation where project_id = ${projectId} order by id`.execute(db())
  ).rows.map((r) => r.id),
);

const retraining = async () =>
  (
    await sql<{
      on: boolean;
    }>`select training_started_at is not null as on from project where id = ${project.projectId}`.execute(db())
  ).rows[0]?.on ?? false;

/** Until /next answers a model that has seen every decision so far. */
async function modelCaughtUp() {
  for (;;) {
    const next = await nextRecord(project);
    if (next.trainedAt && next.unseen === 0 && !(await retraining())) return next;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const labelled = Number(values.labelled);
if (labelled > 0) {
  const started = performance.now();
  await labelMany(project, labelled);
  const caughtUp = await modelCaughtUp();
  console.log(
    `${labelled} decisions given and a model trained on them in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  // The timed retrain: from one more decision to a /next that reads a model trained on it.
  const seeded = performance.now();
  await decide(project, caughtUp.id!);
  await modelCaughtUp();
  console.log(
    `retrain with ${labelled + 1} labels (fit + score + write ${size} citations), decision to /next reading it: ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
} else {
  // The first retrain: from the decision that makes a model possible to a /next that reads its scores.
  const seeded = performance.now();
  await seedDecisions(project);
  await modelCaughtUp();
  console.log(
    `first retrain (fit + score + write ${size} citations), decision to /next reading it: ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
}

const during: number[] = [];
const idle: number[] = [];
let errors = 0;
const started = performance.now();
for (let n = 0; n < Number(values.decisions); n++) {
  const next = await nextRecord(project);
  if (next.id === null) break;
  const busy = await retraining();
  const sent = performance.now();
  const res = await decide(project, next.id);
  (busy ? during : idle).push(performance.now() - sent);
  if (!res.ok) errors++;
}
const ranFor = (performance.now() - started) / 1000;
const runs = (
  await sql<{
    ms: number;
  }>`select duration_ms as ms from training_run where project_id = ${project.projectId} and mode = 'continuous' order by id`.execute(
    db(),
  )
).rows.map((r) => r.ms);
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
};
console.log(`${during.length + idle.length} decisions in ${ranFor.toFixed(0)} s, ${errors} errors`);
console.log(
  `decision while a retrain runs: ${during.length} decisions  p50 ${pct(during, 50)} ms  p99 ${pct(during, 99)} ms  max ${pct(during, 100)} ms`,
);
console.log(
  `decision with no retrain running: ${idle.length} decisions  p50 ${pct(idle, 50)} ms  p99 ${pct(idle, 99)} ms`,
);
console.log(`retrains: ${runs.length}, fit in the worker p50 ${pct(runs, 50)} ms  max ${pct(runs, 100)} ms`);
await app.close();
await orm.close();
