import type { FastifyInstance } from 'fastify';
import { prismaSvg } from '../../../shared/prisma-diagram.ts';
import { prismaNumbers as prismaOutput, prismaQuery } from '../../../shared/prisma.schema.ts';
import { restRoute } from '../../http/rest-route.ts';
import { parseProjectId } from '../projects/project-access.ts';
import { prismaNumbers } from './prisma.service.ts';

export function prismaRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/prisma',
      summary:
        'PRISMA 2020 numbers of the screening (records per file, duplicates removed, screened, excluded, included, not screened with a statement); ?format=svg gives the flow diagram as an SVG file',
      tag: 'Model',
      auth: 'user',
      role: 'reviewer',
      params: ({ id }) => parseProjectId(id),
      query: prismaQuery,
      response: prismaOutput,
      errors: [400, 403, 404, 422],
    },
    async ({ req, reply, actor, params, query }) => {
      const numbers = await prismaNumbers(req.em, actor, params);
      if (query.format === 'json') return numbers;
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="prisma-${params}.svg"`)
        .send(prismaSvg(numbers));
    },
  );
}
