import { z } from 'zod';
import { citationOutput } from '../../../shared/citation.schema.ts';
import { agreementResponse, conflictsResponse, resolveInput } from '../../../shared/dual.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { listConflicts, projectAgreement } from './conflicts.service.ts';
import { resolveConflict } from './votes.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });

export const dualRouter = router({
  conflicts: authedProcedure
    .input(projectId)
    .output(conflictsResponse)
    .query(({ ctx, input }) => listConflicts(ctx.em, ctx.user, input.projectId)),
  resolve: authedProcedure
    .input(projectId.extend({ citationId: z.number().int().positive() }).extend(resolveInput.shape))
    .output(citationOutput)
    .mutation(({ ctx, input }) =>
      resolveConflict(ctx.em, ctx.user, input.projectId, input.citationId, input.is_relevant),
    ),
  agreement: authedProcedure
    .input(projectId)
    .output(agreementResponse)
    .query(({ ctx, input }) => projectAgreement(ctx.em, ctx.user, input.projectId)),
});
