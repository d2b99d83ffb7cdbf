import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/**
 * Sends headers and the first bytes of a JSON body, then a space every 200 ms, and with `finishAfterMs` the rest of
 * it then (else never); what came back, and when.
 */
function dripBody(port: number, path: string, finishAfterMs?: number) {
  const started = Date.now();
  const body = '{"email": "nobody@example.org", "password": "wrong password"}';
  const spaces = 20;
  return new Promise<{ text: string; after: number }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${spaces + body.length}\r\nConnection: close\r\n\r\n`,
    );
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.writable || sent >= spaces - 1) return;
      socket.write(' ');
      sent++;
    }, 200);
    if (finishAfterMs !== undefined)
      setTimeout(() => {
        clearInterval(drip);
        socket.write(' '.repeat(spaces - sent) + body);
      }, finishAfterMs);
    socket.on('data', (chunk) => (text += chunk.toString()));
    const done = () => {
      clearInterval(drip);
      resolve({ text, after: Date.now() - started });
    };
    socket.on('close', done);
    socket.on('error', done);
    // Without a deadline the connection stays open as long as the drip goes on.
    setTimeout(() => socket.destroy(), 10_000);
  });
}

describe('a client that sends its request body slowly', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { bodyDeadlineMs: 1500 });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => t.close());

  it('is answered 408 and cut off once its body has taken longer than the deadline, a byte every 200 ms notwithstanding', async () => {
    const answer = await dripBody(port, '/api/auth/login');
    expect(answer.text).toMatch(/^HTTP\/1\.1 408/);
    expect(answer.after).toBeGreaterThanOrEqual(1400);
    expect(answer.after).toBeLessThan(5000);
    // The app goes on answering everyone else.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers a slow body that arrives whole within the deadline as any other', async () => {
    const answer = await dripBody(port, '/api/auth/login', 1000);
    expect(answer.text).toMatch(/^HTTP\/1\.1 401/);
  });
});
