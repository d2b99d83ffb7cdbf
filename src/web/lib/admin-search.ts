import { z } from 'zod';

/** Rows per page on the admin lists (the spec leaves the page size open). */
export const ADMIN_PAGE_SIZE = 20;

// A hand-edited URL with a bad value falls back to the default rather than failing the page.
const search = z.string().trim().min(1).max(200).optional().catch(undefined);
const page = z.coerce.number().int().min(1).optional().catch(undefined);

/** /admin/users?search=&page= */
export const adminUsersSearch = z.object({ search, page });

/** The status filter's choices; "active" is iteration above 0, "inactive" iteration 0. */
export const projectStatusFilters = [
  { value: 'all', label: 'All Projects' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Setup Phase' },
] as const;
export type ProjectStatusFilter = (typeof projectStatusFilters)[number]['value'];

/** /admin/projects?search=&status=&page= */
export const adminProjectsSearch = adminUsersSearch.extend({
  status: z.enum(['all', 'active', 'inactive']).optional().catch(undefined),
});
