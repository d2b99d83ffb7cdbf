import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.integer().primary(),
    username: p.string().length(150).unique(),
    email: p.string().length(254),
    // Lower-cased copy of the e-mail: uniqueness and look-ups are case-insensitive.
    email_normalized: p.string().length(254).unique(),
    first_name: p.string().length(150),
    last_name: p.string().length(150),
    password_hash: p.string().length(255).hidden(),
    is_admin: p.boolean().default(false),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export type UserEntity = InferEntity<typeof User>;
