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
import { projectProcedure, router } from '../../trpc/init.ts';
import { citationParams, projectParam } from '../projects/project-access.ts';
import { exclusionReasons, saveExclusionReasons } from './exclusion-reasons.service.ts';
import { citationReviews, projectTags, saveReview, setMaybe } from './reviews.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const citation = projectId.extend({ citationId: z.number().int().positive() });
const tag = 'Notes and reasons';

export const reviewsRouter = router({
  reasons: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/exclusion-reasons',
        summary: "The project's exclusion reasons, in order (the defaults until a lead edits them)",
        tag,
        params: projectParam,
        errors: [400, 403, 404],
      },
    })
    .input(projectId)
    .output(exclusionReasonsResponse)
    .query(({ ctx, input }) => exclusionReasons(ctx.em, ctx.user, input.projectId)),
  saveReasons: projectProcedure('lead')
    .meta({
      rest: {
        method: 'PUT',
        url: '/api/projects/:id/exclusion-reasons',
        summary:
          'Replace the exclusion reasons: {reasons: [...]} (1–30, each 1–80 characters, no two alike); records keep the reasons they were given',
        tag,
        params: projectParam,
        body: exclusionReasonsInput,
        errors: [400, 403, 404, 422],
      },
    })
    .input(projectId.extend(exclusionReasonsInput.shape))
    .output(exclusionReasonsResponse)
    .mutation(({ ctx, input }) => saveExclusionReasons(ctx.em, ctx.user, input.projectId, input.reasons)),
  tags: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/tags',
        summary: 'The tags reviewers gave in the project, each with how many records carry it',
        tag,
        params: projectParam,
        errors: [400, 403, 404],
      },
    })
    .input(projectId)
    .output(tagsResponse)
    .query(({ ctx, input }) => projectTags(ctx.em, ctx.user, input.projectId)),
  list: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/citations/:citationId/reviews',
        summary: "Every member's note, tags, exclusion reason and Maybe on a record, the caller's first",
        tag,
        params: citationParams,
        errors: [400, 403, 404],
      },
    })
    .input(citation)
    .output(reviewsResponse)
    .query(({ ctx, input }) => citationReviews(ctx.em, ctx.user, input.projectId, input.citationId)),
  save: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'PUT',
        url: '/api/projects/:id/citations/:citationId/review',
        summary:
          "The caller's own note (≤ 2,000 characters), tags (≤ 20 of ≤ 40 characters) and/or exclusion_reason (from the project's list; the record must be irrelevant, else 409) on a record; fields left out are kept, null clears",
        tag,
        params: citationParams,
        body: reviewInput,
        errors: [400, 403, 404, 409, 422],
      },
    })
    .input(citation.extend(reviewInput.shape))
    .output(reviewOutput)
    .mutation(({ ctx, input: { projectId: id, citationId, ...fields } }) =>
      saveReview(ctx.em, ctx.user, id, citationId, fields),
    ),
  setMaybe: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'PUT',
        url: '/api/projects/:id/citations/:citationId/maybe',
        summary:
          'Continuous screening: {maybe: true} sets the record aside (a decision it had is cleared), out of /next, training and the stopping test until decided; {maybe: false} takes the caller’s Maybe back. 409 in an iteration project',
        tag,
        params: citationParams,
        body: maybeInput,
        errors: [400, 403, 404, 409, 422],
      },
    })
    .input(citation.extend(maybeInput.shape))
    .output(reviewOutput)
    .mutation(({ ctx, input }) => setMaybe(ctx.em, ctx.user, input.projectId, input.citationId, input.maybe)),
});
