import type { EntityManager } from '@mikro-orm/postgresql';
import { memberMessages } from '../../../shared/member.messages.ts';
import type {
  AddMemberInput,
  MemberRole,
  MembersResponse,
  ProjectMember as MemberOutput,
  ProjectRole,
} from '../../../shared/member.schema.ts';
import { ProjectMember, User, type UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { normalizeEmail } from '../auth/auth.service.ts';
import { insertMember } from './members.sql.ts';
import { forgiveAttempt, takeAttempt, type RateLimit } from '../auth/rate-limit.service.ts';
import { requireProjectAccess } from '../projects/project-access.ts';

type Person = Pick<UserEntity, 'id' | 'email' | 'first_name' | 'last_name'>;

const toMember = (user: Person, role: ProjectRole): MemberOutput => ({
  user_id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  role,
});

/** The owner first, then the members in the order they were added. Every member may see who else is on the project. */
export async function listMembers(em: EntityManager, actor: UserEntity, projectId: number): Promise<MembersResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const owner = await em.findOneOrFail(User, { id: project.user.id });
  const rows = await em.find(ProjectMember, { project: project.id }, { populate: ['user'], orderBy: { id: 'asc' } });
  return { members: [toMember(owner, 'owner'), ...rows.map((m) => toMember(m.user, m.role))] };
}

/**
 * Shares the project with the account of this e-mail (404 when there is none, 409 when it already owns or
 * shares the project). One statement, so two owners' tabs adding the same person at once add them once.
 * An e-mail without an account counts against the caller as a failed sign-in does (`rateLimit`, per account;
 * 429 past it): the 404 says whether an address has an account, which anyone who signs up could otherwise ask of
 * thousands of addresses. Adding colleagues who have accounts never counts.
 */
export async function addMember(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  input: AddMemberInput,
  rateLimit: RateLimit,
): Promise<MemberOutput> {
  const project = await requireProjectAccess(em, actor, projectId, 'owner');
  const keys = [`member-lookup:user:${actor.id}`];
  const at = await takeAttempt(em, rateLimit, keys);
  const user = await em.findOne(User, { email_normalized: normalizeEmail(input.email) });
  if (!user) throw new DomainError('NOT_FOUND', memberMessages.unknownEmail, { email: memberMessages.unknownEmail });
  await forgiveAttempt(em, keys, at);
  if (user.id === project.user.id)
    throw new DomainError('CONFLICT', memberMessages.isOwner, { email: memberMessages.isOwner });
  if (!(await insertMember(em, project.id, user.id, input.role)))
    throw new DomainError('CONFLICT', memberMessages.alreadyMember, { email: memberMessages.alreadyMember });
  return toMember(user, input.role);
}

/** The owner's own row cannot change: 409. Someone who is not a member: 404. */
async function memberRow(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  userId: number,
  ownerRefusal: string,
) {
  const project = await requireProjectAccess(em, actor, projectId, 'owner');
  if (userId === project.user.id) throw new DomainError('CONFLICT', ownerRefusal);
  const member = await em.findOne(ProjectMember, { project: project.id, user: userId }, { populate: ['user'] });
  if (!member) throw new DomainError('NOT_FOUND', memberMessages.notMember);
  return member;
}

export async function setMemberRole(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  userId: number,
  role: MemberRole,
): Promise<MemberOutput> {
  const member = await memberRow(em, actor, projectId, userId, memberMessages.ownerRoleFixed);
  await em.nativeUpdate(ProjectMember, { id: member.id }, { role });
  return toMember(member.user, role);
}

/** Takes the project away from a member: every request of theirs from now on is refused (access is read per request). */
export async function removeMember(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  userId: number,
): Promise<MemberOutput> {
  const member = await memberRow(em, actor, projectId, userId, memberMessages.ownerStays);
  await em.nativeDelete(ProjectMember, { id: member.id });
  return toMember(member.user, member.role);
}
