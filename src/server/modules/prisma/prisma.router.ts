import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { prismaSvg } from '../../../shared/prisma-diagram.ts';
import { prismaNumbers as prismaOutput, prismaQuery, type PrismaNumbers } from '../../../shared/prisma.schema.ts';
import { projectProcedure, router } from '../../trpc/init.ts';
import { projectParam } from '../projects/project-access.ts';
import { prismaNumbers } from './prisma.service.ts';

type PrismaAsked = z.infer<typeof prismaQuery> & { projectId: number };

export const prismaRouter = router({
  get: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/prisma',
        summary:
          'PRISMA 2020 numbers of the screening (records per file, duplicates removed, screened, excluded, included, not screened with a statement); ?format=svg gives the flow diagram as an SVG file',
        tag: 'Model',
        params: projectParam,
        query: prismaQuery,
        errors: [400, 403, 404, 422],
        answer: (numbers: PrismaNumbers, { reply, input }: { reply: FastifyReply; input: PrismaAsked }) =>
          input.format === 'json'
            ? numbers
            : reply
                .header('content-type', 'image/svg+xml; charset=utf-8')
                .header('content-disposition', `attachment; filename="prisma-${input.projectId}.svg"`)
                .send(prismaSvg(numbers)),
      },
    })
    .input(z.object({ projectId: z.number().int().positive() }))
    .output(prismaOutput)
    .query(({ ctx, input }) => prismaNumbers(ctx.em, ctx.user, input.projectId)),
});
