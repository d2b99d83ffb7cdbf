import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { trainingMessages } from '../../../shared/messages.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';

/**
 * How long a training claim holds without being renewed. The training renews it every third of this, so
 * a claim older than this belongs to a process that was killed: after a crash the project can be trained
 * again this much later (at once on the embedded database, see releaseAbandonedClaims).
 */
export const DEFAULT_TRAINING_CLAIM_LEASE_MS = 30_000;

/** A project claimed for one training of one iteration; renewed until released. */
export interface TrainingClaim {
  /** Ends the claim; never throws, so that it cannot hide why a training failed. */
  release: () => Promise<void>;
}

/**
 * One training per project at a time, across app instances: a conditional UPDATE claims it, and only
 * for the iteration the request saw, so a request that read the project just before another training
 * finished cannot train the same iteration again. A claim nobody renewed for `leaseMs` is taken over.
 */
export async function claimTraining(em: EntityManager, projectId: number, iteration: number, leaseMs: number): Promise<TrainingClaim> {
  const claimed = await query(
    em,
    sql`update project set training_started_at = now()
         where id = ${projectId} and current_iteration = ${iteration}
           and (training_started_at is null or training_started_at < now() - make_interval(secs => ${leaseMs / 1000}))
         returning id`,
  );
  if (claimed.length === 0) throw new DomainError('CONFLICT', trainingMessages.running);
  // A renewal that fails (the database is briefly away) is made up by the next one; the lease allows for two.
  const renew = setInterval(() => {
    const renewal = sql`update project set training_started_at = now() where id = ${projectId} and current_iteration = ${iteration} and training_started_at is not null`;
    query(em, renewal).catch(() => undefined);
  }, leaseMs / 3);
  return {
    release: async () => {
      clearInterval(renew);
      // Unreleased (the database is away), the claim still runs out after the lease.
      await query(em, sql`update project set training_started_at = null where id = ${projectId} and current_iteration = ${iteration}`).catch(() => undefined);
    },
  };
}

/**
 * Moves the project to the next iteration and ends the claim, inside the training's transaction. Refuses
 * when the project has moved on already: this training's claim ran out and another training finished first.
 */
export async function completeTraining(tx: EntityManager, projectId: number, iteration: number): Promise<void> {
  const moved = await query(
    tx,
    sql`update project set current_iteration = current_iteration + 1, training_started_at = null
         where id = ${projectId} and current_iteration = ${iteration} returning id`,
  );
  if (moved.length === 0) throw new DomainError('CONFLICT', trainingMessages.running);
}
