import type { EntityManager } from '@mikro-orm/postgresql';
import { screeningMessages } from '../../../shared/screening.messages.ts';
import type { StoppingQuery, StoppingResponse } from '../../../shared/screening.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { stoppingTest, type StoppingResult } from '../../ml/stopping/stopping-test.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { foundCurve, screeningRecord } from './screening-order.ts';
import { screeningProgress } from './screening-progress.ts';

/** What is not screened yet for a reason the stopping test cannot see: Maybe records, records awaiting a second reviewer, open conflicts. */
export interface PendingRecords {
  maybe?: number;
  awaitingSecond?: number;
  openConflicts?: number;
}

/** The stopping test's answer in plain words, with a sentence for each kind of record still pending. */
export function stoppingStatement(
  result: StoppingResult,
  { target_recall, confidence }: StoppingQuery,
  { maybe = 0, awaitingSecond = 0, openConflicts = 0 }: PendingRecords = {},
): string {
  if (result.remaining === 0 && result.screened > 0) return screeningMessages.allScreened(result.relevantFound);
  const test =
    result.screened === 0
      ? screeningMessages.nothingScreened
      : result.canStop
        ? screeningMessages.canStop(target_recall, confidence)
        : screeningMessages.notYet(target_recall, confidence);
  return [
    test,
    maybe > 0 ? screeningMessages.maybePending(maybe) : '',
    awaitingSecond > 0 ? screeningMessages.awaitingSecondPending(awaitingSecond) : '',
    openConflicts > 0 ? screeningMessages.conflictsPending(openConflicts) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The project's screening against the stopping test, for a project already checked for access. */
export async function projectStopping(
  em: EntityManager,
  projectId: number,
  options: StoppingQuery,
): Promise<StoppingResponse> {
  const { total, decisions, maybe, awaitingSecond, openConflicts } = await screeningRecord(em, projectId);
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
    statement: stoppingStatement(result, options, { maybe, awaitingSecond, openConflicts }),
    maybe,
    awaiting_second: awaitingSecond,
    open_conflicts: openConflicts,
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
