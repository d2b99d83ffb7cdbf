import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { memberMessages } from '../../../shared/member.messages.ts';
import {
  addMemberInput,
  fullName,
  memberRoleInput,
  membersResponse,
  projectMember,
} from '../../../shared/member.schema.ts';
import { restRoute } from '../../http/rest-route.ts';
import { parseProjectId, projectParam } from '../projects/project-access.ts';
import { addMember, listMembers, removeMember, setMemberRole } from './members.service.ts';

const tag = 'Members';
const memberParams = ({ id, user_id }: Record<string, string | undefined>) => ({
  projectId: parseProjectId(id),
  userId: parseProjectId(user_id, memberMessages.invalidUserId),
});

export function memberRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/members',
      summary: 'Who works on the project: the owner first, then members (role lead or reviewer)',
      tag,
      auth: 'user',
      role: 'reviewer',
      params: projectParam,
      response: membersResponse,
      errors: [400, 403, 404],
    },
    ({ req, actor, params }) => listMembers(req.em, actor, params),
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/projects/:id/members',
      summary:
        'Share the project with an existing account: {email, role: "lead"|"reviewer"} (404 when no account has the e-mail, 409 when already a member)',
      tag,
      auth: 'user',
      role: 'owner',
      params: projectParam,
      body: addMemberInput,
      response: projectMember,
      status: 201,
      errors: [400, 403, 404, 409, 422],
    },
    ({ req, actor, params, body }) => addMember(req.em, actor, params, body),
  );
  restRoute(
    app,
    {
      method: 'PATCH',
      url: '/api/projects/:id/members/:user_id',
      summary: "Change a member's role: {role}",
      tag,
      auth: 'user',
      role: 'owner',
      params: memberParams,
      body: memberRoleInput,
      response: projectMember,
      errors: [400, 403, 404, 409, 422],
    },
    ({ req, actor, params, body }) => setMemberRole(req.em, actor, params.projectId, params.userId, body.role),
  );
  restRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/projects/:id/members/:user_id',
      summary: 'Take the project away from a member, at once',
      tag,
      auth: 'user',
      role: 'owner',
      params: memberParams,
      response: z.object({ message: z.string() }),
      errors: [400, 403, 404, 409],
    },
    async ({ req, actor, params }) => {
      const removed = await removeMember(req.em, actor, params.projectId, params.userId);
      return { message: memberMessages.removed(fullName(removed)) };
    },
  );
}
