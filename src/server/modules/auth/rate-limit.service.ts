import type { EntityManager } from '@mikro-orm/postgresql';
import { messages } from '../../../shared/messages.ts';
import { RateLimitHit } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt for each key and refuses it when any key already had `max` attempts in the window.
 * Stored in the database so that several app instances share the count.
 */
export async function takeAttempt(em: EntityManager, limit: RateLimit, keys: string[]): Promise<void> {
  const now = new Date();
  const since = new Date(now.getTime() - limit.windowMs);
  await em.nativeDelete(RateLimitHit, { key: { $in: keys }, created_at: { $lt: since } });
  for (const key of keys) {
    const count = await em.count(RateLimitHit, { key, created_at: { $gte: since } });
    if (count >= limit.max) throw new DomainError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
  }
  for (const key of keys) em.create(RateLimitHit, { key, created_at: now });
  await em.flush();
}
