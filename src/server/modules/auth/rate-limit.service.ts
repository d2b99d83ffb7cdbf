import type { EntityManager } from '@mikro-orm/postgresql';
import { messages } from '../../../shared/messages.ts';
import { RateLimitHit } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { lockRateLimitKeys } from './rate-limit.sql.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt for each key and refuses it when any key already had `max` attempts in the window, saying in
 * `retry_after_seconds` (and the REST answer's Retry-After header) when the next attempt can count.
 * Stored in the database so that several app instances share the count. Attempts on the same keys are counted one
 * after another (lockRateLimitKeys): read in parallel, attempts that arrive at once (many requests, or one batched
 * tRPC request) had all read the same count and all went through.
 */
export async function takeAttempt(em: EntityManager, limit: RateLimit, keys: string[]): Promise<Date> {
  return em.transactional(async (tx) => {
    await lockRateLimitKeys(tx, keys);
    const now = new Date();
    const since = new Date(now.getTime() - limit.windowMs);
    await tx.nativeDelete(RateLimitHit, { key: { $in: keys }, created_at: { $lt: since } });
    for (const key of keys) {
      const hits = await tx.find(
        RateLimitHit,
        { key, created_at: { $gte: since } },
        { orderBy: { created_at: 'desc' }, limit: limit.max, fields: ['created_at'] },
      );
      if (hits.length >= limit.max) {
        // The attempt that frees a place is the max-th newest: it leaves the window first among those that count.
        const freedAt = hits[limit.max - 1]!.created_at.getTime() + limit.windowMs;
        const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
        throw new DomainError('TOO_MANY_REQUESTS', messages.tooManyAttempts, undefined, {
          retry_after_seconds: retryAfterSeconds,
        });
      }
    }
    for (const key of keys) tx.create(RateLimitHit, { key, created_at: now });
    await tx.flush();
    return now;
  });
}

/**
 * Takes back an attempt that succeeded (`at`: what takeAttempt answered), so only failures count: a department
 * signing in from one address (a campus network, a proxy without TRUST_PROXY) is not held to 10 sign-ins a minute
 * in all, while a password guessed wrong still counts for the address and the e-mail.
 */
export async function forgiveAttempt(em: EntityManager, keys: string[], at: Date): Promise<void> {
  await em.nativeDelete(RateLimitHit, { key: { $in: keys }, created_at: at });
}
