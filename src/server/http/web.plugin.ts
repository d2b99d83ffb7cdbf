import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Hashed build output: its name changes with its content, so a browser may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: kept, but checked with the server (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app. Files under assets/ are hashed and cached for a year; every other GET
 * gets the root file it names or, failing that, index.html so client routes survive a refresh. The build
 * writes a .br and a .gz beside each text file (scripts/vite-precompress.ts); @fastify/static picks one by
 * the request's Accept-Encoding and answers `Vary: Accept-Encoding`.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const root = resolve(webRoot);
  const assets = resolve(root, 'assets');
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`No web bundle at ${root}: run "npm run build" first.`);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false });

  // The bundle does not change while the server runs: the root's plain files are listed once.
  const rootFiles = new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
      .map((e) => e.name),
  );
  const send = (reply: FastifyReply, file: string, dir: string, cacheControl: string) =>
    reply.header('cache-control', cacheControl).sendFile(file, dir);
  app.get('/assets/*', (req, reply) => send(reply, (req.params as { '*': string })['*'], assets, IMMUTABLE));
  app.get('/*', (req, reply) => {
    const wanted = (req.params as { '*': string })['*'];
    return send(reply, rootFiles.has(wanted) ? wanted : 'index.html', root, REVALIDATE);
  });
}
