import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';

/**
 * Background work that one request (of any app instance) does for a whole project, claimed in the
 * database so a second request waits instead of doing it again. A claim older than five minutes is
 * taken for dead (its process was killed); 100,000 citations take well under a minute either way.
 */
const columns = { dedup: 'dedup_started_at', tokens: 'tokens_started_at' } as const;
export type ProjectJob = keyof typeof columns;

const STALE_CLAIM = sql`interval '5 minutes'`;
const POLL_MS = 250;

export async function tryClaim(em: EntityManager, projectId: number, job: ProjectJob): Promise<boolean> {
  const column = sql.ref(columns[job]);
  const rows = await query(
    em,
    sql`update project set ${column} = now()
         where id = ${projectId} and (${column} is null or ${column} < now() - ${STALE_CLAIM})
         returning id`,
  );
  return rows.length > 0;
}

export async function releaseClaim(em: EntityManager, projectId: number, job: ProjectJob): Promise<void> {
  await query(em, sql`update project set ${sql.ref(columns[job])} = null where id = ${projectId}`);
}

async function claimHeld(em: EntityManager, projectId: number, job: ProjectJob): Promise<boolean> {
  const [row] = await query(em, sql<{ held: boolean }>`select ${sql.ref(columns[job])} is not null as held from project where id = ${projectId}`);
  return row?.held ?? false;
}

/**
 * Claims the job for this request ('claimed': do it, then releaseClaim), or waits while another request
 * holds it ('done-elsewhere': that one has finished). A dead claimant's claim is taken over once stale.
 */
export async function claimOrWait(em: EntityManager, projectId: number, job: ProjectJob): Promise<'claimed' | 'done-elsewhere'> {
  for (;;) {
    if (await tryClaim(em, projectId, job)) return 'claimed';
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (!(await claimHeld(em, projectId, job))) return 'done-elsewhere';
  }
}
