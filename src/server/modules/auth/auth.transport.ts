import type { FastifyRequest } from 'fastify';
import { DEFAULT_AUTH_RATE_LIMIT } from '../../app-config.ts';
import type { SignInDeps } from './sign-in.service.ts';

/** What the sign-in service needs from a request, the same for REST and tRPC. */
export function signInDeps(req: FastifyRequest): SignInDeps {
  const config = req.server.appConfig;
  return {
    keys: { secret: config.sessionSecret },
    rateLimit: config.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT,
    ip: req.ip,
    previousToken: req.sessionToken,
  };
}
