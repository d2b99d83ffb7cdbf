import { z } from 'zod';
import { memberMessages } from '../../../shared/member.messages.ts';
import {
  addMemberInput,
  fullName,
  memberRoleInput,
  membersResponse,
  projectMember,
  type ProjectMember,
} from '../../../shared/member.schema.ts';
import { projectProcedure, router } from '../../trpc/init.ts';
import { parseProjectId, projectParam } from '../projects/project-access.ts';
import { addMember, listMembers, removeMember, setMemberRole } from './members.service.ts';
import { signInDeps } from '../auth/auth.transport.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const member = projectId.extend({ userId: z.number().int().positive() });
const tag = 'Members';
const memberParams = ({ id, user_id }: Record<string, string | undefined>) => ({
  projectId: parseProjectId(id),
  userId: parseProjectId(user_id, memberMessages.invalidUserId),
});

export const membersRouter = router({
  list: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/members',
        summary: 'Who works on the project: the owner first, then members (role lead or reviewer)',
        tag,
        params: projectParam,
        errors: [400, 403, 404],
      },
    })
    .input(projectId)
    .output(membersResponse)
    .query(({ ctx, input }) => listMembers(ctx.em, ctx.user, input.projectId)),
  add: projectProcedure('owner')
    .meta({
      rest: {
        method: 'POST',
        url: '/api/projects/:id/members',
        summary:
          'Share the project with an existing account: {email, role: "lead"|"reviewer"} (404 when no account has the e-mail, 409 when already a member)',
        tag,
        params: projectParam,
        body: addMemberInput,
        status: 201,
        errors: [400, 403, 404, 409, 422, 429],
      },
    })
    .input(projectId.extend(addMemberInput.shape))
    .output(projectMember)
    .mutation(({ ctx, input: { projectId: id, ...body } }) =>
      addMember(ctx.em, ctx.user, id, body, signInDeps(ctx.req).rateLimit),
    ),
  setRole: projectProcedure('owner')
    .meta({
      rest: {
        method: 'PATCH',
        url: '/api/projects/:id/members/:user_id',
        summary: "Change a member's role: {role}",
        tag,
        params: memberParams,
        body: memberRoleInput,
        errors: [400, 403, 404, 409, 422],
      },
    })
    .input(member.extend(memberRoleInput.shape))
    .output(projectMember)
    .mutation(({ ctx, input }) => setMemberRole(ctx.em, ctx.user, input.projectId, input.userId, input.role)),
  remove: projectProcedure('owner')
    .meta({
      rest: {
        method: 'DELETE',
        url: '/api/projects/:id/members/:user_id',
        summary: 'Take the project away from a member, at once',
        tag,
        params: memberParams,
        response: z.object({ message: z.string() }),
        errors: [400, 403, 404, 409],

        answer: (removed: ProjectMember) => ({ message: memberMessages.removed(fullName(removed)) }),
      },
    })
    .input(member)
    .output(projectMember)
    .mutation(({ ctx, input }) => removeMember(ctx.em, ctx.user, input.projectId, input.userId)),
});
