import { z } from 'zod';
import { prismaNumbers as prismaOutput } from '../../../shared/prisma.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { prismaNumbers } from './prisma.service.ts';

export const prismaRouter = router({
  get: authedProcedure
    .input(z.object({ projectId: z.number().int().positive() }))
    .output(prismaOutput)
    .query(({ ctx, input }) => prismaNumbers(ctx.em, ctx.user, input.projectId)),
});
