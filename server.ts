import { join } from 'node:path';
import { buildApp } from './src/server/app.ts';
import { openDatabase } from './src/server/db/orm.ts';
import { readEnv } from './src/server/env.ts';
import { resolveSessionSecret } from './src/server/session-secret.ts';

const started = performance.now();
const env = readEnv();
const dev = process.argv.includes('--dev');
const orm = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(env.DATA_DIR, 'pglite') },
);
const app = await buildApp({
  orm,
  sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR),
  supportEmail: env.SUPPORT_EMAIL,
  logLevel: env.LOG_LEVEL,
  trustProxy: env.TRUST_PROXY,
  // In development Vite serves the web app and forwards /api and /trpc here.
  webRoot: dev ? undefined : 'dist',
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await app.close();
  await orm.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const database = env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
console.log(
  `Screener ${dev ? 'API (dev)' : ''} ready on http://localhost:${env.PORT} (${database}) in ${Math.round(performance.now() - started)} ms`,
);
