import type { EntityManager } from '@mikro-orm/postgresql';
import { projectMessages } from '../../../shared/messages.ts';
import { Project, type ProjectEntity, type UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';

const MAX_ID = 2_147_483_647;

/** A project id from a URL: digits only, else 400 with the given message. */
export function parseProjectId(raw: unknown, message: string = projectMessages.invalidProjectId): number {
  const text = String(raw ?? '');
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new DomainError('BAD_REQUEST', message);
  return id;
}

/** The project, if it exists and is not deleted (404) and the actor owns it or is an administrator (403). */
export async function accessibleProject(em: EntityManager, actor: UserEntity, id: number): Promise<ProjectEntity> {
  const project = await em.findOne(Project, { id, deleted_at: null });
  checkAccess(actor, project?.user.id);
  return project!;
}

/** 404 when there is no such project (no owner), 403 when the actor neither owns it nor is an administrator. */
export function checkAccess(actor: UserEntity, ownerId: number | undefined): void {
  if (ownerId === undefined) throw new DomainError('NOT_FOUND', projectMessages.notFound);
  if (ownerId !== actor.id && !actor.is_admin) throw new DomainError('FORBIDDEN', projectMessages.forbidden);
}
