import type { EntityManager } from '@mikro-orm/postgresql';
import type { CitationOutput, LabeledCitations } from '../../../shared/citation.schema.ts';
import { keywordMessages, projectMessages } from '../../../shared/messages.ts';
import type { LabelRefusal } from '../../../shared/label-rules.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { dualMessages } from '../../../shared/dual.messages.ts';
import { DomainError } from '../../errors.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { requestRetrain } from '../../coordination/retrain-requests.ts';
import { applyLabelClick, currentLabel, labelledRows, unsettleCleared } from './citation-labels.sql.ts';
import { lockProject } from '../../coordination/project-lock.ts';
import { screeningMessages } from '../../../shared/screening.messages.ts';
import { toCitationOutput } from './citation-row.ts';
import { castVote } from '../dual-screening/votes.service.ts';
import { citationRowFor } from '../dual-screening/votes.sql.ts';

const refusals: Record<LabelRefusal, string> = {
  duplicate: keywordMessages.removedDuplicate,
  finished: keywordMessages.finished,
  locked: keywordMessages.locked,
  maximum: keywordMessages.maximum,
};

/**
 * Sets or clears a label for the project's current iteration, in one statement: set_citation_label (a
 * migration's PL/pgSQL function) locks the project row, so two tabs or two members clicking at once can never make an
 * 11th label of a class, applies the click's rules (those of `labelRefusal` in shared/label-rules.ts, held to it by
 * tests/integration/label-rules.test.ts), writes it and keeps the change in label_event (who, when, from, to):
 * - only the owner, a member (any role: requireProjectAccess's 'reviewer') or an administrator may label;
 * - a removed duplicate cannot be labelled;
 * - in iteration mode: after the project's last training no label can change the model, so none is taken;
 *   a label an earlier iteration trained on is locked; an iteration holds at most MAX_LABELS_PER_CLASS
 *   labels of a class (choosing a label again is no change);
 * - in continuous mode every other click is taken, and the model is retrained in the background.
 * A taken decision also settles the reviewers' notes in the same statement: a Maybe ends once the record
 * is decided, and an exclusion reason stays only while the record is excluded (docs/teams.md).
 * With blind dual screening the click is the caller's own decision instead (castVote); the same statement
 * tells, so a click costs one statement besides the session's. With one screener per record an open conflict
 * left from blind dual screening is refused (409): only a lead's resolution decides it (docs/teams.md). A
 * cleared label in a continuous project takes a record that two decisions or a resolution had settled back to
 * unscreened (unsettleCleared, the statement after the click's), so it is never lost to /next when the project
 * goes back to two screeners.
 */
export async function setLabel(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  isRelevant: boolean | null,
  ifLabel?: boolean | null,
): Promise<CitationOutput> {
  if (ifLabel !== undefined) await refuseIfChanged(em, actor, projectId, citationId, ifLabel, isRelevant);
  const row = await applyLabelClick(em, { projectId, citationId, isRelevant, actor });
  if (!row) throw new DomainError('NOT_FOUND', projectMessages.notFound);
  // Only continuous projects have reviewers' decisions to settle a record; an iteration project's click stays
  // one statement (each statement queues on the embedded database, docs/performance.md "Load").
  const unsettled =
    isRelevant === null && !row.dual && row.verdict === 'ok' && row.continuous
      ? await unsettleCleared(em, citationId)
      : false;
  if (row.dual) {
    const voted = await castVote(em, actor, projectId, citationId, isRelevant);
    // Switched to one screener between the click's statement and the vote's lock: a label like any other.
    if (voted !== 'not-dual') return voted;
    return setLabel(em, actor, projectId, citationId, isRelevant);
  }
  const { verdict, citation, continuous } = row;
  if (verdict === 'conflict') {
    await requireProjectAccess(em, actor, projectId, 'reviewer');
    throw new DomainError('CONFLICT', dualMessages.openConflict);
  }
  if (verdict === 'forbidden') throw new DomainError('FORBIDDEN', projectMessages.forbidden);
  if (verdict === 'missing') throw new DomainError('NOT_FOUND', keywordMessages.citationNotFound);
  if (verdict !== 'ok') throw new DomainError('CONFLICT', refusals[verdict]);
  if (continuous) requestRetrain(em, projectId);
  // The answer carries the caller's own review, whose decision the clearing may have taken back.
  return toCitationOutput(unsettled ? await citationRowFor(em, actor.id, citationId) : citation!);
}

/** Every labelled citation, grouped by the iteration it was labelled in. */
export async function labeledCitations(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<LabeledCitations> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const rows = await labelledRows(em, project.id);
  const byIteration = new Map<number, LabeledCitations['iterations'][number]>();
  for (const row of rows.map(toCitationOutput)) {
    const it = row.iteration ?? 0;
    const group = byIteration.get(it) ?? { iteration: it, relevant: [], irrelevant: [] };
    (row.is_relevant ? group.relevant : group.irrelevant).push(row);
    byIteration.set(it, group);
  }
  return { iterations: [...byIteration.values()], total: rows.length };
}

/**
 * An undo's condition (`if_label`): the record's label must still be the one the undo takes back, or 409 and nothing
 * changes, so that an undo never erases a colleague's later decision. Checked under the project's lock, the one a
 * label click takes; a click that lands between this check and the undo's own (a few milliseconds) is not seen. Not
 * checked with blind dual screening, where the decision undone is the caller's own.
 */
async function refuseIfChanged(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  ifLabel: boolean | null,
  wanted: boolean | null,
) {
  await requireProjectAccess(em, actor, projectId, 'reviewer');
  await em.transactional(async (tx) => {
    await lockProject(tx, projectId);
    const now = await currentLabel(tx, projectId, citationId);
    // Already what the undo asks for (the decision it takes back never landed): no change, nothing to refuse.
    if (now && !now.dual && now.is_relevant !== ifLabel && now.is_relevant !== wanted)
      throw new DomainError('CONFLICT', screeningMessages.changedSince(now.is_relevant));
  });
}
