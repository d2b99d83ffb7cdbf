import { z } from 'zod';
import { messages } from './messages.ts';

/** What a person may do in a project, least first: a reviewer screens, a lead also runs the review, the owner also shares, renames and deletes it. */
export const projectRoles = ['reviewer', 'lead', 'owner'] as const;
export type ProjectRole = (typeof projectRoles)[number];
/** The roles the owner gives; there is one owner, the project's creator. */
export const memberRole = z.enum(['lead', 'reviewer']);
export type MemberRole = z.infer<typeof memberRole>;
/** The caller's standing in a project: a role, or 'admin' for an administrator who is not a member (they may do what an owner may). */
export const accessRole = z.enum(['owner', 'lead', 'reviewer', 'admin']);
export type AccessRole = z.infer<typeof accessRole>;

/** "First Last", as every screen names a person. */
export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

const rank: Record<AccessRole, number> = { reviewer: 1, lead: 2, owner: 3, admin: 3 };

/** The one rule of roles, used by the server to decide and by the web to show what a role may do. */
export const roleAllows = (role: AccessRole | null | undefined, need: ProjectRole) =>
  role != null && rank[role] >= rank[need];

export const projectMember = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(projectRoles),
});
export type ProjectMember = z.infer<typeof projectMember>;

export const membersResponse = z.object({
  members: z.array(projectMember).describe('the owner first, then the members in the order they were added'),
});
export type MembersResponse = z.infer<typeof membersResponse>;

export const addMemberInput = z.object({
  email: z.string({ error: messages.invalidEmail }).trim().email(messages.invalidEmail).max(254),
  role: memberRole,
});
export type AddMemberInput = z.infer<typeof addMemberInput>;

export const memberRoleInput = z.object({ role: memberRole });
