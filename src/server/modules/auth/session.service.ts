import { createHmac, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session, User, type UserEntity } from '../../db/entities/index.ts';
import { sessionWithUser } from './session.sql.ts';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie still gets a server-side end: 12 hours after the last use. */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export interface SessionKeys {
  secret: string;
}

export const sessionId = (keys: SessionKeys, token: string) =>
  createHmac('sha256', keys.secret).update(token).digest('hex');

/**
 * A new session for the user. Sessions that ran out are deleted on the way: one is otherwise deleted only when its
 * cookie comes back, and a cookie a browser dropped never does (each sign-in would leave a row behind for good).
 */
export async function createSession(em: EntityManager, keys: SessionKeys, userId: number, remember: boolean) {
  await purgeExpiredSessions(em);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (remember ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
  em.create(Session, {
    id: sessionId(keys, token),
    user: em.getReference(User, userId),
    remember,
    expires_at: expiresAt,
  });
  await em.flush();
  return { token, expiresAt, remember };
}

/**
 * The user behind a cookie token, or null when the session is unknown or over. Browser sessions slide.
 * Asked by every request: one raw query joins the session to its user, mapped into the request's
 * entity manager as findOne would (the ORM's query building had been a fifth of a list request's time).
 */
export async function findSessionUser(em: EntityManager, keys: SessionKeys, token: string): Promise<UserEntity | null> {
  const id = sessionId(keys, token);
  const row = await sessionWithUser(em, id);
  if (!row) return null;
  const { session_expires_at, session_remember, ...user } = row;
  const expiresAt = new Date(session_expires_at).getTime();
  const now = Date.now();
  if (expiresAt <= now) {
    await em.nativeDelete(Session, { id });
    return null;
  }
  if (!session_remember && expiresAt - now < BROWSER_SESSION_MS / 2) {
    await em.nativeUpdate(Session, { id }, { expires_at: new Date(now + BROWSER_SESSION_MS) });
  }
  return em.map(User, user);
}

export async function endSession(em: EntityManager, keys: SessionKeys, token: string): Promise<void> {
  await em.nativeDelete(Session, { id: sessionId(keys, token) });
}

export async function endUserSessions(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(Session, { user: userId });
}

async function purgeExpiredSessions(em: EntityManager): Promise<number> {
  return em.nativeDelete(Session, { expires_at: { $lte: new Date() } });
}
