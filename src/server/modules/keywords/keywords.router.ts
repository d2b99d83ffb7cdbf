import { z } from 'zod';
import { keywordMatchCount, keywordsInput, keywordsResponse } from '../../../shared/keyword.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { getKeywords, previewKeywords, saveKeywords } from './keywords.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });

export const keywordsRouter = router({
  get: authedProcedure
    .input(projectId)
    .output(keywordsResponse)
    .query(({ ctx, input }) => getKeywords(ctx.em, ctx.user, input.projectId)),
  save: authedProcedure
    .input(projectId.extend(keywordsInput.shape))
    .output(keywordsResponse.shape.selected_keywords)
    .mutation(({ ctx, input }) => saveKeywords(ctx.em, ctx.user, input.projectId, input)),
  preview: authedProcedure
    .input(projectId.extend(keywordsInput.shape))
    .output(keywordMatchCount)
    .query(({ ctx, input }) => previewKeywords(ctx.em, ctx.user, input.projectId, input)),
});
