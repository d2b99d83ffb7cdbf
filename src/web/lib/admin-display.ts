import type { AdminProject } from '../../shared/admin.schema.ts';

/** The owner's username, or "User {id}" when the owner is unknown. */
export const ownerLabel = (project: Pick<AdminProject, 'owner_username' | 'user_id'>) =>
  project.owner_username ?? `User ${project.user_id}`;

/** "1 project", "3 citations". */
export const countOf = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
