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
 * Whether the review row `r` (a member's note, tags, reason, decision; or another row with a user and a citation,
 * such as a vote in label_event) may be seen by `actorId`. Under blind
 * dual screening another reviewer's review stays hidden until the record is complete: it has its decision, or
 * two reviewers decided it. Used wherever reviews are read, listed, counted, filtered on or exported, so that no
 * page or file gives away what the other reviewer thought of a record before the caller decides it.
 */
export const visibleReview = (actorId: number, blind: boolean, row: RawBuilder<unknown> = sql`r`) =>
  sql`(${row}.user_id = ${actorId} or ${!blind} or ${recordComplete(sql`${row}.citation_id`)})`;

/**
 * A change of a label `e` (label_event) the viewer may see. Under blind dual screening a record's votes, and the
 * changes of its label that votes brought about (`byAgreement`), are shown once the record is complete, the
 * viewer's own votes at once, as its reviews are: the history must not tell a lead who screens how, or whether,
 * a colleague voted on a record still awaiting the lead's vote. The records still hidden are found once per
 * statement (unlabelled, fewer than two decisions, a vote cast), not once per change.
 */
export const visibleEvent = (projectId: number, { actorId, blind }: Viewer, byAgreement: RawBuilder<unknown>) =>
  sql`(${!blind}
       or e.citation_id not in (select h.id from citation h
                                 where h.project_id = ${projectId} and h.is_relevant is null
                                   and exists (select 1 from label_event hv where hv.citation_id = h.id and hv.vote)
                                   and not ${recordComplete(sql`h.id`)})
       or (e.vote and e.user_id = ${actorId}) or not (e.vote or ${byAgreement}))`;
