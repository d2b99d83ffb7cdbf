import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages.ts';
import { DomainError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests that a browser sends from another site. Scripts send neither Origin
 * nor Referer and pass; SameSite=Lax cookies cover the rest.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const source = req.headers.origin ?? req.headers.referer;
    if (source === undefined) return;
    if (originOf(source) !== req.host) throw new DomainError('FORBIDDEN', messages.crossOrigin);
  });
}
