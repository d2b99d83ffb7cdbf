import { z } from 'zod';
import { citationOutput } from '../../../shared/citation.schema.ts';
import { agreementResponse, conflictsQuery, conflictsResponse, resolveInput } from '../../../shared/dual.schema.ts';
import { projectProcedure, router } from '../../trpc/init.ts';
import { citationParams, projectParam } from '../projects/project-access.ts';
import { listConflicts, projectAgreement } from './conflicts.service.ts';
import { resolveConflict } from './votes.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const tag = 'Dual screening';

export const dualRouter = router({
  conflicts: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/conflicts',
        summary:
          'Blind dual screening: records two reviewers decided differently and no lead has resolved (whatever the screeners per record now), first screened first (up to 200; total counts all), each with every decision, note, tags and reason side by side, and screened_by_you: the caller decided it too, so their resolution would not be independent. ?state=resolved lists those a lead resolved instead, last resolved first, each with its resolution (decision, when, who, their role, whether they screened it)',
        tag,
        params: projectParam,
        query: conflictsQuery,
        badQuery: 400,
        errors: [400, 403, 404],
      },
    })
    .input(projectId.extend(conflictsQuery.shape))
    .output(conflictsResponse)
    .query(({ ctx, input }) => listConflicts(ctx.em, ctx.user, input.projectId, input.state)),
  resolve: projectProcedure('lead')
    .meta({
      rest: {
        method: 'PUT',
        url: '/api/projects/:id/conflicts/:citationId',
        summary:
          "Resolve a conflict: {is_relevant: true|false} becomes the record's decision and stays so (409 when the reviewers have not disagreed on it). A lead who screened the record may resolve it; the decision history records the resolver's role and that they were one of its screeners",
        tag,
        params: citationParams,
        body: resolveInput,
        errors: [400, 403, 404, 409, 422],
      },
    })
    .input(projectId.extend({ citationId: z.number().int().positive() }).extend(resolveInput.shape))
    .output(citationOutput)
    .mutation(({ ctx, input }) =>
      resolveConflict(ctx.em, ctx.user, input.projectId, input.citationId, input.is_relevant),
    ),
  agreement: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/agreement',
        summary:
          "Blind dual screening: records decided per reviewer, pairs, agreement (share and Cohen's kappa), records awaiting a second reviewer, open and resolved conflicts. The pairs, the agreement and the kappa read each pair's blind decisions, those its two reviewers had when the second of them decided, before either saw the other's; a decision changed after that (an undo and a new decision included) is allowed and counted apart: changed_after_shown (pairs, and per reviewer), settled_by_change (conflicts it settled without a lead). An undo before the pair is complete is a plain correction",
        tag,
        params: projectParam,
        errors: [400, 403, 404],
      },
    })
    .input(projectId)
    .output(agreementResponse)
    .query(({ ctx, input }) => projectAgreement(ctx.em, ctx.user, input.projectId)),
});
