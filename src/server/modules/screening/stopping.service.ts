import type { EntityManager } from '@mikro-orm/postgresql';
import { screeningMessages } from '../../../shared/screening.messages.ts';
import type { StoppingQuery, StoppingResponse } from '../../../shared/screening.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { stoppingTest, type StoppingResult } from '../../ml/stopping/stopping-test.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { foundCurve, screeningRecord } from './screening-order.ts';
import { screeningProgress } from './screening-progress.ts';

/** The stopping test's answer in plain words. */
export function stoppingStatement(
  result: StoppingResult,
  { target_recall, confidence }: StoppingQuery,
  maybe = 0,
): string {
  if (result.screened === 0) return screeningMessages.nothingScreened;
  if (result.remaining === 0) return screeningMessages.allScreened(result.relevantFound);
  const test = result.canStop
    ? screeningMessages.canStop(target_recall, confidence)
    : screeningMessages.notYet(target_recall, confidence);
  return maybe > 0 ? `${test} ${screeningMessages.maybePending(maybe)}` : test;
}

/** The project's screening against the stopping test, for a project already checked for access. */
export async function projectStopping(
  em: EntityManager,
  projectId: number,
  options: StoppingQuery,
): Promise<StoppingResponse> {
  const { total, decisions, maybe } = await screeningRecord(em, projectId);
  const result = stoppingTest({
    total,
    decisions,
    targetRecall: options.target_recall,
    confidence: options.confidence,
  });
  const relevant = result.relevantFound;
  const { remaining } = screeningProgress({ total, relevant, irrelevant: decisions.length - relevant, maybe });
  return {
    screened: result.screened,
    relevant_found: result.relevantFound,
    irrelevant_in_a_row: result.irrelevantInARow,
    remaining,
    can_stop: result.canStop,
    p_value: result.pValue,
    statement: stoppingStatement(result, options, maybe),
    maybe,
    target_recall: options.target_recall,
    confidence: options.confidence,
    total,
    curve: foundCurve(decisions),
  };
}

/**
 * Records screened, relevant found, irrelevant in a row and the hypergeometric stopping test of Callaghan &
 * Müller-Hansen (2020) at the given target recall and confidence (src/server/ml/stopping/).
 */
export async function stopping(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  options: StoppingQuery,
): Promise<StoppingResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  return projectStopping(em, project.id, options);
}
