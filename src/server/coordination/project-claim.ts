import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../db/sql.ts';

/**
 * Background work that one request (of any app instance) does for a whole project, claimed in the
 * database so a second request waits instead of doing it again. The claim is a lease the working request
 * renews; one nobody renewed for DEFAULT_LEASE_MS belongs to a process that was killed and is taken over.
 */
const columns = { dedup: 'dedup_started_at', tokens: 'tokens_started_at', training: 'training_started_at' } as const;
export type ProjectJob = keyof typeof columns;

/** How long a claim holds without being renewed: after a crash the job can be claimed again this much later. */
export const DEFAULT_LEASE_MS = 30_000;
const POLL_MS = 250;

/** Ends the claim; never throws, so it cannot hide why the work failed. */
export type ReleaseClaim = () => Promise<void>;

/**
 * Claims the job with a conditional UPDATE, or answers null when another request holds it. With an
 * iteration, only while the project is still at it (training: a request that read the project just before
 * another training finished cannot train the same iteration again). The claim is renewed every third of
 * the lease until released.
 */
export async function tryClaim(
  em: EntityManager,
  projectId: number,
  job: ProjectJob,
  { leaseMs = DEFAULT_LEASE_MS, iteration }: { leaseMs?: number; iteration?: number } = {},
): Promise<ReleaseClaim | null> {
  const column = sql.ref(columns[job]);
  const scope =
    iteration === undefined ? sql`id = ${projectId}` : sql`id = ${projectId} and current_iteration = ${iteration}`;
  const rows = await query(
    em,
    sql`update project set ${column} = now()
         where ${scope} and (${column} is null or ${column} < now() - make_interval(secs => ${leaseMs / 1000}))
         returning id`,
  );
  if (rows.length === 0) return null;
  // A renewal that fails (the database is briefly away) is made up by the next one; the lease allows for two.
  const renew = setInterval(() => {
    query(em, sql`update project set ${column} = now() where ${scope} and ${column} is not null`).catch(
      () => undefined,
    );
  }, leaseMs / 3);
  return async () => {
    clearInterval(renew);
    // Unreleased (the database is away), the claim still runs out after the lease.
    await query(em, sql`update project set ${column} = null where ${scope}`).catch(() => undefined);
  };
}

async function claimHeld(em: EntityManager, projectId: number, job: ProjectJob): Promise<boolean> {
  const [row] = await query(
    em,
    sql<{ held: boolean }>`select ${sql.ref(columns[job])} is not null as held from project where id = ${projectId}`,
  );
  return row?.held ?? false;
}

/**
 * Claims the job for this request (a release function: do the work, then call it), or waits while
 * another request holds it and answers 'done-elsewhere' once that one has finished.
 */
export async function claimOrWait(
  em: EntityManager,
  projectId: number,
  job: ProjectJob,
): Promise<ReleaseClaim | 'done-elsewhere'> {
  for (;;) {
    const release = await tryClaim(em, projectId, job);
    if (release) return release;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (!(await claimHeld(em, projectId, job))) return 'done-elsewhere';
  }
}

/**
 * An embedded database belongs to the one process that opened it, so a claim found in it at start was
 * left by a process that died mid-work (training, duplicate search, tokenising); releasing it lets the
 * user go on at once.
 */
export async function releaseAbandonedClaims(em: EntityManager): Promise<void> {
  await query(
    em,
    sql`update project set training_started_at = null, dedup_started_at = null, tokens_started_at = null
         where training_started_at is not null or dedup_started_at is not null or tokens_started_at is not null`,
  );
}
