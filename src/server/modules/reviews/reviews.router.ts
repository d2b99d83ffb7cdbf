import { z } from 'zod';
import {
  exclusionReasonsInput,
  exclusionReasonsResponse,
  maybeInput,
  reviewInput,
  reviewOutput,
  reviewsResponse,
  tagsResponse,
} from '../../../shared/review.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { exclusionReasons, saveExclusionReasons } from './exclusion-reasons.service.ts';
import { citationReviews, projectTags, saveReview, setMaybe } from './reviews.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const citation = projectId.extend({ citationId: z.number().int().positive() });

export const reviewsRouter = router({
  reasons: authedProcedure
    .input(projectId)
    .output(exclusionReasonsResponse)
    .query(({ ctx, input }) => exclusionReasons(ctx.em, ctx.user, input.projectId)),
  saveReasons: authedProcedure
    .input(projectId.extend(exclusionReasonsInput.shape))
    .output(exclusionReasonsResponse)
    .mutation(({ ctx, input }) => saveExclusionReasons(ctx.em, ctx.user, input.projectId, input.reasons)),
  tags: authedProcedure
    .input(projectId)
    .output(tagsResponse)
    .query(({ ctx, input }) => projectTags(ctx.em, ctx.user, input.projectId)),
  list: authedProcedure
    .input(citation)
    .output(reviewsResponse)
    .query(({ ctx, input }) => citationReviews(ctx.em, ctx.user, input.projectId, input.citationId)),
  save: authedProcedure
    .input(citation.extend(reviewInput.shape))
    .output(reviewOutput)
    .mutation(({ ctx, input: { projectId: id, citationId, ...fields } }) =>
      saveReview(ctx.em, ctx.user, id, citationId, fields),
    ),
  setMaybe: authedProcedure
    .input(citation.extend(maybeInput.shape))
    .output(reviewOutput)
    .mutation(({ ctx, input }) => setMaybe(ctx.em, ctx.user, input.projectId, input.citationId, input.maybe)),
});
