import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from './project.entity.ts';
import { User } from './user.entity.ts';

/**
 * A person the owner shared the project with, and what they may do in it (project-access.ts decides).
 * The owner is not a row here: a project's owner is its user.
 */
export const ProjectMember = defineEntity({
  name: 'ProjectMember',
  tableName: 'project_member',
  uniques: [{ properties: ['project', 'user'] }],
  properties: {
    id: p.integer().primary(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    // Indexed: the dashboard lists the projects shared with a user.
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    role: p.enum(['lead', 'reviewer'] as const),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export type ProjectMemberEntity = InferEntity<typeof ProjectMember>;
