import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { memberMessages } from '../../../shared/member.messages.ts';
import { roleAllows, type AccessRole, type MemberRole, type ProjectRole } from '../../../shared/member.schema.ts';
import { keywordMessages, projectMessages } from '../../../shared/messages.ts';
import { Project, ProjectMember, type ProjectEntity, type UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';

export type { ProjectRole } from '../../../shared/member.schema.ts';

const MAX_ID = 2_147_483_647;

/** A project id from a URL: digits only, else 400 with the given message. */
export function parseProjectId(raw: unknown, message: string = projectMessages.invalidProjectId): number {
  const text = String(raw ?? '');
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new DomainError('BAD_REQUEST', message);
  return id;
}

/** The project id of a REST route's `:id` parameter, as the procedures' `projectId`. */
export const projectParam = ({ id }: Record<string, string | undefined>) => ({ projectId: parseProjectId(id) });

/** The project and citation ids of a REST route's `:id` and `:citationId` parameters. */
export const citationParams = ({ id, citationId }: Record<string, string | undefined>) => ({
  projectId: parseProjectId(id),
  citationId: parseProjectId(citationId, keywordMessages.invalidCitationId),
});

/** Who a caller is in a project, as read from the database: its owner's id (undefined: no such project) and the caller's membership. */
export interface Standing {
  ownerId: number | undefined;
  memberRole: MemberRole | null;
}

/**
 * The one access rule. 404 when there is no such project; the caller's role when it allows `need`
 * (reviewer < lead < owner); an administrator may do anything, as 'admin' unless a role of theirs suffices;
 * 403 otherwise, saying which role it takes when the caller is a member.
 */
export function decideAccess(actor: UserEntity, { ownerId, memberRole }: Standing, need: ProjectRole): AccessRole {
  if (ownerId === undefined) throw new DomainError('NOT_FOUND', projectMessages.notFound);
  const role: ProjectRole | null = ownerId === actor.id ? 'owner' : memberRole;
  if (roleAllows(role, need)) return role!;
  if (actor.is_admin) return 'admin';
  if (role === null) throw new DomainError('FORBIDDEN', projectMessages.forbidden);
  throw new DomainError('FORBIDDEN', need === 'owner' ? memberMessages.needsOwner : memberMessages.needsLead);
}

async function memberRoleOf(
  em: EntityManager,
  actor: UserEntity,
  project: ProjectEntity | null,
): Promise<MemberRole | null> {
  if (!project || project.user.id === actor.id) return null;
  return (await em.findOne(ProjectMember, { project: project.id, user: actor.id }, { fields: ['role'] }))?.role ?? null;
}

/** The project (not deleted) and the caller's role in it, when that role allows `need`; else 404 or 403 (decideAccess). */
export async function projectAccess(
  em: EntityManager,
  actor: UserEntity,
  id: number,
  need: ProjectRole,
): Promise<{ project: ProjectEntity; role: AccessRole }> {
  const project = await em.findOne(Project, { id, deleted_at: null });
  const role = decideAccess(
    actor,
    { ownerId: project?.user.id, memberRole: await memberRoleOf(em, actor, project) },
    need,
  );
  return { project: project!, role };
}

/**
 * Every project endpoint starts here, naming the least role it needs: 'reviewer' to read and label,
 * 'lead' to run the review (keywords, duplicates, imports, training, exports), 'owner' to share, rename
 * or delete. Membership is read on every call, so a removed member is refused at their next request.
 */
export async function requireProjectAccess(
  em: EntityManager,
  actor: UserEntity,
  id: number,
  need: ProjectRole,
): Promise<ProjectEntity> {
  return (await projectAccess(em, actor, id, need)).project;
}

/**
 * Before a project request's invalid input is told to the caller: when `rawId` is a project id, the 404 or
 * 403 a well-formed request would get wins over the 422 (or 400), so only a caller the project lets in learns
 * what its operations take. Returns when the caller may use the project with `need`, or when `rawId` is no
 * project id (that refusal is the request's own). Asked only of refused input: a valid request pays nothing.
 */
export async function accessBeforeInvalidInput(
  em: EntityManager,
  actor: UserEntity,
  rawId: unknown,
  need: ProjectRole,
): Promise<void> {
  let id: number;
  try {
    id = parseProjectId(rawId);
  } catch {
    return;
  }
  await projectAccess(em, actor, id, need);
}

/** The caller's membership as a column `member_role` of a query over `project p`, for checks folded into one statement (list-state.ts). */
export const memberRoleColumn = (actor: UserEntity) =>
  sql`(select m.role from project_member m where m.project_id = p.id and m.user_id = ${actor.id}) as member_role`;
