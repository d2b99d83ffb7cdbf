import { z } from 'zod';
import { duplicatesListing, removeDuplicatesResponse, resolvePossibleInput } from '../../../shared/dedup.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { listDuplicates, removeDuplicates, resolvePossible, restoreDuplicate } from './dedup.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const record = projectId.extend({ recordId: z.number().int().positive() });

export const dedupRouter = router({
  run: authedProcedure.input(projectId).output(removeDuplicatesResponse).mutation(({ ctx, input }) => removeDuplicates(ctx.em, ctx.user, input.projectId)),
  list: authedProcedure.input(projectId).output(duplicatesListing).query(({ ctx, input }) => listDuplicates(ctx.em, ctx.user, input.projectId)),
  restore: authedProcedure.input(record).mutation(async ({ ctx, input }) => {
    await restoreDuplicate(ctx.em, ctx.user, input.projectId, input.recordId);
    return { ok: true as const };
  }),
  resolve: authedProcedure.input(record.extend(resolvePossibleInput.shape)).mutation(async ({ ctx, input }) => {
    await resolvePossible(ctx.em, ctx.user, input.projectId, input.recordId, input.action);
    return { ok: true as const };
  }),
});
