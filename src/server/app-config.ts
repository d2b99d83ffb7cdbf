import type { MikroORM } from '@mikro-orm/postgresql';
import type { RateLimit } from './modules/auth/rate-limit.service.ts';

/** What buildApp needs; server.ts derives it from the environment, tests build it directly. */
export interface AppConfig {
  orm: MikroORM;
  sessionSecret: string;
  supportEmail: string;
  logLevel?: string;
  /** Folder of the built web bundle to serve with history fallback; omit to serve the API only. */
  webRoot?: string;
  /** Login and sign-up attempts allowed per IP and per e-mail in one window. */
  authRateLimit?: RateLimit;
  /**
   * Behind a reverse proxy: true for one proxy in front, or the number of proxies in front of the app (a CDN and a load
   * balancer: 2). Only their X-Forwarded-* entries are believed; see trustedProxies in app.ts.
   */
  trustProxy?: boolean | number;
  /** How long a training claim holds unrenewed: after a crash, how soon the project can train again (PostgreSQL). */
  trainingClaimLeaseMs?: number;
  /** How long a request's body may take to arrive whole (DEFAULT_BODY_DEADLINE_MS). */
  bodyDeadlineMs?: number;
}

export const DEFAULT_AUTH_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
