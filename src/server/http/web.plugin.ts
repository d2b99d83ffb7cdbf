import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePages, type PageVariant } from './route-preloads.ts';
import { SESSION_COOKIE } from './session.plugin.ts';

/** Hashed build output: its name changes with its content, so a browser may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: kept, but checked with the server (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app. Files under assets/ are hashed and cached for a year; every other GET
 * gets the root file it names or, failing that, index.html so client routes survive a refresh. The build
 * writes a .br and a .gz beside each text file (scripts/vite-precompress.ts); @fastify/static picks one by
 * the request's Accept-Encoding and answers `Vary: Accept-Encoding`. A client route's index.html names the
 * route's own chunks for preloading (route-preloads.ts).
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
  // The root's files (index.html and the unhashed ones) are checked with the server before each use.
  const sendRootFile = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', REVALIDATE).sendFile(file, root);
  // A hashed file is never revalidated (immutable) nor read in ranges, so it goes without ETag, Last-Modified and
  // Accept-Ranges: ~100 bytes of headers on each of the dozens of scripts a first page loads.
  app.get('/assets/*', (req, reply) =>
    reply.header('cache-control', IMMUTABLE).sendFile((req.params as { '*': string })['*'], assets, {
      etag: false,
      lastModified: false,
      acceptRanges: false,
    }),
  );
  const pages = routePages(root);
  app.get('/*', (req, reply) => {
    const wanted = (req.params as { '*': string })['*'];
    if (rootFiles.has(wanted)) return sendRootFile(reply, wanted);
    const page = pages.pageFor(wanted, Boolean(req.cookies[SESSION_COOKIE]));
    return page ? sendPage(req, reply, page) : sendRootFile(reply, 'index.html');
  });
}

/** A route's index.html from memory, compressed as the browser accepts, revalidated by its ETag. */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: PageVariant) {
  reply
    .header('cache-control', REVALIDATE)
    .header('etag', page.etag)
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}
