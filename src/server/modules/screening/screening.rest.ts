import type { FastifyInstance } from 'fastify';
import { projectOutput } from '../../../shared/project.schema.ts';
import {
  decisionsQuery,
  decisionsResponse,
  nextQuery,
  nextResponse,
  stoppingQuery,
  stoppingResponse,
} from '../../../shared/screening.schema.ts';
import { restRoute } from '../../http/rest-route.ts';
import { parseProjectId } from '../projects/project-access.ts';
import { decisionHistory } from './decision-history.ts';
import { finishScreening } from './finish.service.ts';
import { nextCitation } from './next-citation.service.ts';
import { stopping } from './stopping.service.ts';

const tag = 'Screening';
const params = ({ id }: Record<string, string | undefined>) => parseProjectId(id);

export function screeningRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/next',
      summary:
        "The unlabelled citation the latest model ranks highest (keyword order before any model), with the model's age and the progress; ?skip=12,15 passes over citations",
      tag,
      auth: 'user',
      role: 'reviewer',
      query: nextQuery,
      badQuery: 400,
      response: nextResponse,
      errors: [400, 403, 404],
      params,
    },
    ({ req, actor, query, params: projectId }) => nextCitation(req.em, actor, projectId, query.skip),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/stopping',
      summary:
        'Records screened, relevant found, irrelevant in a row and the hypergeometric stopping test (Callaghan & Müller-Hansen 2020) at ?target_recall= (0–1, default 0.95) and ?confidence= (0–1, default 0.95), in plain words',
      tag,
      auth: 'user',
      role: 'reviewer',
      query: stoppingQuery,
      badQuery: 400,
      response: stoppingResponse,
      errors: [400, 403, 404],
      params,
    },
    ({ req, actor, query, params: projectId }) => stopping(req.em, actor, projectId, query),
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/finish',
      summary:
        'Finish screening: records the time, the decisions and the stopping test at {target_recall, confidence} (defaults 0.95) for the export',
      tag,
      auth: 'user',
      role: 'lead',
      body: stoppingQuery,
      response: projectOutput,
      errors: [400, 403, 404, 422],
      params,
    },
    ({ req, actor, body, params: projectId }) => finishScreening(req.em, actor, projectId, body),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/decisions',
      summary: 'Every change of a label (who, when, from, to), newest first; ?page=&page_size= (at most 500)',
      tag,
      auth: 'user',
      role: 'lead',
      query: decisionsQuery,
      badQuery: 400,
      response: decisionsResponse,
      errors: [400, 403, 404],
      params,
    },
    ({ req, actor, query, params: projectId }) =>
      decisionHistory(req.em, actor, projectId, query.page, query.page_size),
  );
}
