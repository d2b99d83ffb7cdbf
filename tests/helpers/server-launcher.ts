/**
 * The server as its own process, for the tests that kill it: what server.ts does (open the database from
 * DATABASE_URL or DATA_DIR, buildApp, listen) on a free port of 127.0.0.1, which it prints as
 * "LISTENING <url>". Test-only settings:
 * - FREEZE_AFTER, a regular expression: once the FREEZE_AFTER_MATCH-th (default first) SQL statement matching
 *   it has run, the process prints "FROZEN" and stops dead, so that a test can kill it at that very point.
 * - TRAINING_CLAIM_LEASE_MS: a shorter training-claim lease than the default.
 */
import { buildApp } from '../../src/server/app.ts';
import { databaseTarget, openDatabase } from '../../src/server/db/orm.ts';
import { readEnv } from '../../src/server/env.ts';

interface Connection {
  executeQuery: (query: { sql: string }) => Promise<unknown>;
}

const env = readEnv();
const freezeAfter = process.env.FREEZE_AFTER ? new RegExp(process.env.FREEZE_AFTER) : undefined;
let matchesLeft = Number(process.env.FREEZE_AFTER_MATCH ?? 1);

/** Blocks the main thread for good: no timer, request or query of this process runs again. */
function freeze(sql: string): never {
  console.log(`FROZEN after ${sql.replace(/\s+/g, ' ').slice(0, 80)}`);
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

async function watchStatements(connection: unknown): Promise<void> {
  const conn = connection as Connection;
  const execute = conn.executeQuery.bind(conn);
  conn.executeQuery = async (query) => {
    const result = await execute(query);
    if (freezeAfter?.test(query.sql) && --matchesLeft === 0) freeze(query.sql);
    return result;
  };
}

const orm = await openDatabase(databaseTarget(env), freezeAfter ? { onCreateConnection: watchStatements } : {});
const app = await buildApp({
  orm,
  sessionSecret: 'server-process-test-session-secret',
  supportEmail: env.SUPPORT_EMAIL,
  logLevel: env.LOG_LEVEL,
  authRateLimit: { max: 10_000, windowMs: 60_000 },
  trainingClaimLeaseMs: process.env.TRAINING_CLAIM_LEASE_MS ? Number(process.env.TRAINING_CLAIM_LEASE_MS) : undefined,
});
console.log(`LISTENING ${await app.listen({ port: 0, host: '127.0.0.1' })}`);
