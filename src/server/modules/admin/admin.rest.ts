import type { FastifyInstance } from 'fastify';
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
import { restRoute } from '../../http/rest-route.ts';
import { parseProjectId } from '../projects/project-access.ts';
import * as projects from './admin-projects.service.ts';
import * as users from './admin-users.service.ts';
import { adminSetupStatus as setupStatus, createAdmin } from './create-admin.service.ts';

const tag = 'Admin';
const ok = z.object({ message: z.string() });
const userId = (params: unknown) => parseProjectId((params as { id?: string }).id, 'Invalid user ID');
const projectId = (params: unknown) => parseProjectId((params as { id?: string }).id);

export function adminRoutes(app: FastifyInstance): void {
  const admin = { tag, auth: 'admin' as const };
  restRoute(
    app,
    {
      ...admin,
      method: 'GET',
      url: '/api/admin/stats',
      summary: 'Counts across the installation',
      response: adminStats,
    },
    ({ req }) => projects.stats(req.em),
  );
  restRoute(
    app,
    {
      ...admin,
      method: 'GET',
      url: '/api/admin/users',
      summary: 'Users (?search=&page=&page_size=)',
      query: listQuery,
      response: adminUserList,
    },
    ({ req, query }) => users.listUsers(req.em, query),
  );
  restRoute(
    app,
    { ...admin, method: 'GET', url: '/api/admin/users/:id', summary: 'One user', response: adminUser, errors: [404] },
    ({ req }) => users.getUser(req.em, userId(req.params)),
  );
  restRoute(
    app,
    {
      ...admin,
      method: 'PUT',
      url: '/api/admin/users/:id',
      summary: 'Edit username, e-mail and admin flag',
      body: adminUserUpdate,
      response: adminUser,
      errors: [404, 409, 422],
    },
    ({ req, body }) => users.updateUser(req.em, userId(req.params), body),
  );
  restRoute(
    app,
    {
      ...admin,
      method: 'DELETE',
      url: '/api/admin/users/:id',
      summary: 'Delete a user with all their projects',
      response: ok,
      errors: [404, 409],
    },
    async ({ req }) => {
      await users.deleteUser(req.em, userId(req.params));
      return { message: adminMessages.userDeleted };
    },
  );
  restRoute(
    app,
    {
      ...admin,
      method: 'POST',
      url: '/api/admin/users/:id/reset-password',
      summary: "Set a new password ({new_password}, or one is generated) and end the user's sessions",
      body: passwordReset,
      response: passwordResetAnswer,
      errors: [404, 422],
    },
    ({ req, body }) => users.resetPassword(req.em, userId(req.params), body.new_password),
  );
  restRoute(
    app,
    {
      ...admin,
      method: 'GET',
      url: '/api/admin/projects',
      summary: 'Projects (?search=&status=all|active|inactive&page=&page_size=)',
      query: adminProjectQuery,
      response: adminProjectList,
    },
    ({ req, query }) => projects.listProjects(req.em, query),
  );
  restRoute(
    app,
    {
      ...admin,
      method: 'GET',
      url: '/api/admin/projects/:id',
      summary: 'One project',
      response: adminProject,
      errors: [404],
    },
    ({ req }) => projects.getProject(req.em, projectId(req.params)),
  );
  restRoute(
    app,
    {
      ...admin,
      method: 'PUT',
      url: '/api/admin/projects/:id',
      summary: 'Rename a project',
      body: adminProjectUpdate,
      response: adminProject,
      errors: [404, 422],
    },
    ({ req, body }) => projects.renameProject(req.em, projectId(req.params), body.name),
  );
  restRoute(
    app,
    {
      ...admin,
      method: 'DELETE',
      url: '/api/admin/projects/:id',
      summary: 'Delete a project and all its data',
      response: ok,
      errors: [404],
    },
    async ({ req }) => {
      await projects.deleteProject(req.em, projectId(req.params));
      return { message: 'Project deleted successfully' };
    },
  );
  restRoute(
    app,
    {
      tag,
      auth: 'public',
      method: 'POST',
      url: '/api/admin/create-admin',
      summary: 'Create an administrator: open while none exists, afterwards administrators only',
      body: createAdminInput,
      response: userOutput,
      status: 201,
      errors: [403, 409, 422],
    },
    ({ req, body }) => createAdmin(req.em, req.user, body),
  );
  restRoute(
    app,
    {
      tag,
      auth: 'public',
      method: 'GET',
      url: '/api/admin/setup-status',
      summary: 'Whether an administrator exists (while none does, anyone may create the first at /admin-setup)',
      response: adminSetupStatus,
    },
    ({ req }) => setupStatus(req.em),
  );
}
