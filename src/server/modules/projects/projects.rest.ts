import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { projectMessages } from '../../../shared/messages.ts';
import {
  createProjectInput,
  projectOutput,
  updateProjectInput,
  uploadLimits,
  uploadResponse,
} from '../../../shared/project.schema.ts';
import { validationError } from '../../errors.ts';
import { isMultipart, receiveMultipart } from '../../http/multipart.ts';
import { restRoute } from '../../http/rest-route.ts';
import { readUploadedFiles } from '../citations/uploaded-files.ts';
import { parseProjectId } from './project-access.ts';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './projects.service.ts';

const tag = 'Projects';
const idParam = (params: unknown) => parseProjectId((params as { id?: string }).id);

export function projectRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects',
      summary: "The signed-in user's projects and those shared with them, newest first, each with the user's role",
      tag,
      auth: 'user',
      response: z.array(projectOutput),
    },
    ({ req, actor }) => listProjects(req.em, actor),
  );

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

  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id',
      summary: 'One project',
      tag,
      auth: 'user',
      role: 'reviewer',
      response: projectOutput,
      errors: [400, 403, 404],
    },
    ({ req, actor }) => getProject(req.em, actor, idParam(req.params)),
  );

  restRoute(
    app,
    {
      method: 'PATCH',
      url: '/api/projects/:id',
      summary:
        'Rename a project ({"name"}: its owner), switch an iteration project to continuous screening ({"screening_mode": "continuous"}: owner or lead; 409 for the way back) and/or set {"screeners_per_record": 1|2} (2: blind dual screening; owner or lead; 409 in an iteration project)',
      tag,
      auth: 'user',
      role: 'lead',
      body: updateProjectInput,
      response: projectOutput,
      errors: [400, 403, 404, 409, 422],
      params: ({ id }) => parseProjectId(id),
    },
    ({ req, actor, body, params }) => updateProject(req.em, actor, params, body),
  );

  restRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/projects/:id',
      summary: 'Delete a project with its citations, keywords, duplicate records and models',
      tag,
      auth: 'user',
      role: 'owner',
      response: z.object({ message: z.string() }),
      errors: [400, 403, 404],
    },
    async ({ req, actor }) => {
      await deleteProject(req.em, actor, idParam(req.params));
      return { message: projectMessages.deleted };
    },
  );
}
