import type { FastifyInstance } from 'fastify';
import {
  exclusionReasonsInput,
  exclusionReasonsResponse,
  maybeInput,
  reviewInput,
  reviewOutput,
  reviewsResponse,
  tagsResponse,
} from '../../../shared/review.schema.ts';
import { restRoute } from '../../http/rest-route.ts';
import { citationParams, projectParam } from '../projects/project-access.ts';
import { exclusionReasons, saveExclusionReasons } from './exclusion-reasons.service.ts';
import { citationReviews, projectTags, saveReview, setMaybe } from './reviews.service.ts';

const tag = 'Notes and reasons';

export function reviewRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/exclusion-reasons',
      summary: "The project's exclusion reasons, in order (the defaults until a lead edits them)",
      tag,
      auth: 'user',
      role: 'reviewer',
      params: projectParam,
      response: exclusionReasonsResponse,
      errors: [400, 403, 404],
    },
    ({ req, actor, params }) => exclusionReasons(req.em, actor, params),
  );
  restRoute(
    app,
    {
      method: 'PUT',
      url: '/api/projects/:id/exclusion-reasons',
      summary:
        'Replace the exclusion reasons: {reasons: [...]} (1–30, each 1–80 characters, no two alike); records keep the reasons they were given',
      tag,
      auth: 'user',
      role: 'lead',
      params: projectParam,
      body: exclusionReasonsInput,
      response: exclusionReasonsResponse,
      errors: [400, 403, 404, 422],
    },
    ({ req, actor, params, body }) => saveExclusionReasons(req.em, actor, params, body.reasons),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/tags',
      summary: 'The tags reviewers gave in the project, each with how many records carry it',
      tag,
      auth: 'user',
      role: 'reviewer',
      params: projectParam,
      response: tagsResponse,
      errors: [400, 403, 404],
    },
    ({ req, actor, params }) => projectTags(req.em, actor, params),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/citations/:citationId/reviews',
      summary: "Every member's note, tags, exclusion reason and Maybe on a record, the caller's first",
      tag,
      auth: 'user',
      role: 'reviewer',
      params: citationParams,
      response: reviewsResponse,
      errors: [400, 403, 404],
    },
    ({ req, actor, params }) => citationReviews(req.em, actor, params.projectId, params.citationId),
  );
  restRoute(
    app,
    {
      method: 'PUT',
      url: '/api/projects/:id/citations/:citationId/review',
      summary:
        "The caller's own note (≤ 2,000 characters), tags (≤ 20 of ≤ 40 characters) and/or exclusion_reason (from the project's list; the record must be irrelevant, else 409) on a record; fields left out are kept, null clears",
      tag,
      auth: 'user',
      role: 'reviewer',
      params: citationParams,
      body: reviewInput,
      response: reviewOutput,
      errors: [400, 403, 404, 409, 422],
    },
    ({ req, actor, params, body }) => saveReview(req.em, actor, params.projectId, params.citationId, body),
  );
  restRoute(
    app,
    {
      method: 'PUT',
      url: '/api/projects/:id/citations/:citationId/maybe',
      summary:
        'Continuous screening: {maybe: true} sets the record aside (a decision it had is cleared), out of /next, training and the stopping test until decided; {maybe: false} takes the caller’s Maybe back. 409 in an iteration project',
      tag,
      auth: 'user',
      role: 'reviewer',
      params: citationParams,
      body: maybeInput,
      response: reviewOutput,
      errors: [400, 403, 404, 409, 422],
    },
    ({ req, actor, params, body }) => setMaybe(req.em, actor, params.projectId, params.citationId, body.maybe),
  );
}
