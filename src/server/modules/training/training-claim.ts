import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { trainingMessages } from '../../../shared/messages.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { DEFAULT_LEASE_MS, tryClaim, type ReleaseClaim } from '../../coordination/project-claim.ts';

/**
 * One training per project at a time, across app instances, and only for the iteration the request saw
 * (see tryClaim). A claim nobody renewed for `leaseMs` is taken over.
 */
export async function claimTraining(
  em: EntityManager,
  projectId: number,
  iteration: number,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<ReleaseClaim> {
  const release = await tryClaim(em, projectId, 'training', { leaseMs, iteration });
  if (!release) throw new DomainError('CONFLICT', trainingMessages.running);
  return release;
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
