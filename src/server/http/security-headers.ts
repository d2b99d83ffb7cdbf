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

/** Headers that govern a document (the page, or a JSON answer opened as one): what it may load, embed and be embedded in. */
const DOCUMENT_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * A script or style sheet the page loads is governed by the page's policies, not by its own (the app starts no
 * workers, whose scripts would carry theirs): on the sign-in page's 42 scripts these headers were ~0.5 KB each,
 * ~20 KB of the 300 KB its JavaScript took on the wire (docs/performance.md, First page on the wire).
 */
const isSubresource = (contentType: unknown) =>
  typeof contentType === 'string' && /^(text\/javascript|application\/javascript|text\/css)\b/.test(contentType);

/**
 * Security headers: no MIME sniffing on every answer; on every document-like answer also no framing
 * (clickjacking), scripts from this origin only, and the other document policies.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!isSubresource(reply.getHeader('content-type')))
      for (const [name, value] of Object.entries(DOCUMENT_HEADERS))
        if (!reply.hasHeader(name)) reply.header(name, value);
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    return payload;
  });
}
