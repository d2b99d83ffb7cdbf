import { z } from 'zod';
import {
  iterationsResponse,
  predictInput,
  predictResponse,
  resultsSummary,
  trainResponse,
} from '../../../shared/training.schema.ts';
import { projectProcedure, router } from '../../trpc/init.ts';
import { projectParam } from '../projects/project-access.ts';
import { iterations, predict } from './prediction.service.ts';
import { resultsSummary as summarize } from './results-summary.service.ts';
import { trainProject } from './training.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const tag = 'Model';

export const trainingRouter = router({
  train: projectProcedure('lead')
    .meta({
      rest: {
        method: 'POST',
        url: '/api/projects/:id/train',
        summary:
          'Train on all labels, score every citation, move to the next iteration (400: label counts outside 5 to 10 a class; 409: a training already running, or all 10 trainings done)',
        tag,
        errors: [400, 403, 404, 409],

        params: projectParam,
      },
    })
    .input(projectId)
    .output(trainResponse)
    .mutation(({ ctx, input }) => trainProject(ctx.em, ctx.user, input.projectId, ctx.config.trainingClaimLeaseMs)),
  predict: projectProcedure('lead')
    .meta({
      rest: {
        method: 'POST',
        url: '/api/projects/:id/predict',
        summary: 'Score {citations:[{title, abstract}]} with the project model (409 before the first training)',
        tag,
        body: predictInput,
        errors: [400, 403, 404, 409, 422],

        params: projectParam,
      },
    })
    .input(projectId.extend(predictInput.shape))
    .output(predictResponse)
    .mutation(({ ctx, input }) => predict(ctx.em, ctx.user, input.projectId, input.citations)),
  summary: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/results-summary',
        summary: 'Labels per iteration, score histogram and an estimate of relevant citations still unlabeled',
        tag,
        errors: [400, 403, 404],

        params: projectParam,
      },
    })
    .input(projectId)
    .output(resultsSummary)
    .query(({ ctx, input }) => summarize(ctx.em, ctx.user, input.projectId)),
  iterations: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/iterations',
        summary: 'Training history',
        tag,
        errors: [400, 403, 404],

        params: projectParam,
      },
    })
    .input(projectId)
    .output(iterationsResponse)
    .query(({ ctx, input }) => iterations(ctx.em, ctx.user, input.projectId)),
});
