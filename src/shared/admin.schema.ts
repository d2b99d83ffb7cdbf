import { z } from 'zod';
import { signupInput, userOutput } from './auth.schema.ts';

export const adminStats = z.object({
  total_users: z.number().int(),
  total_admins: z.number().int(),
  total_projects: z.number().int(),
  active_projects: z.number().int(),
  total_citations: z.number().int(),
  labelled_citations: z.number().int(),
  trainings_run: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

export const adminUser = userOutput.extend({ created_at: z.string(), project_count: z.number().int() });
export type AdminUser = z.infer<typeof adminUser>;

export const listQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListQuery = z.infer<typeof listQuery>;

export const adminUserList = z.object({
  users: z.array(adminUser),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const adminUserUpdate = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .max(150)
    .regex(/^[\w.@+-]+$/, 'Username may use letters, digits and . @ + - _'),
  email: z.string().trim().email('Please enter a valid email address').max(254),
  is_admin: z.boolean(),
});

export const passwordReset = z.object({
  new_password: z.string().min(8, 'Password must be at least 8 characters').max(256).optional(),
});
export const passwordResetAnswer = z.object({ new_password: z.string(), message: z.string() });

export const projectPhase = z.enum(['Setup', 'Active', 'Advanced']);
/** The phase admins see: iteration 0 is Setup, 1 Active, above 1 Advanced. */
export const phaseOf = (iteration: number): z.infer<typeof projectPhase> =>
  iteration === 0 ? 'Setup' : iteration === 1 ? 'Active' : 'Advanced';

export const adminProject = z.object({
  id: z.number().int(),
  name: z.string(),
  current_iteration: z.number().int(),
  user_id: z.number().int(),
  owner_username: z.string().nullable(),
  status: projectPhase,
  created_at: z.string(),
  citations_count: z.number().int(),
});
export type AdminProject = z.infer<typeof adminProject>;

export const adminProjectQuery = listQuery.extend({ status: z.enum(['all', 'active', 'inactive']).default('all') });
export const adminProjectList = z.object({
  projects: z.array(adminProject),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export const adminProjectUpdate = z.object({ name: z.string().trim().min(1, 'Project name is required').max(255) });

export const createAdminInput = signupInput.required({ username: true });

/** Whether the installation has an administrator: /admin-setup and the sign-in page tell a new one where to start. */
export const adminSetupStatus = z.object({ admin_exists: z.boolean() });
export type AdminSetupStatus = z.infer<typeof adminSetupStatus>;
