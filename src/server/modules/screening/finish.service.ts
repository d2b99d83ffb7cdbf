import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProjectOutput } from '../../../shared/project.schema.ts';
import { nothingToFinish, type StoppingQuery, type StoppingResponse } from '../../../shared/screening.schema.ts';
import { screeningMessages } from '../../../shared/screening.messages.ts';
import { Project, type UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { projectAccess } from '../projects/project-access.ts';
import { projectView } from '../projects/project-view.ts';
import { decisionCount } from './decision-history.ts';
import { projectStopping } from './stopping.service.ts';

/** What "Finish screening" records beside the time: the stopping test then, and how many decisions were made. */
export type FinishSummary = Omit<StoppingResponse, 'curve'> & {
  decisions: number;
  screening_mode: ProjectOutput['screening_mode'];
};

/**
 * Marks the project's screening done ("Finish screening"): the time, the stopping test's answer at the
 * target recall and confidence the user chose, and the number of decisions, for the export's Summary sheet.
 * Decisions can still change afterwards; finishing again records the new state. A project where nothing is
 * screened, waiting for a second reviewer or in conflict has nothing to finish (409): it would read "Finished"
 * with nothing done.
 */
export async function finishScreening(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  options: StoppingQuery,
): Promise<ProjectOutput> {
  const { project, role } = await projectAccess(em, actor, projectId, 'lead');
  const { curve: _curve, ...test } = await projectStopping(em, project.id, options);
  if (nothingToFinish(test)) throw new DomainError('CONFLICT', screeningMessages.finishNothingScreened);
  const summary: FinishSummary = {
    ...test,
    decisions: await decisionCount(em, project.id),
    screening_mode: project.screening_mode,
  };
  const finishedAt = new Date();
  await em.nativeUpdate(Project, { id: project.id }, { finished_at: finishedAt, finish_summary: summary });
  return { ...(await projectView(em, project, role)), finished_at: finishedAt.toISOString() };
}
