import type { PublicUser } from '../../src/shared/auth.schema.ts';
import { memberMessages } from '../../src/shared/member.messages.ts';
import type { MemberRole, ProjectMember } from '../../src/shared/member.schema.ts';
import type { ProjectOutput } from '../../src/shared/project.schema.ts';
import { ada, grace } from './msw-auth.ts';
import { TrpcFailure, type FakeProcedure } from './msw-trpc.ts';

const asMember = (user: PublicUser, role: ProjectMember['role']): ProjectMember => ({
  user_id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  role,
});

/**
 * The members procedures over the fake projects: every project is Ada's, and Ada and Grace are the
 * accounts that can be added. `members` holds each project's people, the owner first.
 */
export function fakeMembersProcedures(projects: ProjectOutput[]) {
  const members = new Map<number, ProjectMember[]>();
  const of = (projectId: number) => {
    if (!projects.some((p) => p.id === projectId)) throw new TrpcFailure('NOT_FOUND', 'Project not found');
    if (!members.has(projectId)) members.set(projectId, [asMember(ada, 'owner')]);
    return members.get(projectId)!;
  };
  const member = (input: unknown) => {
    const { projectId, userId } = input as { projectId: number; userId: number };
    const found = of(projectId).find((m) => m.user_id === userId);
    if (!found) throw new TrpcFailure('NOT_FOUND', memberMessages.notMember);
    return { list: of(projectId), found };
  };
  const procedures: Record<string, FakeProcedure> = {
    'members.list': (input) => ({ members: of((input as { projectId: number }).projectId) }),
    'members.add': (input) => {
      const { projectId, email, role } = input as { projectId: number; email: string; role: MemberRole };
      const account = [ada, grace].find((u) => u.email.toLowerCase() === email.toLowerCase());
      if (!account)
        throw new TrpcFailure('NOT_FOUND', memberMessages.unknownEmail, { email: memberMessages.unknownEmail });
      if (of(projectId).some((m) => m.user_id === account.id))
        throw new TrpcFailure('CONFLICT', memberMessages.alreadyMember, { email: memberMessages.alreadyMember });
      const added = asMember(account, role);
      of(projectId).push(added);
      return added;
    },
    'members.setRole': (input) => {
      const { found } = member(input);
      found.role = (input as { role: MemberRole }).role;
      return found;
    },
    'members.remove': (input) => {
      const { list, found } = member(input);
      list.splice(list.indexOf(found), 1);
      return found;
    },
  };
  return { members, procedures };
}
