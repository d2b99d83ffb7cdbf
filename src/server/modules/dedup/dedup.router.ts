import { z } from 'zod';
import {
  dedupRunResult,
  duplicateDetail,
  duplicatesListing,
  type DuplicatesListing,
  possibleDuplicate,
  possiblePage,
  possiblePageInput,
  possiblePageQuery,
  removedPage,
  removedPageInput,
  removedPageQuery,
  removeDuplicatesResponse,
  type RemoveDuplicatesResponse,
  resolveManyInput,
  resolveManyResult,
  resolvePossibleInput,
} from '../../../shared/dedup.schema.ts';
import { DomainError } from '../../errors.ts';
import { jsonWithLongList } from '../../http/json-stream.ts';
import { projectProcedure, router } from '../../trpc/init.ts';
import { listInTurns } from '../../trpc/list-in-turns.ts';
import { parseProjectId, projectParam } from '../projects/project-access.ts';
import { resolvePossible, resolvePossibleMany, restoreDuplicate } from './dedup-decisions.service.ts';
import { listDuplicates, listPossible, listPossiblePage, listRemoved } from './dedup-lists.service.ts';
import { removeDuplicates, removeDuplicatesSummary } from './dedup.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const record = projectId.extend({ recordId: z.number().int().positive() });
const tag = 'Duplicates';
// The answers that hold every removed duplicate or possible pair (~20,000 and ~12,000 at 100,000 citations),
// checked a chunk at a time (listInTurns).
const runWithDetails = removeDuplicatesResponse.extend({ duplicate_details: listInTurns(duplicateDetail) });
const wholeListing = duplicatesListing.extend({
  removed: listInTurns(duplicateDetail),
  possible: listInTurns(possibleDuplicate),
});
const ok = z.object({ message: z.string() });

function recordParams({ id, recordId }: Record<string, string | undefined>) {
  const record = Number(recordId);
  if (!/^\d+$/.test(recordId ?? '') || record < 1) throw new DomainError('BAD_REQUEST', 'Invalid duplicate record ID');
  return { projectId: parseProjectId(id), recordId: record };
}

export const dedupRouter = router({
  run: projectProcedure('lead')
    .input(projectId)
    .output(dedupRunResult)
    .mutation(({ ctx, input }) => removeDuplicatesSummary(ctx.em, ctx.user, input.projectId)),
  /** A run with every removed duplicate's details (REST's answer; the web app pages them with `removed`). */
  remove: projectProcedure('lead')
    .meta({
      rest: {
        method: 'POST',
        url: '/api/projects/:id/remove-duplicates',
        summary: 'Detect duplicates and set them aside (soft; restorable)',
        tag,
        params: projectParam,
        errors: [400, 403, 404],
        answer: (run: RemoveDuplicatesResponse, { reply }) =>
          reply.type('application/json').send(jsonWithLongList(run, 'duplicate_details')),
      },
    })
    .input(projectId)
    .output(runWithDetails)
    .mutation(({ ctx, input }) => removeDuplicates(ctx.em, ctx.user, input.projectId)),
  /** Every removed duplicate and possible pair at once (~20,000 entries at 100,000 citations): removed and possible page them. */
  list: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/duplicates',
        summary: 'Removed duplicates and pairs waiting for a decision',
        tag,
        errors: [400, 403, 404],

        params: projectParam,
        answer: (listing: DuplicatesListing, { reply }) =>
          reply.type('application/json').send(jsonWithLongList(listing, 'removed')),
      },
    })
    .input(projectId)
    .output(wholeListing)
    .query(({ ctx, input }) => listDuplicates(ctx.em, ctx.user, input.projectId)),
  removed: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/duplicates/removed',
        summary:
          'A page of removed duplicates (?cursor= the next_cursor of the page before, &limit= 1–500, default 100; &method=exact|doi|similar|manual; &sort=oldest (default)|similarity_asc|similarity_desc; &search= title, authors or DOI of either citation)',
        tag,
        query: removedPageQuery,
        errors: [400, 403, 404, 422],

        params: projectParam,
      },
    })
    .input(projectId.extend(removedPageInput.shape))
    .output(removedPage)
    .query(({ ctx, input: { projectId, ...page } }) => listRemoved(ctx.em, ctx.user, projectId, page)),
  possible: projectProcedure('reviewer')
    .input(projectId)
    .output(listInTurns(possibleDuplicate))
    .query(({ ctx, input }) => listPossible(ctx.em, ctx.user, input.projectId)),
  /** The possible pairs a page at a time, ordered and searched as asked. */
  possiblePage: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/duplicates/possible',
        summary:
          'A page of the pairs waiting for a decision (?cursor=, &limit= 1–500, default 50; &sort=oldest|similarity_asc|similarity_desc; &search=)',
        tag,
        query: possiblePageQuery,
        errors: [400, 403, 404, 422],

        params: projectParam,
      },
    })
    .input(projectId.extend(possiblePageInput.shape))
    .output(possiblePage)
    .query(({ ctx, input: { projectId, ...page } }) => listPossiblePage(ctx.em, ctx.user, projectId, page)),
  restore: projectProcedure('lead')
    .meta({
      rest: {
        method: 'POST',
        url: '/api/projects/:id/duplicates/:recordId/restore',
        summary: 'Put a removed duplicate back',
        tag,
        response: ok,
        errors: [400, 403, 404],

        params: recordParams,
        answer: () => ({ message: 'Citation restored' }),
      },
    })
    .input(record)
    .mutation(async ({ ctx, input }) => {
      await restoreDuplicate(ctx.em, ctx.user, input.projectId, input.recordId);
      return { ok: true as const };
    }),
  resolve: projectProcedure('lead')
    .meta({
      rest: {
        method: 'POST',
        url: '/api/projects/:id/duplicates/:recordId/resolve',
        summary: 'Decide a possible duplicate: {action: "remove" | "dismiss"}',
        tag,
        body: resolvePossibleInput,
        response: ok,
        errors: [400, 403, 404, 409, 422],

        params: recordParams,
        answer: (_done: unknown, { input }: { input: { action: string } }) => ({
          message: input.action === 'remove' ? 'Duplicate removed' : 'Kept both citations',
        }),
      },
    })
    .input(record.extend(resolvePossibleInput.shape))
    .mutation(async ({ ctx, input }) => {
      await resolvePossible(ctx.em, ctx.user, input.projectId, input.recordId, input.action);
      return { ok: true as const };
    }),
  /** Several possible pairs decided at once, all or none. */
  resolveMany: projectProcedure('lead')
    .meta({
      rest: {
        method: 'POST',
        url: '/api/projects/:id/duplicates/resolve',
        summary:
          'Decide several possible pairs at once, all or none: {record_ids: [...], action: "remove" | "dismiss"}',
        tag,
        body: resolveManyInput,
        errors: [400, 403, 404, 409, 422],

        params: projectParam,
      },
    })
    .input(projectId.extend(resolveManyInput.shape))
    .output(resolveManyResult)
    .mutation(({ ctx, input }) =>
      resolvePossibleMany(ctx.em, ctx.user, input.projectId, input.record_ids, input.action),
    ),
});
