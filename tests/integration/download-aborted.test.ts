import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, projectWithCitations, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabases())('a download the client stops on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  let baseUrl: string;
  let projectId: number;
  const closed: string[] = [];
  const failures: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(db);
    t.app.addHook('onRequest', async (req, reply) => {
      reply.raw.once('close', () => closed.push(req.url));
    });
    t.app.addHook('onError', async (_req, _reply, error) => {
      failures.push(error.message);
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ cookie } = await signUp(t.app));
    const abstract = 'Participants were randomised to exercise or usual care and followed for a year. '.repeat(12);
    const citations = Array.from({ length: 3_000 }, (_, i) => ({ title: `Trial ${i} of exercise`, abstract }));
    projectId = await projectWithCitations(t.app, cookie, 'Large export', citations);
  });
  afterAll(() => t?.close());

  /** Reads the first chunk of the download, then hangs up, as a browser does when its download is cancelled. */
  const stopAfterFirstChunk = (format: string) =>
    new Promise<number>((resolve, reject) => {
      const request = get(`${baseUrl}/api/projects/${projectId}/download?format=${format}`, { headers: { cookie } });
      request.on('response', (res) => res.once('data', () => (request.destroy(), resolve(res.statusCode ?? 0))));
      request.on('error', reject);
    });

  it.each(['xlsx', 'csv', 'ris'])(
    '%s: the server neither fails nor logs a 500 when the client hangs up',
    async (format) => {
      const path = `/api/projects/${projectId}/download?format=${format}`;
      expect(await stopAfterFirstChunk(format)).toBe(200);
      // The server has seen the hang-up; what it did about it happens in the same turn or the next few.
      await expect.poll(() => closed.includes(path)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(failures).toEqual([]);
      const whole = await t.app.inject({ method: 'GET', url: path, headers: { cookie } });
      expect(whole.statusCode).toBe(200);
    },
  );
});
