import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { keywordMessages } from '../../../shared/messages.ts';
import { reviewMessages } from '../../../shared/review.messages.ts';
import type { ReviewInput, ReviewOutput, ReviewsResponse, TagsResponse } from '../../../shared/review.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { setLabel } from '../citations/citation-labels.service.ts';
import { reasonsOf } from './exclusion-reasons.service.ts';

type ReviewRow = Omit<ReviewOutput, 'updated_at'> & { updated_at: Date | string | null };

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

const REVIEW_COLUMNS = sql`r.citation_id, r.user_id, r.note, r.tags, r.exclusion_reason, r.maybe, r.updated_at`;

/** The citation of the project (a removed duplicate too) with the user's own decision (blind dual screening), or 404. */
async function citationOf(em: EntityManager, projectId: number, citationId: number, userId: number) {
  const [row] = await query(
    em,
    sql<{
      is_relevant: boolean | null;
      duplicate_of: number | null;
      own_decision: boolean | null;
    }>`select is_relevant, duplicate_of,
              (select decision from citation_review r where r.citation_id = c.id and r.user_id = ${userId}) as own_decision
         from citation c where id = ${citationId} and project_id = ${projectId}`,
  );
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
  const rows = await query(
    em,
    sql<ReviewRow & { reviewer: string }>`select ${REVIEW_COLUMNS}, trim(u.first_name || ' ' || u.last_name) as reviewer
      from citation_review r join app_user u on u.id = r.user_id
     where r.citation_id = ${citationId}
       and (r.user_id = ${actor.id} or ${project.screening_mode !== 'continuous' || project.screeners_per_record < 2}
            or exists (select 1 from citation c where c.id = r.citation_id and c.is_relevant is not null)
            or (select count(*) from citation_review v where v.citation_id = r.citation_id and v.decision is not null) >= 2)
     order by r.user_id = ${actor.id} desc, r.updated_at`,
  );
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
  const has = (field: keyof ReviewInput) => input[field] !== undefined;
  const note = input.note?.trim() || null;
  const [row] = await query(
    em,
    sql<ReviewRow>`insert into citation_review (project_id, citation_id, user_id, note, tags, exclusion_reason)
      select ${project.id}, c.id, ${actor.id}, ${note}, ${input.tags ?? []}::text[], ${input.exclusion_reason ?? null}
        from citation c where c.id = ${citationId} and (${input.exclusion_reason ?? null}::text is null or c.is_relevant = false
          or exists (select 1 from citation_review m where m.citation_id = c.id and m.user_id = ${actor.id} and m.decision = false))
      on conflict (citation_id, user_id) do update set
        note = ${has('note') ? sql`excluded.note` : sql`citation_review.note`},
        tags = ${has('tags') ? sql`excluded.tags` : sql`citation_review.tags`},
        exclusion_reason = ${has('exclusion_reason') ? sql`excluded.exclusion_reason` : sql`citation_review.exclusion_reason`},
        updated_at = now()
      returning citation_id, user_id, note, tags, exclusion_reason, maybe, updated_at`,
  );
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
  if (maybe && (citation.is_relevant !== null || citation.own_decision !== null))
    await setLabel(em, actor, project.id, citationId, null);
  const [row] = await query(
    em,
    sql<ReviewRow>`insert into citation_review (project_id, citation_id, user_id, maybe) values (${project.id}, ${citationId}, ${actor.id}, ${maybe})
      on conflict (citation_id, user_id) do update set maybe = excluded.maybe, updated_at = now()
      returning citation_id, user_id, note, tags, exclusion_reason, maybe, updated_at`,
  );
  return row ? toOutput(row) : empty(citationId, actor.id);
}

/** The tags used in the project, with how many records carry each, by name. */
export async function projectTags(em: EntityManager, actor: UserEntity, projectId: number): Promise<TagsResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const rows = await query(
    em,
    sql<{ tag: string; records: number }>`select t.tag, count(distinct r.citation_id)::int as records
      from citation_review r, unnest(r.tags) as t(tag) where r.project_id = ${project.id} group by t.tag order by lower(t.tag), t.tag`,
  );
  return { tags: rows };
}
