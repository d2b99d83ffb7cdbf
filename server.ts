import { buildApp } from './src/server/app.ts';
import { databaseName, databaseTarget, openDatabase } from './src/server/db/orm.ts';
import { readEnv } from './src/server/env.ts';
import { resolveSessionSecret } from './src/server/session-secret.ts';
import { orExit } from './src/server/startup-error.ts';

const cannotStart = 'Screener cannot start. ';
const started = performance.now();
const env = await orExit(() => readEnv(), cannotStart);
const dev = process.argv.includes('--dev');
const orm = await orExit(openDatabase(databaseTarget(env)), cannotStart);
if (env.DATABASE_URL && !env.SESSION_SECRET)
  console.warn(
    `SESSION_SECRET is not set: this instance uses the one kept in ${env.DATA_DIR}. Other instances on this database accept its sessions only if they have the same secret: give every instance one SESSION_SECRET.`,
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
const database = env.DATABASE_URL
  ? `PostgreSQL ${databaseName(env.DATABASE_URL)}`
  : `embedded PGlite in ${env.DATA_DIR}`;
console.log(
  `Screener ${dev ? 'API (dev)' : ''} ready on http://localhost:${env.PORT} (${database}) in ${Math.round(performance.now() - started)} ms`,
);
