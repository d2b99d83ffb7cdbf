import { createHmac, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session, User, type UserEntity } from '../../db/entities/index.ts';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie still gets a server-side end: 12 hours after the last use. */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export interface SessionKeys {
  secret: string;
}

export const sessionId = (keys: SessionKeys, token: string) => createHmac('sha256', keys.secret).update(token).digest('hex');

export async function createSession(em: EntityManager, keys: SessionKeys, userId: number, remember: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (remember ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
  em.create(Session, { id: sessionId(keys, token), user: em.getReference(User, userId), remember, expires_at: expiresAt });
  await em.flush();
  return { token, expiresAt, remember };
}

/** The user behind a cookie token, or null when the session is unknown or over. Browser sessions slide. */
export async function findSessionUser(em: EntityManager, keys: SessionKeys, token: string): Promise<UserEntity | null> {
  const session = await em.findOne(Session, { id: sessionId(keys, token) }, { populate: ['user'] });
  if (!session) return null;
  const now = Date.now();
  if (session.expires_at.getTime() <= now) {
    await em.nativeDelete(Session, { id: session.id });
    return null;
  }
  if (!session.remember && session.expires_at.getTime() - now < BROWSER_SESSION_MS / 2) {
    await em.nativeUpdate(Session, { id: session.id }, { expires_at: new Date(now + BROWSER_SESSION_MS) });
  }
  return session.user;
}

export async function endSession(em: EntityManager, keys: SessionKeys, token: string): Promise<void> {
  await em.nativeDelete(Session, { id: sessionId(keys, token) });
}

export async function endUserSessions(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(Session, { user: userId });
}

export async function purgeExpiredSessions(em: EntityManager): Promise<number> {
  return em.nativeDelete(Session, { expires_at: { $lte: new Date() } });
}
