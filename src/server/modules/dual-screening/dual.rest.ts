import type { FastifyInstance } from 'fastify';
import { citationOutput } from '../../../shared/citation.schema.ts';
import { agreementResponse, conflictsResponse, resolveInput } from '../../../shared/dual.schema.ts';
import { restRoute } from '../../http/rest-route.ts';
import { citationParams, projectParam } from '../projects/project-access.ts';
import { listConflicts, projectAgreement } from './conflicts.service.ts';
import { resolveConflict } from './votes.service.ts';

const tag = 'Dual screening';

export function dualScreeningRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/conflicts',
      summary:
        'Blind dual screening: records two reviewers decided differently and no lead has resolved, first screened first (up to 200; total counts all), each with every decision, note, tags and reason side by side',
      tag,
      auth: 'user',
      role: 'reviewer',
      params: projectParam,
      response: conflictsResponse,
      errors: [400, 403, 404],
    },
    ({ req, actor, params }) => listConflicts(req.em, actor, params),
  );
  restRoute(
    app,
    {
      method: 'PUT',
      url: '/api/projects/:id/conflicts/:citationId',
      summary:
        "Resolve a conflict: {is_relevant: true|false} becomes the record's decision and stays so (409 when the reviewers have not disagreed on it)",
      tag,
      auth: 'user',
      role: 'lead',
      params: citationParams,
      body: resolveInput,
      response: citationOutput,
      errors: [400, 403, 404, 409, 422],
    },
    ({ req, actor, params, body }) =>
      resolveConflict(req.em, actor, params.projectId, params.citationId, body.is_relevant),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/agreement',
      summary:
        "Blind dual screening: records decided per reviewer, pairs, agreement (share and Cohen's kappa), records awaiting a second reviewer, open and resolved conflicts",
      tag,
      auth: 'user',
      role: 'reviewer',
      params: projectParam,
      response: agreementResponse,
      errors: [400, 403, 404],
    },
    ({ req, actor, params }) => projectAgreement(req.em, actor, params),
  );
}
