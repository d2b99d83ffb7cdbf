import { z } from 'zod';
import {
  dedupRunResult,
  duplicatesListing,
  possibleDuplicate,
  possiblePage,
  possiblePageInput,
  removedPage,
  removedPageInput,
  resolveManyInput,
  resolveManyResult,
  resolvePossibleInput,
} from '../../../shared/dedup.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { resolvePossible, resolvePossibleMany, restoreDuplicate } from './dedup-decisions.service.ts';
import { listDuplicates, listPossible, listPossiblePage, listRemoved } from './dedup-lists.service.ts';
import { removeDuplicatesSummary } from './dedup.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const record = projectId.extend({ recordId: z.number().int().positive() });

export const dedupRouter = router({
  run: authedProcedure
    .input(projectId)
    .output(dedupRunResult)
    .mutation(({ ctx, input }) => removeDuplicatesSummary(ctx.em, ctx.user, input.projectId)),
  /** Every removed duplicate and possible pair at once (~20,000 entries at 100,000 citations): removed and possible page them. */
  list: authedProcedure
    .input(projectId)
    .output(duplicatesListing)
    .query(({ ctx, input }) => listDuplicates(ctx.em, ctx.user, input.projectId)),
  removed: authedProcedure
    .input(projectId.extend(removedPageInput.shape))
    .output(removedPage)
    .query(({ ctx, input: { projectId, ...page } }) => listRemoved(ctx.em, ctx.user, projectId, page)),
  possible: authedProcedure
    .input(projectId)
    .output(z.array(possibleDuplicate))
    .query(({ ctx, input }) => listPossible(ctx.em, ctx.user, input.projectId)),
  /** The possible pairs a page at a time, ordered and searched as asked. */
  possiblePage: authedProcedure
    .input(projectId.extend(possiblePageInput.shape))
    .output(possiblePage)
    .query(({ ctx, input: { projectId, ...page } }) => listPossiblePage(ctx.em, ctx.user, projectId, page)),
  restore: authedProcedure.input(record).mutation(async ({ ctx, input }) => {
    await restoreDuplicate(ctx.em, ctx.user, input.projectId, input.recordId);
    return { ok: true as const };
  }),
  resolve: authedProcedure.input(record.extend(resolvePossibleInput.shape)).mutation(async ({ ctx, input }) => {
    await resolvePossible(ctx.em, ctx.user, input.projectId, input.recordId, input.action);
    return { ok: true as const };
  }),
  /** Several possible pairs decided at once, all or none. */
  resolveMany: authedProcedure
    .input(projectId.extend(resolveManyInput.shape))
    .output(resolveManyResult)
    .mutation(({ ctx, input }) =>
      resolvePossibleMany(ctx.em, ctx.user, input.projectId, input.record_ids, input.action),
    ),
});
