import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { uploadLimits } from '../../shared/project.schema.ts';
import { DomainError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/** Every JSON body but the citation uploads: sign-in, labels, keywords, admin edits are a few KB. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The tRPC procedures that take citations as JSON, with the spec's 20 MB body limit. */
const LARGE_BODY_PROCEDURES = new Set(['citations.add']);

/** The refusal of a JSON body over `limit` bytes, saying the limit. */
export const jsonTooLarge = (limit: number) =>
  new DomainError('PAYLOAD_TOO_LARGE', messages.jsonBodyTooLarge(Math.round((limit / (1024 * 1024)) * 10) / 10));

const tooLarge = () => jsonTooLarge(DEFAULT_BODY_LIMIT);

/** The body as it arrives, failing with 413 once it passes `limit` bytes: a chunked body has no Content-Length to check. */
function capped(payload: Readable, limit: number): Readable {
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
  // pipe() passes no error on: a client that breaks off mid-body must end the read, not leave it waiting.
  payload.once('error', (error) => counted.destroy(error));
  return payload.pipe(counted);
}

/**
 * tRPC answers every procedure on one route, so its limit is the largest, and each request is held to
 * the limit of the procedures it names: by Content-Length before its body is read, and by the bytes
 * that arrive while it is read.
 */
export function registerTrpcBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/trpc')) route.bodyLimit = uploadLimits.uploadBodyBytes;
  });
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!req.url.startsWith('/trpc/')) return payload;
    const names = decodeURIComponent(req.url.slice('/trpc/'.length).split('?')[0] ?? '').split(',');
    if (names.every((name) => LARGE_BODY_PROCEDURES.has(name))) return payload;
    const length = req.headers['content-length'];
    if (length !== undefined) {
      // Fastify reads no more than the length announced.
      if (Number(length) > DEFAULT_BODY_LIMIT) throw tooLarge();
      return payload;
    }
    return capped(payload, DEFAULT_BODY_LIMIT);
  });
}
