import { z } from 'zod';
import { addMemberInput, memberRoleInput, membersResponse, projectMember } from '../../../shared/member.schema.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { addMember, listMembers, removeMember, setMemberRole } from './members.service.ts';

const projectId = z.object({ projectId: z.number().int().positive() });
const member = projectId.extend({ userId: z.number().int().positive() });

export const membersRouter = router({
  list: authedProcedure
    .input(projectId)
    .output(membersResponse)
    .query(({ ctx, input }) => listMembers(ctx.em, ctx.user, input.projectId)),
  add: authedProcedure
    .input(projectId.extend(addMemberInput.shape))
    .output(projectMember)
    .mutation(({ ctx, input: { projectId: id, ...body } }) => addMember(ctx.em, ctx.user, id, body)),
  setRole: authedProcedure
    .input(member.extend(memberRoleInput.shape))
    .output(projectMember)
    .mutation(({ ctx, input }) => setMemberRole(ctx.em, ctx.user, input.projectId, input.userId, input.role)),
  remove: authedProcedure
    .input(member)
    .output(projectMember)
    .mutation(({ ctx, input }) => removeMember(ctx.em, ctx.user, input.projectId, input.userId)),
});
