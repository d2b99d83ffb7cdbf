import type { FastifyInstance } from 'fastify';
import {
  iterationsResponse,
  predictInput,
  predictResponse,
  resultsSummary,
  trainResponse,
} from '../../../shared/training.schema.ts';
import { restRoute } from '../../http/rest-route.ts';
import { parseProjectId } from '../projects/project-access.ts';
import { iterations, predict } from './prediction.service.ts';
import { resultsSummary as summarize } from './results-summary.service.ts';
import { trainProject } from './training.service.ts';

const tag = 'Model';
const projectId = (params: unknown) => parseProjectId((params as { id?: string }).id);

export function trainingRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/train',
      summary: 'Train on all labels, score every citation, move to the next iteration',
      tag,
      auth: 'user',
      role: 'lead',
      response: trainResponse,
      errors: [400, 403, 404, 409],
    },
    ({ req, actor }) => trainProject(req.em, actor, projectId(req.params), req.server.appConfig.trainingClaimLeaseMs),
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/predict',
      summary: 'Score {citations:[{title, abstract}]} with the project model (409 before the first training)',
      tag,
      auth: 'user',
      role: 'lead',
      body: predictInput,
      response: predictResponse,
      errors: [400, 403, 404, 409, 422],
    },
    ({ req, actor, body }) => predict(req.em, actor, projectId(req.params), body.citations),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/iterations',
      summary: 'Training history',
      tag,
      auth: 'user',
      role: 'reviewer',
      response: iterationsResponse,
      errors: [400, 403, 404],
    },
    ({ req, actor }) => iterations(req.em, actor, projectId(req.params)),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/results-summary',
      summary: 'Labels per iteration, score histogram and an estimate of relevant citations still unlabelled',
      tag,
      auth: 'user',
      role: 'reviewer',
      response: resultsSummary,
      errors: [400, 403, 404],
    },
    ({ req, actor }) => summarize(req.em, actor, projectId(req.params)),
  );
}
