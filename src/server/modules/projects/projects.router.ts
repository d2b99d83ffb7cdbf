import { z } from 'zod';
import { projectMessages } from '../../../shared/messages.ts';
import {
  createProjectInput,
  projectName,
  projectOutput,
  screenersPerRecord,
  screeningMode,
  updateProjectInput,
} from '../../../shared/project.schema.ts';
import { authedProcedure, projectProcedure, router } from '../../trpc/init.ts';
import { parseProjectId } from './project-access.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  renameProject,
  roleToUpdate,
  setScreenersPerRecord,
  setScreeningMode,
  updateProject,
} from './projects.service.ts';

const byId = z.object({ id: z.number().int().positive() });
const tag = 'Projects';
const idParam = ({ id }: Record<string, string | undefined>) => ({ id: parseProjectId(id) });

export const projectsRouter = router({
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects',
        summary: "The signed-in user's projects and those shared with them, newest first, each with the user's role",
        tag,
      },
    })
    .output(z.array(projectOutput))
    .query(({ ctx }) => listProjects(ctx.em, ctx.user)),
  get: projectProcedure('reviewer', 'id')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id',
        summary: 'One project',
        tag,
        params: idParam,
        errors: [400, 403, 404],
      },
    })
    .input(byId)
    .output(projectOutput)
    .query(({ ctx, input }) => getProject(ctx.em, ctx.user, input.id)),
  /** Without files; files go through POST /api/projects as multipart. */
  create: authedProcedure
    .input(createProjectInput)
    .mutation(async ({ ctx, input }) => (await createProject(ctx.em, ctx.user, input)).project),
  rename: projectProcedure('owner', 'id')
    .input(byId.extend({ name: projectName }))
    .output(projectOutput)
    .mutation(({ ctx, input }) => renameProject(ctx.em, ctx.user, input.id, input.name)),
  /** Any of name, screening mode and screeners per record at once (REST's PATCH). */
  update: projectProcedure('lead', 'id', roleToUpdate)
    .meta({
      rest: {
        method: 'PATCH',
        url: '/api/projects/:id',
        summary:
          'Rename a project ({"name"}: its owner), switch an iteration project to continuous screening ({"screening_mode": "continuous"}: owner or lead; 409 for the way back) and/or set {"screeners_per_record": 1|2} (2: blind dual screening; owner or lead; 409 in an iteration project; going to 1, each record waiting for a second reviewer takes its one decision, and open conflicts stay open for a lead to resolve)',
        tag,
        params: idParam,
        body: updateProjectInput,
        errors: [400, 403, 404, 409, 422],
      },
    })
    .input(z.intersection(byId, updateProjectInput))
    .output(projectOutput)
    .mutation(({ ctx, input: { id, ...changes } }) => updateProject(ctx.em, ctx.user, id, changes)),
  /** Iteration → continuous only (see setScreeningMode). */
  setScreeningMode: projectProcedure('lead', 'id')
    .input(byId.extend({ screening_mode: screeningMode }))
    .output(projectOutput)
    .mutation(({ ctx, input }) => setScreeningMode(ctx.em, ctx.user, input.id, input.screening_mode)),
  /** 1, or 2 for blind dual screening (continuous projects; a lead's). */
  setScreenersPerRecord: projectProcedure('lead', 'id')
    .input(byId.extend({ screeners_per_record: screenersPerRecord }))
    .output(projectOutput)
    .mutation(({ ctx, input }) => setScreenersPerRecord(ctx.em, ctx.user, input.id, input.screeners_per_record)),
  delete: projectProcedure('owner', 'id')
    .meta({
      rest: {
        method: 'DELETE',
        url: '/api/projects/:id',
        summary: 'Delete a project with its citations, keywords, duplicate records and models',
        tag,
        params: idParam,
        response: z.object({ message: z.string() }),
        errors: [400, 403, 404],
        answer: () => ({ message: projectMessages.deleted }),
      },
    })
    .input(byId)
    .mutation(async ({ ctx, input }) => {
      await deleteProject(ctx.em, ctx.user, input.id);
      return { ok: true as const };
    }),
});
