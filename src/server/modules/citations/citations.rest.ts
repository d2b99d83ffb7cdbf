import type { FastifyInstance } from 'fastify';
import { projectMessages } from '../../../shared/messages.ts';
import { addCitationsInput, uploadLimits, uploadResponse } from '../../../shared/project.schema.ts';
import { isMultipart, receiveMultipart } from '../../http/multipart.ts';
import { restRoute } from '../../http/rest-route.ts';
import { parseProjectId } from '../projects/project-access.ts';
import { addCitations } from '../projects/projects.service.ts';
import { jsonSource } from './citation-import.service.ts';
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
      // Refused before a file is streamed anywhere.
      withProject: true,
    },
    async ({ req, actor, body, params: projectId }) => {
      if (!isMultipart(req)) {
        return addCitations(req.em, actor, projectId, [jsonSource(body.citations)]);
      }
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
