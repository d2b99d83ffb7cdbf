import type { FastifyInstance } from 'fastify';
import {
  citationFilterQuery,
  citationOutput,
  filterResult,
  labeledCitations,
  relevanceInput,
} from '../../../shared/citation.schema.ts';
import { projectMessages } from '../../../shared/messages.ts';
import { addCitationsInput, uploadLimits, uploadResponse } from '../../../shared/project.schema.ts';
import { isMultipart, receiveMultipart } from '../../http/multipart.ts';
import { restRoute } from '../../http/rest-route.ts';
import { citationParams, parseProjectId, requireProjectAccess } from '../projects/project-access.ts';
import { addCitations } from '../projects/projects.service.ts';
import { filterCitations } from './citation-filter.service.ts';
import { jsonSource } from './citation-import.service.ts';
import { labeledCitations as labeledCitationsOf, setLabel } from './citation-labels.service.ts';
import { readUploadedFiles } from './uploaded-files.ts';

export function citationRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/citations',
      summary:
        'Add citations: JSON {citations:[{title, abstract, …}]} or multipart files (file or files; 10 MB each, 20 MB in all)',
      tag: 'Citations',
      auth: 'user',
      role: 'lead',
      body: addCitationsInput,
      multipart: { file: 'file' },
      bodyLimit: uploadLimits.uploadBodyBytes,
      response: uploadResponse,
      status: 201,
      errors: [400, 403, 404, 413, 422],
      params: ({ id }) => parseProjectId(id, projectMessages.invalidUploadProjectId),
    },
    async ({ req, actor, body, params: projectId }) => {
      if (!isMultipart(req)) {
        return addCitations(req.em, actor, projectId, [jsonSource(body.citations)]);
      }
      // Refuse before the file is streamed anywhere.
      await requireProjectAccess(req.em, actor, projectId, 'lead');
      const upload = await receiveMultipart(req, {
        maxFileSize: uploadLimits.uploadFileBytes,
        maxTotalFileSize: uploadLimits.uploadBodyBytes,
        maxFiles: uploadLimits.createMaxFiles,
        fileTooLarge: projectMessages.uploadTooLarge,
      });
      try {
        return await addCitations(
          req.em,
          actor,
          projectId,
          readUploadedFiles([...(upload.files.file ?? []), ...(upload.files.files ?? [])]),
        );
      } finally {
        await upload.cleanup();
      }
    },
  );
}

export function labellingRoutes(app: FastifyInstance): void {
  const tag = 'Citations';
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/citations/filter',
      summary:
        'Citations filtered by the keywords (unlabelled only), ordered by score; ?iteration=&is_relevant=&sort_order=&search=&page=&page_size=',
      tag,
      auth: 'user',
      role: 'reviewer',
      query: citationFilterQuery,
      response: filterResult,
      errors: [400, 403, 404, 422],
    },
    ({ req, actor, query }) =>
      filterCitations(req.em, actor, parseProjectId((req.params as { id?: string }).id), query),
  );
  restRoute(
    app,
    {
      method: 'PUT',
      url: '/api/projects/:id/citations/:citationId/relevance',
      summary: 'Label a citation relevant (true), irrelevant (false) or clear it (null)',
      tag,
      auth: 'user',
      role: 'reviewer',
      body: relevanceInput,
      response: citationOutput,
      errors: [400, 403, 404, 409, 422],
      params: citationParams,
    },
    async ({ req, actor, body, params }) =>
      setLabel(req.em, actor, params.projectId, params.citationId, body.is_relevant),
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/labeled-citations',
      summary: 'Labelled citations grouped by iteration',
      tag,
      auth: 'user',
      role: 'reviewer',
      response: labeledCitations,
      errors: [400, 403, 404],
    },
    ({ req, actor }) => labeledCitationsOf(req.em, actor, parseProjectId((req.params as { id?: string }).id)),
  );
}
