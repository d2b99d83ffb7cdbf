import { z } from 'zod';
import { createProjectInput, projectOutput } from '../../../shared/project.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { createProject, deleteProject, getProject, listProjects } from './projects.service.ts';

const byId = z.object({ id: z.number().int().positive() });

export const projectsRouter = router({
  list: authedProcedure.output(z.array(projectOutput)).query(({ ctx }) => listProjects(ctx.em, ctx.user)),
  get: authedProcedure.input(byId).output(projectOutput).query(({ ctx, input }) => getProject(ctx.em, ctx.user, input.id)),
  /** Without files; files go through POST /api/projects as multipart. */
  create: authedProcedure.input(createProjectInput).mutation(async ({ ctx, input }) => (await createProject(ctx.em, ctx.user, input)).project),
  delete: authedProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await deleteProject(ctx.em, ctx.user, input.id);
    return { ok: true as const };
  }),
});
