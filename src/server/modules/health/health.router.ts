import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { healthOutput, type Health } from '../../../shared/health.schema.ts';
import type { RestMeta } from '../../http/rest-meta.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { checkHealth } from './health.service.ts';

const healthRoute = (url: string): RestMeta => ({
  method: 'GET',
  url,
  summary: 'Service and database status (503 when the database is unreachable)',
  tag: 'Health',
  // The health check answers on its own, without the session (session.plugin.ts).
  session: false,
  errors: [503],
  // Where a script that starts at /api finds the rest.
  response: healthOutput.extend({ docs: z.literal('/api/docs').describe('the OpenAPI document of this API') }),
  answer: (health: Health, { reply }: { reply: FastifyReply }) => {
    if (health.database !== 'ok') reply.status(503);
    return { ...health, docs: '/api/docs' };
  },
});

export const healthRouter = router({
  check: publicProcedure
    .meta({ rest: [healthRoute('/api/health'), healthRoute('/api')] })
    .output(healthOutput)
    .query(({ ctx }) => checkHealth(ctx.em)),
});
