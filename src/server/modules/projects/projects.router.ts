import { z } from 'zod';
import {
  createProjectInput,
  projectName,
  projectOutput,
  screenersPerRecord,
  screeningMode,
} from '../../../shared/project.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  renameProject,
  setScreenersPerRecord,
  setScreeningMode,
} from './projects.service.ts';

const byId = z.object({ id: z.number().int().positive() });

export const projectsRouter = router({
  list: authedProcedure.output(z.array(projectOutput)).query(({ ctx }) => listProjects(ctx.em, ctx.user)),
  get: authedProcedure
    .input(byId)
    .output(projectOutput)
    .query(({ ctx, input }) => getProject(ctx.em, ctx.user, input.id)),
  /** Without files; files go through POST /api/projects as multipart. */
  create: authedProcedure
    .input(createProjectInput)
    .mutation(async ({ ctx, input }) => (await createProject(ctx.em, ctx.user, input)).project),
  rename: authedProcedure
    .input(byId.extend({ name: projectName }))
    .output(projectOutput)
    .mutation(({ ctx, input }) => renameProject(ctx.em, ctx.user, input.id, input.name)),
  /** Iteration → continuous only (see setScreeningMode). */
  setScreeningMode: authedProcedure
    .input(byId.extend({ screening_mode: screeningMode }))
    .output(projectOutput)
    .mutation(({ ctx, input }) => setScreeningMode(ctx.em, ctx.user, input.id, input.screening_mode)),
  /** 1, or 2 for blind dual screening (continuous projects; a lead's). */
  setScreenersPerRecord: authedProcedure
    .input(byId.extend({ screeners_per_record: screenersPerRecord }))
    .output(projectOutput)
    .mutation(({ ctx, input }) => setScreenersPerRecord(ctx.em, ctx.user, input.id, input.screeners_per_record)),
  delete: authedProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await deleteProject(ctx.em, ctx.user, input.id);
    return { ok: true as const };
  }),
});
