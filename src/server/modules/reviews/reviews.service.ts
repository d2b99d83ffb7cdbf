import type { EntityManager } from '@mikro-orm/postgresql';
import { keywordMessages } from '../../../shared/messages.ts';
import { reviewMessages } from '../../../shared/review.messages.ts';
import type { ReviewInput, ReviewOutput, ReviewsResponse, TagsResponse } from '../../../shared/review.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { setLabel } from '../citations/citation-labels.service.ts';
import { reasonsOf } from './exclusion-reasons.service.ts';
import { blindReviews } from './review-visibility.ts';
import {
  citationWithOwnDecision,
  reviewsOn,
  tagCounts,
  writeMaybe,
  writeReview,
  type ReviewRow,
} from './reviews.sql.ts';

const toOutput = (r: ReviewRow): ReviewOutput => ({
  ...r,
  tags: r.tags ?? [],
  updated_at: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
});
const empty = (citationId: number, userId: number): ReviewOutput => ({
  citation_id: citationId,
  user_id: userId,
  note: null,
  tags: [],
  exclusion_reason: null,
  maybe: false,
  updated_at: null,
});

/** The citation of the project (a removed duplicate too) with the user's own decision (blind dual screening), or 404. */
async function citationOf(em: EntityManager, projectId: number, citationId: number, userId: number) {
  const row = await citationWithOwnDecision(em, projectId, citationId, userId);
  if (!row) throw new DomainError('NOT_FOUND', keywordMessages.citationNotFound);
  return row;
}

/**
 * Every member's notes on a record, the caller's first. With blind dual screening the others' notes (and
 * decisions) stay hidden until the record is complete: two reviewers decided it, or it has its decision.
 */
export async function citationReviews(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
): Promise<ReviewsResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  await citationOf(em, project.id, citationId, actor.id);
  const rows = await reviewsOn(em, citationId, actor.id, blindReviews(project));
  return { reviews: rows.map((r) => ({ ...toOutput(r), reviewer: r.reviewer })) };
}

/**
 * Writes the caller's note, tags and/or exclusion reason on a record (the fields given; null clears).
 * A reason must be in the project's list and is taken only while the record is excluded, checked in the
 * statement that writes, so a decision changed at the same moment cannot leave a reason on an included record.
 */
export async function saveReview(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  input: ReviewInput,
): Promise<ReviewOutput> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const citation = await citationOf(em, project.id, citationId, actor.id);
  const reason = input.exclusion_reason;
  if (reason) {
    const known = reasonsOf(project).find((r) => r.toLowerCase() === reason.toLowerCase());
    if (!known)
      throw new DomainError('UNPROCESSABLE', reviewMessages.unknownReason, {
        exclusion_reason: reviewMessages.unknownReason,
      });
    input = { ...input, exclusion_reason: known };
  }
  if (reason && citation.is_relevant !== false && citation.own_decision !== false)
    throw new DomainError('CONFLICT', reviewMessages.reasonNeedsExcluded);
  const note = input.note?.trim() || null;
  const row = await writeReview(em, { projectId: project.id, citationId, userId: actor.id, note, input });
  if (!row) throw new DomainError('CONFLICT', reviewMessages.reasonNeedsExcluded);
  return toOutput(row);
}

/**
 * Sets a record aside as Maybe (continuous screening), or takes the caller's Maybe back. A decided record
 * set aside loses its decision first (through the label function, so the history keeps it). Settling it as
 * relevant or irrelevant later clears every Maybe on it (setLabel).
 */
export async function setMaybe(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  maybe: boolean,
): Promise<ReviewOutput> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  if (project.screening_mode !== 'continuous') throw new DomainError('CONFLICT', reviewMessages.maybeNeedsContinuous);
  const citation = await citationOf(em, project.id, citationId, actor.id);
  if (citation.duplicate_of !== null) throw new DomainError('CONFLICT', reviewMessages.maybeDuplicate);
  // Blind dual screening: the caller can take back only their own vote, which does not undo a decision that
  // other reviewers' votes or a lead's resolution made.
  if (
    maybe &&
    blindReviews(project) &&
    citation.is_relevant !== null &&
    (citation.own_decision === null || citation.resolved)
  )
    throw new DomainError('CONFLICT', reviewMessages.maybeDecided);
  if (maybe && (citation.is_relevant !== null || citation.own_decision !== null))
    await setLabel(em, actor, project.id, citationId, null);
  const row = await writeMaybe(em, project.id, citationId, actor.id, maybe);
  return row ? toOutput(row) : empty(citationId, actor.id);
}

/** The tags used in the project, with how many records carry each, by name. */
export async function projectTags(em: EntityManager, actor: UserEntity, projectId: number): Promise<TagsResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const rows = await tagCounts(em, project.id, actor.id, blindReviews(project));
  return { tags: rows };
}
