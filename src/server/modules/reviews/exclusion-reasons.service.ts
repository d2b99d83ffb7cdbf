import type { EntityManager } from '@mikro-orm/postgresql';
import { reviewMessages } from '../../../shared/review.messages.ts';
import { DEFAULT_EXCLUSION_REASONS, type ExclusionReasonsResponse } from '../../../shared/review.schema.ts';
import type { ProjectEntity, UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { requireProjectAccess } from '../projects/project-access.ts';

/** The project's exclusion reasons in order: its own list, or the defaults until a lead edits it. */
export const reasonsOf = (project: Pick<ProjectEntity, 'exclusion_reasons'>): string[] =>
  project.exclusion_reasons ?? [...DEFAULT_EXCLUSION_REASONS];

export async function exclusionReasons(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<ExclusionReasonsResponse> {
  return { reasons: reasonsOf(await requireProjectAccess(em, actor, projectId, 'reviewer')) };
}

/**
 * A lead replaces the list (new order, new names, removals). Records keep the reason they were given:
 * a removed or renamed reason stays on them, in the exports and in PRISMA, and is no longer offered.
 */
export async function saveExclusionReasons(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  reasons: string[],
): Promise<ExclusionReasonsResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'lead');
  const seen = new Set<string>();
  for (const reason of reasons) {
    const key = reason.toLowerCase();
    if (seen.has(key))
      throw new DomainError('UNPROCESSABLE', reviewMessages.reasonsDuplicate(reason), {
        reasons: reviewMessages.reasonsDuplicate(reason),
      });
    seen.add(key);
  }
  project.exclusion_reasons = reasons;
  await em.flush();
  return { reasons };
}
