import type { FastifyInstance } from 'fastify';
import { projectMessages } from '../../../shared/messages.ts';
import { createProjectInput, uploadLimits, uploadResponse } from '../../../shared/project.schema.ts';
import { validationError } from '../../errors.ts';
import { misspeltFields } from '../../http/misspelt-fields.ts';
import { isMultipart, receiveMultipart } from '../../http/multipart.ts';
import { restRoute } from '../../http/rest-route.ts';
import { readUploadedFiles } from '../citations/uploaded-files.ts';
import { createProject } from './projects.service.ts';

const tag = 'Projects';

export function projectRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects',
      summary:
        'Create a project: JSON {name, screening_mode, screeners_per_record}, or multipart name + screening_mode + screeners_per_record + repeated files (CSV, TSV, XLSX, XLS, RIS, NBIB, BibTeX, EndNote XML; 50 MB each). screening_mode: "iterations" (default) or "continuous"; screeners_per_record: 1 (default) or 2 (blind dual screening, continuous only)',
      tag,
      auth: 'user',
      body: createProjectInput,
      multipart: { name: 'text', screening_mode: 'text', screeners_per_record: 'text', files: 'files' },
      response: uploadResponse,
      status: 201,
      errors: [400, 409, 413, 422],
    },
    async ({ req, actor, body }) => {
      if (!isMultipart(req)) return createProject(req.em, actor, body);
      const upload = await receiveMultipart(req, {
        maxFileSize: uploadLimits.createFileBytes,
        maxTotalFileSize: uploadLimits.createFileBytes * uploadLimits.createMaxFiles,
        maxFiles: uploadLimits.createMaxFiles,
        fileTooLarge: projectMessages.createTooLarge,
      });
      try {
        const misspelt = misspeltFields(Object.keys(upload.fields), ['name', 'screening_mode', 'screeners_per_record']);
        if (misspelt.length) throw validationError(misspelt);
        const fields = createProjectInput.safeParse({
          name: upload.fields.name?.[0],
          screening_mode: upload.fields.screening_mode?.[0] || undefined,
          screeners_per_record: upload.fields.screeners_per_record?.[0] || undefined,
        });
        if (!fields.success) throw validationError(fields.error.issues);
        return await createProject(
          req.em,
          actor,
          fields.data,
          readUploadedFiles([...(upload.files.files ?? []), ...(upload.files.file ?? [])]),
        );
      } finally {
        await upload.cleanup();
      }
    },
  );
}
