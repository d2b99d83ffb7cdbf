import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { projectMessages } from '../../../shared/messages.ts';
import { createProjectInput, projectName, projectOutput, uploadLimits, uploadResponse } from '../../../shared/project.schema.ts';
import { validationError } from '../../errors.ts';
import { isMultipart, receiveMultipart } from '../../http/multipart.ts';
import { restRoute } from '../../http/rest-route.ts';
import { readUploadedFiles } from '../citations/uploaded-files.ts';
import { parseProjectId } from './project-access.ts';
import { createProject, deleteProject, getProject, listProjects } from './projects.service.ts';

const tag = 'Projects';
const idParam = (params: unknown) => parseProjectId((params as { id?: string }).id);

export function projectRoutes(app: FastifyInstance): void {
  restRoute(app, { method: 'GET', url: '/api/projects', summary: "The signed-in user's projects, newest first", tag, auth: 'user', response: z.array(projectOutput) }, ({ req, actor }) =>
    listProjects(req.em, actor),
  );

  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects',
      summary: 'Create a project: JSON {name}, or multipart name + repeated files (CSV, TSV, XLSX, XLS, RIS, NBIB, BibTeX, EndNote XML; 50 MB each)',
      tag,
      auth: 'user',
      body: createProjectInput,
      multipart: { name: 'text', files: 'files' },
      response: uploadResponse,
      status: 201,
      errors: [400, 413, 422],
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
        const name = projectName.safeParse(upload.fields.name?.[0]);
        if (!name.success) throw validationError(name.error.issues.map((i) => ({ ...i, path: ['name'] })));
        return await createProject(req.em, actor, { name: name.data }, readUploadedFiles([...(upload.files.files ?? []), ...(upload.files.file ?? [])]));
      } finally {
        await upload.cleanup();
      }
    },
  );

  restRoute(app, { method: 'GET', url: '/api/projects/:id', summary: 'One project', tag, auth: 'user', response: projectOutput, errors: [400, 403, 404] }, ({ req, actor }) =>
    getProject(req.em, actor, idParam(req.params)),
  );

  restRoute(
    app,
    { method: 'DELETE', url: '/api/projects/:id', summary: 'Delete a project with its citations, keywords, duplicate records and models', tag, auth: 'user', response: z.object({ message: z.string() }), errors: [400, 403, 404] },
    async ({ req, actor }) => {
      await deleteProject(req.em, actor, idParam(req.params));
      return { message: projectMessages.deleted };
    },
  );
}
