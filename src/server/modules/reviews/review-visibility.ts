import { sql } from 'kysely';

/**
 * Whether the review row `r` (a member's note, tags, reason, decision) may be seen by `actorId`. Under blind
 * dual screening another reviewer's review stays hidden until the record is complete: it has its decision, or
 * two reviewers decided it. Used wherever reviews are read, listed, counted or filtered on, so that no page
 * gives away what the other reviewer thought of a record before the caller decides it.
 */
export const visibleReview = (actorId: number, blind: boolean) =>
  sql`(r.user_id = ${actorId} or ${!blind}
       or exists (select 1 from citation d where d.id = r.citation_id and d.is_relevant is not null)
       or (select count(*) from citation_review v where v.citation_id = r.citation_id and v.decision is not null) >= 2)`;
