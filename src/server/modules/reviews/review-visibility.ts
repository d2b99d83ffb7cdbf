import { sql, type RawBuilder } from 'kysely';

/** Blind dual screening: continuous, two or more screeners per record. */
export const blindReviews = (project: { screening_mode: string; screeners_per_record: number }) =>
  project.screening_mode === 'continuous' && project.screeners_per_record >= 2;

/** Who reads reviews and decisions, and whether the project hides the others' until a record is complete. */
export interface Viewer {
  actorId: number;
  blind: boolean;
}

export const viewerOf = (
  actor: { id: number },
  project: { screening_mode: string; screeners_per_record: number },
): Viewer => ({ actorId: actor.id, blind: blindReviews(project) });

/** The record `citationId` is complete: it has its decision, or two reviewers decided it. */
export const recordComplete = (citationId: RawBuilder<unknown>) =>
  sql`(exists (select 1 from citation d where d.id = ${citationId} and d.is_relevant is not null)
       or (select count(*) from citation_review v where v.citation_id = ${citationId} and v.decision is not null) >= 2)`;

/**
 * Whether the review row `r` (a member's note, tags, reason, decision) may be seen by `actorId`. Under blind
 * dual screening another reviewer's review stays hidden until the record is complete: it has its decision, or
 * two reviewers decided it. Used wherever reviews are read, listed, counted, filtered on or exported, so that no
 * page or file gives away what the other reviewer thought of a record before the caller decides it.
 */
export const visibleReview = (actorId: number, blind: boolean) =>
  sql`(r.user_id = ${actorId} or ${!blind} or ${recordComplete(sql`r.citation_id`)})`;
