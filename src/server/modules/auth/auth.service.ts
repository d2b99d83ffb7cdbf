import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoginInput, PublicUser, SignupInput } from '../../../shared/auth.schema.ts';
import { messages } from '../../../shared/messages.ts';
import { User, type UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const toPublicUser = (u: UserEntity): PublicUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  is_admin: u.is_admin,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A free username: the one asked for, or the e-mail's local part, with a number added while taken. */
async function freeUsername(em: EntityManager, wanted: string | undefined, email: string): Promise<string> {
  if (wanted) {
    if (await em.count(User, { username: wanted }))
      throw new DomainError('CONFLICT', 'This username is already taken', {
        username: 'This username is already taken',
      });
    return wanted;
  }
  const base = (email.split('@')[0] ?? 'user').replace(/[^\w.+-]/g, '').slice(0, 140) || 'user';
  const taken = new Set(
    (await em.find(User, { username: { $like: `${base.replace(/[%_\\]/g, '\\$&')}%` } }, { fields: ['username'] })).map(
      (u) => u.username,
    ),
  );
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  return candidate;
}

export async function signup(
  em: EntityManager,
  input: SignupInput,
  opts: { isAdmin?: boolean } = {},
): Promise<PublicUser> {
  const emailNormalized = normalizeEmail(input.email);
  if (await em.count(User, { email_normalized: emailNormalized })) {
    throw new DomainError('CONFLICT', messages.emailTaken, { email: messages.emailTaken });
  }
  const user = em.create(User, {
    username: await freeUsername(em, input.username, emailNormalized),
    email: input.email.trim(),
    email_normalized: emailNormalized,
    first_name: input.first_name,
    last_name: input.last_name,
    password_hash: await hashPassword(input.password),
    is_admin: opts.isAdmin ?? false,
  });
  await em.flush();
  return toPublicUser(user);
}

/** Checks e-mail and password; one message for both failures so an attacker learns nothing. */
export async function login(em: EntityManager, input: LoginInput): Promise<PublicUser> {
  const user = await em.findOne(User, { email_normalized: normalizeEmail(input.email) });
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) throw new DomainError('UNAUTHORIZED', messages.invalidCredentials);
  return toPublicUser(user);
}
