import type { FastifyInstance } from 'fastify';

/**
 * A request whose body has not arrived whole within 10 minutes is ended with 408. Without a limit a client sending
 * its body a byte every few seconds held a connection for good, and thousands of them, with no account, left no file
 * descriptor for anyone else. Node's own requestTimeout did not end such a request once Fastify had it (checked
 * with Node 22 and Fastify 5), so the app keeps the time itself. Ten minutes lets the largest upload (20 files of
 * 50 MB) arrive over a slow link; a proxy that buffers request bodies keeps slow clients away altogether
 * (docs/operations.md).
 */
export const DEFAULT_BODY_DEADLINE_MS = 10 * 60_000;

const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

export function registerBodyDeadline(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const raw = req.raw;
    if (raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete || raw.socket.destroyed) return;
      req.log.warn({ afterMs: ms }, 'request body still incomplete: connection closed');
      // The answer is written on the socket itself: the route has not answered, and will not once it is closed.
      raw.socket.end(TIMED_OUT);
      raw.socket.destroySoon();
    }, ms);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}
