import type { AdminProject, AdminSharedProject, AdminUser } from '../../src/shared/admin.schema.ts';
import type { PublicUser, SignupInput } from '../../src/shared/auth.schema.ts';
import { adminMessages, messages } from '../../src/shared/messages.ts';
import { TrpcFailure, type FakeProcedure } from './msw-trpc.ts';

export const SUPPORT_EMAIL = 'help@screener.test';

/** auth.config as the server answers it, for pages that show the support address. */
export const supportConfig: Record<string, FakeProcedure> = { 'auth.config': () => ({ support_email: SUPPORT_EMAIL }) };

/** A user as the admin API lists them, made from one of the fake accounts. */
export const adminUserOf = (
  user: PublicUser,
  project_count = 0,
  shared_projects: AdminSharedProject[] = [],
): AdminUser => ({
  ...user,
  created_at: '2026-01-15T09:00:00.000Z',
  project_count,
  shared_projects,
});

/**
 * A project as the admin API lists it. The server works the phase out; here an iteration project's follows
 * its iteration unless `status` is given (a continuous project's must be).
 */
export function fakeAdminProject(fields: Partial<AdminProject> & Pick<AdminProject, 'id' | 'name'>): AdminProject {
  const iteration = fields.current_iteration ?? 0;
  return {
    current_iteration: 0,
    user_id: 1,
    owner_username: 'ada',
    created_at: '2026-03-05T12:00:00.000Z',
    citations_count: 12,
    screening_mode: 'iterations',
    labelled_citations: 0,
    status: iteration === 0 ? 'Setup' : iteration === 1 ? 'Active' : 'Advanced',
    ...fields,
  };
}

/** Active as the server's status filter and dashboard count it: any phase but Setup. */
const isActive = (project: AdminProject) => project.status !== 'Setup';

interface ListInput {
  search?: string;
  page: number;
  page_size: number;
  status?: 'all' | 'active' | 'inactive';
}

const pageOf = <T>(rows: T[], { page, page_size }: ListInput) => rows.slice((page - 1) * page_size, page * page_size);
const byId = (input: unknown) => (input as { id: number }).id;
const contains = (text: string, search: string | undefined) =>
  !search || text.toLowerCase().includes(search.toLowerCase());

/**
 * An in-memory admin API; its procedures go to fakeAuthApi({ overrides }). Every reset and creation is recorded.
 * `adminExists`: whether the installation has an administrator already (no by default: /admin-setup shows its form).
 */
export function fakeAdminApi({ users = [] as AdminUser[], projects = [] as AdminProject[], adminExists = false } = {}) {
  const state = {
    users: [...users],
    projects: [...projects],
    resets: [] as { id: number; new_password?: string }[],
    created: [] as SignupInput[],
  };
  const findUser = (id: number) => {
    const user = state.users.find((u) => u.id === id);
    if (!user) throw new TrpcFailure('NOT_FOUND', adminMessages.userNotFound);
    return user;
  };
  const procedures: Record<string, FakeProcedure> = {
    'admin.stats': () => ({
      total_users: state.users.length,
      total_admins: state.users.filter((u) => u.is_admin).length,
      total_projects: state.projects.length,
      active_projects: state.projects.filter(isActive).length,
      total_citations: state.projects.reduce((sum, p) => sum + p.citations_count, 0),
      labelled_citations: 7,
      trainings_run: 3,
    }),
    'admin.users': (input) => {
      const q = input as ListInput;
      const rows = state.users.filter((u) =>
        contains(`${u.username} ${u.email} ${u.first_name} ${u.last_name}`, q.search),
      );
      return { users: pageOf(rows, q), total: rows.length, page: q.page, page_size: q.page_size };
    },
    'admin.user': (input) => findUser(byId(input)),
    'admin.updateUser': (input) => {
      const { id, ...fields } = input as Pick<AdminUser, 'id' | 'username' | 'email' | 'is_admin'>;
      if (state.users.some((u) => u.id !== id && u.email === fields.email))
        throw new TrpcFailure('CONFLICT', messages.emailTaken, { email: messages.emailTaken });
      return Object.assign(findUser(id), fields);
    },
    'admin.deleteUser': (input) => {
      state.users.splice(state.users.indexOf(findUser(byId(input))), 1);
      return { ok: true };
    },
    'admin.resetPassword': (input) => {
      const request = input as { id: number; new_password?: string };
      findUser(request.id);
      state.resets.push(request);
      return { new_password: request.new_password ?? 'server-made-1', message: adminMessages.passwordReset };
    },
    'admin.projects': (input) => {
      const q = input as ListInput;
      const rows = state.projects
        .filter((p) => contains(p.name, q.search))
        .filter((p) => q.status === 'all' || isActive(p) === (q.status === 'active'));
      return { projects: pageOf(rows, q), total: rows.length, page: q.page, page_size: q.page_size };
    },
    'admin.deleteProject': (input) => {
      const project = state.projects.find((p) => p.id === byId(input));
      if (!project) throw new TrpcFailure('NOT_FOUND', adminMessages.projectNotFound);
      state.projects.splice(state.projects.indexOf(project), 1);
      return { ok: true };
    },
    'admin.setupStatus': () => ({ admin_exists: adminExists }),
    'admin.createAdmin': (input) => {
      const fields = input as SignupInput;
      state.created.push(fields);
      return {
        id: 100 + state.created.length,
        username: fields.username ?? fields.email,
        email: fields.email,
        first_name: fields.first_name,
        last_name: fields.last_name,
        is_admin: true,
      };
    },
  };
  return { state, procedures };
}
