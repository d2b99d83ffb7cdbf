import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/** A signed-in browser or script. The id is an HMAC of the cookie token, never the token itself. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'app_session',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    remember: p.boolean().default(false),
    created_at: p.datetime().onCreate(() => new Date()),
    expires_at: p.datetime().index(),
  },
});

export type SessionEntity = InferEntity<typeof Session>;
