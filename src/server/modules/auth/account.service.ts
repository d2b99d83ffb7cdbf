import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicUser } from '../../../shared/auth.schema.ts';
import { adminMessages } from '../../../shared/messages.ts';
import { Session, User, type UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { toPublicUser } from './auth.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { takeAttempt, type RateLimit } from './rate-limit.service.ts';

export async function updateProfile(
  em: EntityManager,
  actor: UserEntity,
  input: { first_name: string; last_name: string },
): Promise<PublicUser> {
  const user = await em.findOneOrFail(User, { id: actor.id });
  em.assign(user, input);
  await em.flush();
  return toPublicUser(user);
}

/**
 * Changes the password when the current one is right, and signs out every other session of the user. Tries are
 * limited as sign-ins are (per account), so whoever holds a session they took cannot guess the password through it.
 */
export async function changePassword(
  em: EntityManager,
  actor: UserEntity,
  currentSessionId: string | undefined,
  input: { current_password: string; new_password: string },
  rateLimit: RateLimit,
) {
  await takeAttempt(em, rateLimit, [`change-password:user:${actor.id}`]);
  const user = await em.findOneOrFail(User, { id: actor.id });
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new DomainError('UNPROCESSABLE', adminMessages.wrongCurrentPassword, {
      current_password: adminMessages.wrongCurrentPassword,
    });
  }
  user.password_hash = await hashPassword(input.new_password);
  await em.flush();
  await em.nativeDelete(Session, { user: actor.id, ...(currentSessionId ? { id: { $ne: currentSessionId } } : {}) });
}
