import { z } from 'zod';
import { signupInput, userOutput } from './auth.schema.ts';
import { screeningMode } from './project.schema.ts';

export const adminStats = z.object({
  total_users: z.number().int(),
  total_admins: z.number().int(),
  total_projects: z.number().int(),
  active_projects: z
    .number()
    .int()
    .describe('projects in any phase but Setup (projectPhase), as status=active lists them'),
  total_citations: z.number().int(),
  labelled_citations: z.number().int(),
  trainings_run: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

/** One of a user's projects that others share: deleting the user deletes their work in it too. */
export const adminSharedProject = z.object({
  id: z.number().int(),
  name: z.string(),
  member_count: z.number().int().describe('members besides the owner'),
});
export type AdminSharedProject = z.infer<typeof adminSharedProject>;

export const adminUser = userOutput.extend({
  created_at: z.string(),
  project_count: z.number().int(),
  shared_projects: z
    .array(adminSharedProject)
    .describe(
      'the projects the user owns that have members besides them (deleting the user deletes these too), oldest first',
    ),
});
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

/**
 * The phase admins see, worked out by the server (admin-projects.sql.ts), where the status filter and the
 * dashboard's active count read the same definition. An iteration project: iteration 0 is Setup, 1 Active,
 * above 1 Advanced (the spec). A continuous project: Setup until its first decision, then Continuous, or
 * Finished once "Finish screening" was recorded. Every phase but Setup is active.
 */
export const projectPhase = z
  .enum(['Setup', 'Active', 'Advanced', 'Continuous', 'Finished'])
  .describe(
    'Iteration projects: Setup at iteration 0, Active at 1, Advanced above. Continuous projects: Setup with no decision, Continuous with decisions, Finished once screening was marked finished. Every phase but Setup counts as active (status=active)',
  );
export type ProjectPhase = z.infer<typeof projectPhase>;

export const adminProject = z.object({
  id: z.number().int(),
  name: z.string(),
  current_iteration: z.number().int(),
  user_id: z.number().int(),
  owner_username: z.string().nullable(),
  status: projectPhase,
  created_at: z.string(),
  citations_count: z.number().int(),
  screening_mode: screeningMode,
  labelled_citations: z
    .number()
    .int()
    .describe(
      "records screened: the project's citations (removed duplicates aside) labeled relevant or irrelevant, the overview's two label counts together and the screening page's Screened",
    ),
});
export type AdminProject = z.infer<typeof adminProject>;

export const adminProjectQuery = listQuery.extend({
  status: z
    .enum(['all', 'active', 'inactive'])
    .default('all')
    .describe('active: any phase but Setup (the Active filter); inactive: Setup (Setup Phase)'),
});
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
