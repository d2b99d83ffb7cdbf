import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One attempt against a rate-limited action; kept in the database so every app instance counts it. */
export const RateLimitHit = defineEntity({
  name: 'RateLimitHit',
  tableName: 'rate_limit_hit',
  indexes: [{ properties: ['key', 'created_at'] }],
  properties: {
    id: p.bigint('number').primary(),
    key: p.string().length(300),
    created_at: p.datetime(),
  },
});

export type RateLimitHitEntity = InferEntity<typeof RateLimitHit>;
