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
  trustProxy?: boolean;
  /** How long a training claim holds unrenewed: after a crash, how soon the project can train again (PostgreSQL). */
  trainingClaimLeaseMs?: number;
}

export const DEFAULT_AUTH_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
