import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.ts';
import { DomainError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The origin the browser is talking to. Fastify's protocol and host already follow X-Forwarded-Proto and
 * X-Forwarded-Host when TRUST_PROXY is on, and ignore them otherwise, so a proxy terminating TLS still
 * counts as https while a direct client cannot spoof the scheme.
 */
function appOrigin(req: FastifyRequest): string | null {
  return originOf(`${req.protocol}://${req.host}`);
}

/**
 * Refuses state-changing requests that a browser sends from another origin (scheme and host: an http page
 * may not post to the https app). Scripts send neither Origin nor Referer and pass; SameSite=Lax cookies
 * cover the rest.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const source = req.headers.origin ?? req.headers.referer;
    if (source === undefined) return;
    const origin = originOf(source);
    if (origin === null || origin !== appOrigin(req)) throw new DomainError('FORBIDDEN', messages.crossOrigin);
  });
}
