import type { FastifyInstance } from 'fastify';

/**
 * The web app loads only its own scripts and talks only to its own origin. Ant Design writes its CSS
 * into <style> elements at run time, hence 'unsafe-inline' for styles only; the favicon and exported
 * files use data: and blob: addresses.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Security headers on every answer: no framing (clickjacking), no MIME sniffing, scripts from this origin only. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    for (const [name, value] of Object.entries(HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    return payload;
  });
}
