import type { FastifyInstance } from 'fastify';
import { keywordMatchCount, keywordsInput, keywordsResponse } from '../../../shared/keyword.schema.ts';
import { restRoute } from '../../http/rest-route.ts';
import { parseProjectId } from '../projects/project-access.ts';
import { getKeywords, previewKeywords, saveKeywords } from './keywords.service.ts';

const tag = 'Keywords';
const projectId = (params: unknown) => parseProjectId((params as { id?: string }).id);

export function keywordRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/keywords',
      summary: 'Suggested keywords and the include / exclude lists',
      tag,
      auth: 'user',
      role: 'reviewer',
      response: keywordsResponse,
      errors: [400, 403, 404],
    },
    ({ req, actor }) => getKeywords(req.em, actor, projectId(req.params)),
  );
  restRoute(
    app,
    {
      method: 'PUT',
      url: '/api/projects/:id/keywords',
      summary: 'Replace the include list (words) and exclude list (words or {word, frequency})',
      tag,
      auth: 'user',
      role: 'lead',
      body: keywordsInput,
      response: keywordsResponse.shape.selected_keywords,
      errors: [400, 403, 404, 409, 422],
    },
    ({ req, actor, body }) => saveKeywords(req.em, actor, projectId(req.params), body),
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/keywords/preview',
      summary: 'How many citations the labelling list would show with these lists ({matching, total}); stores nothing',
      tag,
      auth: 'user',
      role: 'reviewer',
      body: keywordsInput,
      response: keywordMatchCount,
      errors: [400, 403, 404, 409, 422],
    },
    ({ req, actor, body }) => previewKeywords(req.em, actor, projectId(req.params), body),
  );
}
