import { z } from 'zod';
import {
  adminProject,
  adminProjectList,
  adminProjectQuery,
  adminProjectUpdate,
  adminSetupStatus,
  adminStats,
  adminUser,
  adminUserList,
  adminUserUpdate,
  createAdminInput,
  listQuery,
  passwordReset,
  passwordResetAnswer,
} from '../../../shared/admin.schema.ts';
import { userOutput } from '../../../shared/auth.schema.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as projects from './admin-projects.service.ts';
import * as users from './admin-users.service.ts';
import { adminSetupStatus as setupStatus, createAdmin } from './create-admin.service.ts';

const id = z.object({ id: z.number().int().positive() });
const done = { ok: true as const };

export const adminRouter = router({
  stats: adminProcedure.output(adminStats).query(({ ctx }) => projects.stats(ctx.em)),
  users: adminProcedure
    .input(listQuery)
    .output(adminUserList)
    .query(({ ctx, input }) => users.listUsers(ctx.em, input)),
  user: adminProcedure
    .input(id)
    .output(adminUser)
    .query(({ ctx, input }) => users.getUser(ctx.em, input.id)),
  updateUser: adminProcedure
    .input(id.extend(adminUserUpdate.shape))
    .output(adminUser)
    .mutation(({ ctx, input: { id: userId, ...fields } }) => users.updateUser(ctx.em, userId, fields)),
  deleteUser: adminProcedure
    .input(id)
    .mutation(async ({ ctx, input }) => (await users.deleteUser(ctx.em, input.id), done)),
  resetPassword: adminProcedure
    .input(id.extend(passwordReset.shape))
    .output(passwordResetAnswer)
    .mutation(({ ctx, input }) => users.resetPassword(ctx.em, input.id, input.new_password)),
  projects: adminProcedure
    .input(adminProjectQuery)
    .output(adminProjectList)
    .query(({ ctx, input }) => projects.listProjects(ctx.em, input)),
  project: adminProcedure
    .input(id)
    .output(adminProject)
    .query(({ ctx, input }) => projects.getProject(ctx.em, input.id)),
  renameProject: adminProcedure
    .input(id.extend(adminProjectUpdate.shape))
    .output(adminProject)
    .mutation(({ ctx, input }) => projects.renameProject(ctx.em, input.id, input.name)),
  deleteProject: adminProcedure
    .input(id)
    .mutation(async ({ ctx, input }) => (await projects.deleteProject(ctx.em, input.id), done)),
  setupStatus: publicProcedure.output(adminSetupStatus).query(({ ctx }) => setupStatus(ctx.em)),
  createAdmin: publicProcedure
    .input(createAdminInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => createAdmin(ctx.em, ctx.user, input)),
});
