import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  duplicatesListing,
  possiblePage,
  possiblePageQuery,
  removedPage,
  removedPageQuery,
  removeDuplicatesResponse,
  resolveManyInput,
  resolveManyResult,
  resolvePossibleInput,
} from '../../../shared/dedup.schema.ts';
import { DomainError } from '../../errors.ts';
import { jsonWithLongList } from '../../http/json-stream.ts';
import { restRoute } from '../../http/rest-route.ts';
import { parseProjectId } from '../projects/project-access.ts';
import { resolvePossible, resolvePossibleMany, restoreDuplicate } from './dedup-decisions.service.ts';
import { listDuplicates, listPossiblePage, listRemoved } from './dedup-lists.service.ts';
import { removeDuplicates } from './dedup.service.ts';

const tag = 'Duplicates';
const ok = z.object({ message: z.string() });

function params(raw: unknown) {
  const { id, recordId } = raw as { id?: string; recordId?: string };
  const record = Number(recordId);
  if (recordId !== undefined && (!/^\d+$/.test(recordId) || record < 1))
    throw new DomainError('BAD_REQUEST', 'Invalid duplicate record ID');
  return { projectId: parseProjectId(id), recordId: record };
}

export function dedupRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/remove-duplicates',
      summary: 'Detect duplicates and set them aside (soft; restorable)',
      tag,
      auth: 'user',
      role: 'lead',
      response: removeDuplicatesResponse,
      errors: [400, 403, 404],
    },
    async ({ req, reply, actor }) =>
      reply
        .type('application/json')
        .send(
          jsonWithLongList(await removeDuplicates(req.em, actor, params(req.params).projectId), 'duplicate_details'),
        ),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/duplicates',
      summary: 'Removed duplicates and pairs waiting for a decision',
      tag,
      auth: 'user',
      role: 'reviewer',
      response: duplicatesListing,
      errors: [400, 403, 404],
    },
    async ({ req, reply, actor }) =>
      reply
        .type('application/json')
        .send(jsonWithLongList(await listDuplicates(req.em, actor, params(req.params).projectId), 'removed')),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/duplicates/removed',
      summary:
        'A page of removed duplicates (?cursor= the next_cursor of the page before, &limit= 1–500, default 100; &method=exact|doi|similar|manual; &sort=oldest (default)|similarity_asc|similarity_desc; &search= title, authors or DOI of either citation)',
      tag,
      auth: 'user',
      role: 'reviewer',
      query: removedPageQuery,
      response: removedPage,
      errors: [400, 403, 404, 422],
    },
    ({ req, actor, query }) => listRemoved(req.em, actor, params(req.params).projectId, query),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/duplicates/possible',
      summary:
        'A page of the pairs waiting for a decision (?cursor=, &limit= 1–500, default 50; &sort=oldest|similarity_asc|similarity_desc; &search=)',
      tag,
      auth: 'user',
      role: 'reviewer',
      query: possiblePageQuery,
      response: possiblePage,
      errors: [400, 403, 404, 422],
    },
    ({ req, actor, query }) => listPossiblePage(req.em, actor, params(req.params).projectId, query),
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/duplicates/resolve',
      summary: 'Decide several possible pairs at once, all or none: {record_ids: [...], action: "remove" | "dismiss"}',
      tag,
      auth: 'user',
      role: 'lead',
      body: resolveManyInput,
      response: resolveManyResult,
      errors: [400, 403, 404, 409, 422],
    },
    ({ req, actor, body }) =>
      resolvePossibleMany(req.em, actor, params(req.params).projectId, body.record_ids, body.action),
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/duplicates/:recordId/restore',
      summary: 'Put a removed duplicate back',
      tag,
      auth: 'user',
      role: 'lead',
      response: ok,
      errors: [400, 403, 404],
    },
    async ({ req, actor }) => {
      const { projectId, recordId } = params(req.params);
      await restoreDuplicate(req.em, actor, projectId, recordId);
      return { message: 'Citation restored' };
    },
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/duplicates/:recordId/resolve',
      summary: 'Decide a possible duplicate: {action: "remove" | "dismiss"}',
      tag,
      auth: 'user',
      role: 'lead',
      body: resolvePossibleInput,
      response: ok,
      errors: [400, 403, 404, 409, 422],
    },
    async ({ req, actor, body }) => {
      const { projectId, recordId } = params(req.params);
      await resolvePossible(req.em, actor, projectId, recordId, body.action);
      return { message: body.action === 'remove' ? 'Duplicate removed' : 'Kept both citations' };
    },
  );
}
