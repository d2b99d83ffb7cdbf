import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.ts';
import type { UserEntity } from '../db/entities/index.ts';
import { DomainError, isDatabaseUnreachable } from '../errors.ts';
import { findSessionUser } from '../modules/auth/session.service.ts';

export const SESSION_COOKIE = 'screener_session';

declare module 'fastify' {
  interface FastifyRequest {
    em: EntityManager;
    /**
     * The session's user, null without one. Reading it throws the database's error when the session could
     * not be checked, so that whatever depends on the caller fails with 503 in its own transport's shape
     * (tRPC or REST), while what does not (health, config) still answers.
     */
    readonly user: UserEntity | null;
    sessionToken: string | undefined;
  }
}

/** What the session cookie told: the user (null for none), or why it could not be checked. */
type SessionLookup = { user: UserEntity | null } | { failure: unknown };
const lookups = new WeakMap<FastifyRequest, SessionLookup>();

// The health check must answer on its own, even when a session lookup would wait on a stalled database.
const isHealthPath = (url: string) =>
  url === '/api' || url === '/api/health' || url.startsWith('/api/health?') || url.startsWith('/api?');
const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/trpc');

/**
 * Gives every API request its own entity manager and the user its session cookie names.
 * Identity comes only from the session: an X-User-Id header that names someone else is refused.
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('em', null as unknown as EntityManager);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const lookup = lookups.get(this);
      if (lookup && 'failure' in lookup) throw lookup.failure;
      return lookup?.user ?? null;
    },
  });
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (req) => {
    if (!isApiPath(req.url)) return;
    req.em = app.appConfig.orm.em.fork() as EntityManager;
    const token = isHealthPath(req.url) ? undefined : req.cookies[SESSION_COOKIE];
    req.sessionToken = token;
    let user: UserEntity | null;
    try {
      user = token ? await findSessionUser(req.em, { secret: app.appConfig.sessionSecret }, token) : null;
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      lookups.set(req, { failure: error });
      return;
    }
    lookups.set(req, { user });
    const claimed = req.headers['x-user-id'];
    if (user && claimed !== undefined && String(claimed) !== String(user.id)) {
      throw new DomainError('UNAUTHORIZED', messages.identityMismatch);
    }
  });
}

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; remember: boolean },
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    // Without "Remember me" the cookie lives as long as the browser session; the server ends it too.
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
