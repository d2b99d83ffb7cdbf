import { z } from 'zod';
import { projectOutput } from '../../../shared/project.schema.ts';
import {
  decisionsQuery,
  decisionsResponse,
  nextInput,
  nextResponse,
  stoppingQuery,
  stoppingResponse,
} from '../../../shared/screening.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { decisionHistory } from './decision-history.ts';
import { finishScreening } from './finish.service.ts';
import { nextCitation } from './next-citation.service.ts';
import { stopping } from './stopping.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });

export const screeningRouter = router({
  next: authedProcedure
    .input(projectId.extend(nextInput.shape))
    .output(nextResponse)
    .query(({ ctx, input }) => nextCitation(ctx.em, ctx.user, input.projectId, input.skip)),
  stopping: authedProcedure
    .input(projectId.extend(stoppingQuery.shape))
    .output(stoppingResponse)
    .query(({ ctx, input: { projectId: id, ...options } }) => stopping(ctx.em, ctx.user, id, options)),
  finish: authedProcedure
    .input(projectId.extend(stoppingQuery.shape))
    .output(projectOutput)
    .mutation(({ ctx, input: { projectId: id, ...options } }) => finishScreening(ctx.em, ctx.user, id, options)),
  decisions: authedProcedure
    .input(projectId.extend(decisionsQuery.shape))
    .output(decisionsResponse)
    .query(({ ctx, input }) => decisionHistory(ctx.em, ctx.user, input.projectId, input.page, input.page_size)),
});
