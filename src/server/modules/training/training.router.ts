import { z } from 'zod';
import {
  iterationsResponse,
  predictInput,
  predictResponse,
  resultsSummary,
  trainResponse,
} from '../../../shared/training.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { iterations, predict } from './prediction.service.ts';
import { resultsSummary as summarize } from './results-summary.service.ts';
import { trainProject } from './training.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });

export const trainingRouter = router({
  train: authedProcedure
    .input(projectId)
    .output(trainResponse)
    .mutation(({ ctx, input }) => trainProject(ctx.em, ctx.user, input.projectId, ctx.config.trainingClaimLeaseMs)),
  predict: authedProcedure
    .input(projectId.extend(predictInput.shape))
    .output(predictResponse)
    .mutation(({ ctx, input }) => predict(ctx.em, ctx.user, input.projectId, input.citations)),
  summary: authedProcedure
    .input(projectId)
    .output(resultsSummary)
    .query(({ ctx, input }) => summarize(ctx.em, ctx.user, input.projectId)),
  iterations: authedProcedure
    .input(projectId)
    .output(iterationsResponse)
    .query(({ ctx, input }) => iterations(ctx.em, ctx.user, input.projectId)),
});
