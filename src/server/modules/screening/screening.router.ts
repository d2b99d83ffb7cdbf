import { z } from 'zod';
import { projectOutput } from '../../../shared/project.schema.ts';
import {
  decisionsQuery,
  decisionsResponse,
  nextInput,
  nextQuery,
  nextResponse,
  stoppingQuery,
  stoppingResponse,
} from '../../../shared/screening.schema.ts';
import { projectProcedure, router } from '../../trpc/init.ts';
import { projectParam } from '../projects/project-access.ts';
import { decisionHistory } from './decision-history.ts';
import { finishScreening } from './finish.service.ts';
import { nextCitation } from './next-citation.service.ts';
import { stopping } from './stopping.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const tag = 'Screening';

export const screeningRouter = router({
  next: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/next',
        summary:
          "The unlabeled citation the latest model ranks highest (before any model: keyword order, or import order without include keywords) that no other member is reading (a record served to a member is theirs for 10 minutes; once every record left is, one of them), with the model's age and the progress; ?skip=12,15 passes over citations",
        tag,
        query: nextQuery,
        badQuery: 400,
        errors: [400, 403, 404],
        params: projectParam,
      },
    })
    .input(projectId.extend(nextInput.shape))
    .output(nextResponse)
    .query(({ ctx, input }) => nextCitation(ctx.em, ctx.user, input.projectId, input.skip)),
  stopping: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/stopping',
        summary:
          'Records screened, relevant found, irrelevant in a row and the hypergeometric stopping test (Callaghan & Müller-Hansen 2020) at ?target_recall= (0–1, default 0.95) and ?confidence= (0–1, default 0.95), in plain words',
        tag,
        query: stoppingQuery,
        badQuery: 400,
        errors: [400, 403, 404],
        params: projectParam,
      },
    })
    .input(projectId.extend(stoppingQuery.shape))
    .output(stoppingResponse)
    .query(({ ctx, input: { projectId: id, ...options } }) => stopping(ctx.em, ctx.user, id, options)),
  finish: projectProcedure('lead')
    .meta({
      rest: {
        method: 'POST',
        url: '/api/projects/:id/finish',
        summary:
          'Finish screening: records the time, the decisions and the stopping test at {target_recall, confidence} (defaults 0.95) for the export; 409 while no record is screened',
        tag,
        body: stoppingQuery,
        errors: [400, 403, 404, 409, 422],
        params: projectParam,
      },
    })
    .input(projectId.extend(stoppingQuery.shape))
    .output(projectOutput)
    .mutation(({ ctx, input: { projectId: id, ...options } }) => finishScreening(ctx.em, ctx.user, id, options)),
  decisions: projectProcedure('lead')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/decisions',
        summary: 'Every change of a label (who, when, from, to), newest first; ?page=&page_size= (at most 500)',
        tag,
        query: decisionsQuery,
        badQuery: 400,
        errors: [400, 403, 404],
        params: projectParam,
      },
    })
    .input(projectId.extend(decisionsQuery.shape))
    .output(decisionsResponse)
    .query(({ ctx, input }) => decisionHistory(ctx.em, ctx.user, input.projectId, input.page, input.page_size)),
});
