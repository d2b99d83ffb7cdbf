import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built single-page app; any other GET that wants HTML gets index.html so client routes survive a refresh. */
export async function registerWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const root = resolve(webRoot);
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`No web bundle at ${root}: run "npm run build" first.`);
  await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.get('/assets/*', (req, reply) => reply.sendFile((req.params as { '*': string })['*'], resolve(root, 'assets'), { maxAge: '1y', immutable: true }));
  app.get('/*', (_req, reply) => reply.sendFile('index.html', root, { maxAge: 0 }));
}
