import { z } from 'zod';
import { keywordMatchCount, keywordsInput, keywordsResponse } from '../../../shared/keyword.schema.ts';
import { projectProcedure, router } from '../../trpc/init.ts';
import { projectParam } from '../projects/project-access.ts';
import { getKeywords, previewKeywords, saveKeywords } from './keywords.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const tag = 'Keywords';

export const keywordsRouter = router({
  get: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/keywords',
        summary: 'Suggested keywords and the include / exclude lists',
        tag,
        errors: [400, 403, 404],

        params: projectParam,
      },
    })
    .input(projectId)
    .output(keywordsResponse)
    .query(({ ctx, input }) => getKeywords(ctx.em, ctx.user, input.projectId)),
  save: projectProcedure('lead')
    .meta({
      rest: {
        method: 'PUT',
        url: '/api/projects/:id/keywords',
        summary: 'Replace the include list (words) and exclude list (words or {word, frequency})',
        tag,
        body: keywordsInput,
        errors: [400, 403, 404, 409, 422],

        params: projectParam,
      },
    })
    .input(projectId.extend(keywordsInput.shape))
    .output(keywordsResponse.shape.selected_keywords)
    .mutation(({ ctx, input }) => saveKeywords(ctx.em, ctx.user, input.projectId, input)),
  preview: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'POST',
        url: '/api/projects/:id/keywords/preview',
        summary: 'How many citations the labeling list would show with these lists ({matching, total}); stores nothing',
        tag,
        body: keywordsInput,
        errors: [400, 403, 404, 409, 422],

        params: projectParam,
      },
    })
    .input(projectId.extend(keywordsInput.shape))
    .output(keywordMatchCount)
    .query(({ ctx, input }) => previewKeywords(ctx.em, ctx.user, input.projectId, input)),
});
