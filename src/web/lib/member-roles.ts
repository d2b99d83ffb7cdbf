import type { AccessRole, MemberRole } from '../../shared/member.schema.ts';

/** What each role may do, in the words the Members panel shows beside the role picker. */
export const roleOptions: Array<{ value: MemberRole; label: string; title: string }> = [
  { value: 'reviewer', label: 'Reviewer', title: 'Screens citations' },
  { value: 'lead', label: 'Lead', title: 'Screens, edits keywords, removes duplicates, trains and downloads' },
];

export const roleLabel: Record<AccessRole, string> = {
  owner: 'Owner',
  lead: 'Lead',
  reviewer: 'Reviewer',
  admin: 'Administrator',
};
