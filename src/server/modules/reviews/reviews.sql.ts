import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { ReviewInput, ReviewOutput } from '../../../shared/review.schema.ts';
import { query, reviewerName } from '../../db/sql.ts';
import { visibleReview } from './review-visibility.ts';

/** The statements of notes, tags, exclusion reasons and Maybe; reviews.service.ts checks and orchestrates. */

export type ReviewRow = Omit<ReviewOutput, 'updated_at'> & { updated_at: Date | string | null };

const REVIEW_COLUMNS = sql`r.citation_id, r.user_id, r.note, r.tags, r.exclusion_reason, r.maybe, r.updated_at`;

/** The citation of the project (a removed duplicate too) with the user's own decision, or undefined. */
export async function citationWithOwnDecision(
  em: EntityManager,
  projectId: number,
  citationId: number,
  userId: number,
) {
  const [row] = await query(
    em,
    sql<{
      is_relevant: boolean | null;
      duplicate_of: number | null;
      own_decision: boolean | null;
      resolved: boolean;
    }>`select is_relevant, duplicate_of, resolved_at is not null as resolved,
              (select decision from citation_review r where r.citation_id = c.id and r.user_id = ${userId}) as own_decision
         from citation c where id = ${citationId} and project_id = ${projectId}`,
  );
  return row;
}

/**
 * Every member's notes on a record, the caller's first. `blind`: the others' stay hidden until the record
 * is complete (two reviewers decided it, or it has its decision).
 */
export function reviewsOn(em: EntityManager, citationId: number, actorId: number, blind: boolean) {
  return query(
    em,
    sql<ReviewRow & { reviewer: string }>`select ${REVIEW_COLUMNS}, ${reviewerName('u')} as reviewer
      from citation_review r left join app_user u on u.id = r.user_id
     where r.citation_id = ${citationId} and ${visibleReview(actorId, blind)}
     order by r.user_id = ${actorId} desc, r.updated_at`,
  );
}

/**
 * Writes the given fields of a reviewer's note (the rest kept). A reason is written only while the record
 * is excluded (by its label or the reviewer's own decision), checked in this statement: undefined when it is not.
 */
export async function writeReview(
  em: EntityManager,
  review: { projectId: number; citationId: number; userId: number; note: string | null; input: ReviewInput },
): Promise<ReviewRow | undefined> {
  const { projectId, citationId, userId, note, input } = review;
  const has = (field: keyof ReviewInput) => input[field] !== undefined;
  const [row] = await query(
    em,
    sql<ReviewRow>`insert into citation_review (project_id, citation_id, user_id, note, tags, exclusion_reason)
      select ${projectId}, c.id, ${userId}, ${note}, ${input.tags ?? []}::text[], ${input.exclusion_reason ?? null}
        from citation c where c.id = ${citationId} and (${input.exclusion_reason ?? null}::text is null or c.is_relevant = false
          or exists (select 1 from citation_review m where m.citation_id = c.id and m.user_id = ${userId} and m.decision = false))
      on conflict (citation_id, user_id) do update set
        note = ${has('note') ? sql`excluded.note` : sql`citation_review.note`},
        tags = ${has('tags') ? sql`excluded.tags` : sql`citation_review.tags`},
        exclusion_reason = ${has('exclusion_reason') ? sql`excluded.exclusion_reason` : sql`citation_review.exclusion_reason`},
        updated_at = now()
      returning citation_id, user_id, note, tags, exclusion_reason, maybe, updated_at`,
  );
  return row;
}

export async function writeMaybe(
  em: EntityManager,
  projectId: number,
  citationId: number,
  userId: number,
  maybe: boolean,
): Promise<ReviewRow | undefined> {
  const [row] = await query(
    em,
    sql<ReviewRow>`insert into citation_review (project_id, citation_id, user_id, maybe) values (${projectId}, ${citationId}, ${userId}, ${maybe})
      on conflict (citation_id, user_id) do update set maybe = excluded.maybe, updated_at = now()
      returning citation_id, user_id, note, tags, exclusion_reason, maybe, updated_at`,
  );
  return row;
}

/** The tags used in the project that the caller may see (visibleReview), with how many records carry each, by name. */
export function tagCounts(em: EntityManager, projectId: number, actorId: number, blind: boolean) {
  return query(
    em,
    sql<{ tag: string; records: number }>`select t.tag, count(distinct r.citation_id)::int as records
      from citation_review r, unnest(r.tags) as t(tag)
     where r.project_id = ${projectId} and ${visibleReview(actorId, blind)}
     group by t.tag order by lower(t.tag), t.tag`,
  );
}
