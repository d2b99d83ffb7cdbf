import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';

/** A search claimed longer ago than this is taken for dead (its process was killed); 100,000 citations take ~20 s. */
const STALE_CLAIM = sql`interval '5 minutes'`;
const POLL_MS = 250;

const tryClaim = async (em: EntityManager, projectId: number) =>
  (
    await query(
      em,
      sql`update project set dedup_started_at = now()
           where id = ${projectId} and (dedup_started_at is null or dedup_started_at < now() - ${STALE_CLAIM})
           returning id`,
    )
  ).length > 0;

const claimHeld = async (em: EntityManager, projectId: number) =>
  (await query(em, sql<{ held: boolean }>`select dedup_started_at is not null as held from project where id = ${projectId}`))[0]?.held ?? false;

/**
 * One duplicate search per project at a time, across app instances, claimed in the database. Returns
 * 'claimed' when this request should search (and later call releaseDedup), or 'done-elsewhere' after
 * waiting for a search another request was running: that one has already set aside what there was.
 */
export async function claimDedup(em: EntityManager, projectId: number): Promise<'claimed' | 'done-elsewhere'> {
  for (;;) {
    if (await tryClaim(em, projectId)) return 'claimed';
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (!(await claimHeld(em, projectId))) return 'done-elsewhere';
  }
}

export async function releaseDedup(em: EntityManager, projectId: number): Promise<void> {
  await query(em, sql`update project set dedup_started_at = null where id = ${projectId}`);
}
