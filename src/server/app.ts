import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { TRPC_MAX_BATCH } from '../shared/api-limits.ts';
import { messages } from '../shared/messages.ts';
import type { AppConfig } from './app-config.ts';
import { DomainError } from './errors.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { openApiDocument } from './http/openapi.ts';
import { registerMultipart } from './http/multipart.ts';
import { registerJsonBody } from './http/json-body.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { DEFAULT_BODY_LIMIT, registerTrpcBodyLimits } from './http/body-limits.ts';
import { documentedRoutes } from './http/rest-route.ts';
import { registerRestOperations } from './http/rest-operations.ts';
import { registerSessions } from './http/session.plugin.ts';
import { registerWeb } from './http/web.plugin.ts';
import { purgeDeletedProjects, stopPurge } from './modules/projects/project-purge.ts';
import { settleSharedRuns } from './coordination/shared-runs.ts';
import { trackRequests } from './coordination/server-activity.ts';
import { restoreInterruptedRescores } from './modules/training/score-backup.ts';
import { handleRetrainRequests } from './coordination/retrain-requests.ts';
import { retrainInBackground } from './modules/training/background-retrain.ts';
import { citationRoutes } from './modules/citations/citations.rest.ts';
import { exportRoutes } from './modules/export/export.rest.ts';
import { projectRoutes } from './modules/projects/projects.rest.ts';
import { createContext } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/app.router.ts';
import { APP_VERSION } from './version.ts';
import { DEFAULT_BODY_DEADLINE_MS, registerBodyDeadline } from './http/body-deadline.ts';

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: AppConfig;
  }
}

/**
 * Which X-Forwarded-* entries Fastify believes behind `trust` proxies: those the nearest `trust` hops wrote (the
 * client's address is then the one the farthest of them saw), never Fastify's `true`, which believes every
 * hop and so takes the client's address from the leftmost X-Forwarded-For entry, one the client writes itself: each
 * sign-in attempt could claim a new address and pass the per-address rate limit. (Fastify's own number form trusts
 * nothing at all.)
 */
export function trustedProxies(
  trust: boolean | number | undefined,
): false | ((address: string, hop: number) => boolean) {
  const hops = trust === true ? 1 : trust || 0;
  return hops > 0 && ((_address, hop) => hop < hops);
}

/** Builds the whole HTTP app (API, tRPC, web) without listening; server.ts and the tests both use it. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel && config.logLevel !== 'silent' ? { level: config.logLevel } : false,
    trustProxy: trustedProxies(config.trustProxy),
    // Batched tRPC calls put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
    // Sign-in, labels, keywords and the like are a few KB; the routes that take citations as JSON raise it.
    bodyLimit: DEFAULT_BODY_LIMIT,
  });
  app.decorate('appConfig', config);
  registerErrorHandler(app);
  registerBodyDeadline(app, config.bodyDeadlineMs ?? DEFAULT_BODY_DEADLINE_MS);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  registerOriginCheck(app);
  registerSessions(app);
  registerMultipart(app);
  registerJsonBody(app);

  registerTrpcBodyLimits(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: TRPC_MAX_BATCH,
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error.cause ?? error }, 'trpc procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(async (api) => {
    projectRoutes(api);
    citationRoutes(api);
    exportRoutes(api);
    registerRestOperations(api, appRouter);
    api.get('/api/docs', async () => openApiDocument(documentedRoutes, APP_VERSION));
    // Where OpenAPI tools look for the document first.
    api.get('/api/openapi.json', async () => openApiDocument(documentedRoutes, APP_VERSION));
    api.all('/api/*', async () => {
      throw new DomainError('NOT_FOUND', messages.notFound);
    });
  });

  handleRetrainRequests(retrainInBackground);
  trackRequests(app, config.orm.em.getDriver());
  // Scores a killed server left half rewritten are put back before anyone reads the ranking. A database that cannot
  // be reached does not stop the start (requests answer 503 until it is back); the next start or rescore tries again.
  await restoreInterruptedRescores(config.orm.em.fork()).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not put back the scores of an interrupted rescore'),
  );
  app.addHook('onClose', settleSharedRuns);
  // Rows of projects deleted before a restart (or a kill) are removed in the background from the start.
  app.addHook('onClose', () => stopPurge(config.orm.em));
  purgeDeletedProjects(config.orm.em);
  if (config.webRoot) await registerWeb(app, config.webRoot);
  return app;
}
