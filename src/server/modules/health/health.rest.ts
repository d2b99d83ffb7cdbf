import type { FastifyInstance } from 'fastify';
import { healthOutput } from '../../../shared/health.schema.ts';
import { restRoute } from '../../http/rest-route.ts';
import { checkHealth } from './health.service.ts';

export function healthRoutes(app: FastifyInstance): void {
  for (const url of ['/api/health', '/api']) {
    restRoute(
      app,
      {
        method: 'GET',
        url,
        summary: 'Service and database status (503 when the database is unreachable)',
        tag: 'Health',
        auth: 'public',
        response: healthOutput,
        errors: [503],
      },
      async ({ req, reply }) => {
        const health = await checkHealth(req.em);
        if (health.database !== 'ok') reply.status(503);
        return health;
      },
    );
  }
}
