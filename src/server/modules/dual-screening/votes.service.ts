import type { EntityManager } from '@mikro-orm/postgresql';
import type { CitationOutput } from '../../../shared/citation.schema.ts';
import { dualMessages } from '../../../shared/dual.messages.ts';
import { keywordMessages } from '../../../shared/messages.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { requestRetrain } from '../../coordination/retrain-requests.ts';
import { lockProject } from '../../coordination/project-lock.ts';
import { projectAccess, requireProjectAccess } from '../projects/project-access.ts';
import { toCitationOutput } from '../citations/citation-row.ts';
import {
  citationRowFor,
  lockCitationRow,
  markResolved,
  ownDecision,
  votesOn,
  writeRecordLabel,
  writeVote,
  markLabelAsResolution,
  markLabelFromOneVote,
  awaitingRecords,
  shownBefore,
  keepBlindPair,
  markLabelAfterShown,
  lockDualProject,
} from './votes.sql.ts';

/**
 * The record's decision from its reviewers' own: once two (or more) decided, the one they agree on; none
 * while they disagree (a conflict) or fewer than two decided.
 */
export function agreedDecision(votes: readonly boolean[]): boolean | null {
  if (votes.length < 2) return null;
  return votes.every((v) => v === votes[0]) ? votes[0]! : null;
}

/** The citation locked for this transaction, or the refusal a decision on it gets. */
async function lockCitation(tx: EntityManager, projectId: number, citationId: number) {
  const row = await lockCitationRow(tx, projectId, citationId);
  if (!row) throw new DomainError('NOT_FOUND', keywordMessages.citationNotFound);
  if (row.duplicate_of !== null) throw new DomainError('CONFLICT', keywordMessages.removedDuplicate);
  return row;
}

const citationFor = async (em: EntityManager, actor: UserEntity, citationId: number): Promise<CitationOutput> =>
  toCitationOutput(await citationRowFor(em, actor.id, citationId));

/**
 * Blind dual screening: records the caller's own decision on a record (null takes it back) and settles
 * the record's label from the reviewers' decisions — agreement of two decides it, disagreement leaves it
 * undecided as a conflict for a lead — unless a lead has resolved it. The citation row is locked for the
 * transaction, so two reviewers deciding at once are settled one after the other. Each decision is kept
 * in the history as a vote (who, when, from, to). The model learns from the record's label only, so a vote
 * retrains it only when it settles the record (activeTokenPages).
 * The decisions two reviewers had when the record's pair became complete are kept as their blind ones, which the
 * agreement reads (keepBlindPair). A decision cast after the record's decisions were shown to the voter (shownBefore)
 * is allowed, and marked so in the history with the change of the record's label it brings about: it cannot
 * turn a disagreement into an agreement in the figures a team reports. Before the pair is complete, an undo and a new
 * decision are a plain correction: nobody was shown anything.
 */
export async function castVote(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  decision: boolean | null,
): Promise<CitationOutput | 'not-dual'> {
  await requireProjectAccess(em, actor, projectId, 'reviewer');
  const cast = await em.transactional(async (tx) => {
    // The project went back to one screener since the click was read: the caller labels instead.
    if (!(await lockDualProject(tx, projectId))) return false;
    const citation = await lockCitation(tx, projectId, citationId);
    const before = await ownDecision(tx, citationId, actor.id);
    if (before === decision) return;
    const afterShown = await shownBefore(tx, citationId, actor.id);
    await writeVote(tx, { projectId, citationId, userId: actor.id, before, decision, afterShown });
    if (decision !== null) await keepBlindPair(tx, citationId);
    if (citation.resolved_at !== null) return;
    const label = agreedDecision(await votesOn(tx, citationId));
    if (label === citation.is_relevant) return;
    await writeRecordLabel(tx, actor, projectId, citationId, label);
    if (afterShown) await markLabelAfterShown(tx, citationId);
  });
  if (cast === false) return 'not-dual';
  requestRetrain(em, projectId);
  return citationFor(em, actor, citationId);
}

/**
 * A lead's decision on a record its reviewers disagree on (an open conflict, or one resolved before and
 * decided again): it becomes the record's label and stays so whatever the reviewers change later. The
 * history keeps the resolver's role and whether they were one of the record's screeners (allowed: small
 * teams have no one else, but the resolution is then not independent).
 */
export async function resolveConflict(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  isRelevant: boolean,
): Promise<CitationOutput> {
  const { role } = await projectAccess(em, actor, projectId, 'lead');
  await em.transactional(async (tx) => {
    // The project first, then the record, as a vote takes them: the other order could deadlock with one.
    await lockProject(tx, projectId);
    const citation = await lockCitation(tx, projectId, citationId);
    const votes = await votesOn(tx, citationId);
    // A resolution stands whatever the reviewers change later, so the lead may change it while the votes no longer differ.
    if (citation.resolved_at === null && !(votes.includes(true) && votes.includes(false)))
      throw new DomainError('CONFLICT', dualMessages.notAConflict);
    if (citation.is_relevant !== isRelevant) {
      await writeRecordLabel(tx, actor, projectId, citationId, isRelevant);
      await markLabelAsResolution(tx, citationId, {
        userId: actor.id,
        role: role as 'owner' | 'lead' | 'admin', // projectAccess refused anyone below a lead
      });
    }
    await markResolved(tx, citationId);
  });
  requestRetrain(em, projectId);
  return citationFor(em, actor, citationId);
}

/**
 * On going from two screeners per record to one: every record waiting for a second reviewer takes the one
 * decision it has (through the label function, so the history keeps it, marked as taken from that one
 * decision). Each record is locked and checked again, so a second decision cast meanwhile is settled by the
 * votes instead. Open conflicts are left as they are, for a lead to resolve. Answers how many records took
 * their decision.
 */
export async function settleAwaitingOnOneScreener(tx: EntityManager, actor: UserEntity, projectId: number) {
  let settled = 0;
  for (const { citation_id } of await awaitingRecords(tx, projectId)) {
    const citation = await lockCitation(tx, projectId, citation_id);
    const votes = await votesOn(tx, citation_id);
    if (votes.length !== 1 || citation.is_relevant !== null || citation.resolved_at !== null) continue;
    await writeRecordLabel(tx, actor, projectId, citation_id, votes[0]!);
    await markLabelFromOneVote(tx, citation_id);
    settled++;
  }
  return settled;
}
