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
import { adminMessages } from '../../../shared/messages.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { parseProjectId } from '../projects/project-access.ts';
import * as projects from './admin-projects.service.ts';
import * as users from './admin-users.service.ts';
import { adminSetupStatus as setupStatus, createAdmin } from './create-admin.service.ts';

const id = z.object({ id: z.number().int().positive() });
const done = { ok: true as const };
const tag = 'Admin';
const ok = z.object({ message: z.string() });
const userParam = ({ id }: Record<string, string | undefined>) => ({ id: parseProjectId(id, 'Invalid user ID') });
const idParam = ({ id }: Record<string, string | undefined>) => ({ id: parseProjectId(id) });

export const adminRouter = router({
  stats: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'GET',
        url: '/api/admin/stats',
        summary: 'Counts across the installation',
      },
    })
    .output(adminStats)
    .query(({ ctx }) => projects.stats(ctx.em)),
  users: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'GET',
        url: '/api/admin/users',
        summary: 'Users (?search=&page=&page_size=)',
        query: listQuery,
      },
    })
    .input(listQuery)
    .output(adminUserList)
    .query(({ ctx, input }) => users.listUsers(ctx.em, input)),
  user: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'GET',
        url: '/api/admin/users/:id',
        summary: 'One user',
        errors: [404],
        params: userParam,
      },
    })
    .input(id)
    .output(adminUser)
    .query(({ ctx, input }) => users.getUser(ctx.em, input.id)),
  updateUser: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'PUT',
        url: '/api/admin/users/:id',
        summary: 'Edit username, e-mail and admin flag',
        body: adminUserUpdate,
        errors: [404, 409, 422],

        params: userParam,
      },
    })
    .input(id.extend(adminUserUpdate.shape))
    .output(adminUser)
    .mutation(({ ctx, input: { id: userId, ...fields } }) => users.updateUser(ctx.em, userId, fields)),
  deleteUser: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'DELETE',
        url: '/api/admin/users/:id',
        summary: 'Delete a user with all their projects',
        response: ok,
        errors: [404, 409],

        params: userParam,
        answer: () => ({ message: adminMessages.userDeleted }),
      },
    })
    .input(id)
    .mutation(async ({ ctx, input }) => (await users.deleteUser(ctx.em, input.id), done)),
  resetPassword: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'POST',
        url: '/api/admin/users/:id/reset-password',
        summary: "Set a new password ({new_password}, or one is generated) and end the user's sessions",
        body: passwordReset,
        errors: [404, 422],

        params: userParam,
      },
    })
    .input(id.extend(passwordReset.shape))
    .output(passwordResetAnswer)
    .mutation(({ ctx, input }) => users.resetPassword(ctx.em, input.id, input.new_password)),
  projects: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'GET',
        url: '/api/admin/projects',
        summary: 'Projects (?search=&status=all|active|inactive&page=&page_size=)',
        query: adminProjectQuery,
      },
    })
    .input(adminProjectQuery)
    .output(adminProjectList)
    .query(({ ctx, input }) => projects.listProjects(ctx.em, input)),
  project: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'GET',
        url: '/api/admin/projects/:id',
        summary: 'One project',
        errors: [404],

        params: idParam,
      },
    })
    .input(id)
    .output(adminProject)
    .query(({ ctx, input }) => projects.getProject(ctx.em, input.id)),
  renameProject: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'PUT',
        url: '/api/admin/projects/:id',
        summary: 'Rename a project',
        body: adminProjectUpdate,
        errors: [404, 422],

        params: idParam,
      },
    })
    .input(id.extend(adminProjectUpdate.shape))
    .output(adminProject)
    .mutation(({ ctx, input }) => projects.renameProject(ctx.em, input.id, input.name)),
  deleteProject: adminProcedure
    .meta({
      rest: {
        tag,
        method: 'DELETE',
        url: '/api/admin/projects/:id',
        summary: 'Delete a project and all its data',
        response: ok,
        errors: [404],

        params: idParam,
        answer: () => ({ message: 'Project deleted successfully' }),
      },
    })
    .input(id)
    .mutation(async ({ ctx, input }) => (await projects.deleteProject(ctx.em, input.id), done)),
  setupStatus: publicProcedure
    .meta({
      rest: {
        tag,
        method: 'GET',
        url: '/api/admin/setup-status',
        summary: 'Whether an administrator exists (while none does, anyone may create the first at /admin-setup)',
      },
    })
    .output(adminSetupStatus)
    .query(({ ctx }) => setupStatus(ctx.em)),
  createAdmin: publicProcedure
    .meta({
      rest: {
        tag,
        method: 'POST',
        url: '/api/admin/create-admin',
        summary: 'Create an administrator: open while none exists, afterwards administrators only',
        body: createAdminInput,
        status: 201,
        errors: [403, 409, 422],
      },
    })
    .input(createAdminInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => createAdmin(ctx.em, ctx.user, input)),
});
