import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { query } from '../../db/sql.ts';

/**
 * The one definition of each count a reader sees as "unlabelled", "Maybe" or "hidden by keywords", for
 * every page, answer and export that shows one: counted apart, they had come to disagree ("Left 786" beside
 * "Unlabeled 787", the difference a Maybe record one count left out and the other kept).
 */

/** Unlabelled: an active citation (not a removed duplicate) without a label. Records set aside as Maybe are among them. */
export const isUnlabelled = (c: RawBuilder<unknown>) => sql`(${c}.duplicate_of is null and ${c}.is_relevant is null)`;

/** Decided: an active citation labelled relevant or irrelevant (the overview's two label counts, the admin pages' "Screened"). */
export const isDecided = (c: RawBuilder<unknown>) => sql`(${c}.duplicate_of is null and ${c}.is_relevant is not null)`;

/** An unlabelled citation the saved keyword lists hide (its stored verdict; labelled citations are never hidden). */
export const isHiddenByKeywords = (c: RawBuilder<unknown>) => sql`(${isUnlabelled(c)} and ${c}.keyword_match is false)`;

/** An unlabelled citation a member set aside as Maybe (decided later; passed over by /next meanwhile). */
export const isMaybe = (c: RawBuilder<unknown>) =>
  sql`(${isUnlabelled(c)} and exists (select 1 from citation_review r where r.citation_id = ${c}.id and r.maybe))`;

/**
 * How many unlabelled citations of the project (a number or a column) are set aside as Maybe, as isMaybe
 * counts them but read from the Maybe reviews' index: a scalar subquery.
 */
export const maybeCount = (projectId: number | RawBuilder<unknown>) =>
  sql<number>`(select count(distinct r.citation_id)::int from citation_review r join citation c on c.id = r.citation_id
                where r.project_id = ${projectId} and r.maybe and ${isUnlabelled(sql`c`)})`;

/** How many unlabelled citations of the project the keyword lists hide, whatever a page shows: a scalar subquery. */
export const hiddenByKeywordsCount = (projectId: number | RawBuilder<unknown>) =>
  sql<number>`(select count(*)::int from citation c where c.project_id = ${projectId} and ${isHiddenByKeywords(sql`c`)})`;

/** Of the project's unlabelled citations: those set aside as Maybe and those the keyword lists hide, in one statement. */
export async function unlabelledParts(
  em: EntityManager,
  projectId: number,
): Promise<{ maybe: number; hidden: number }> {
  const [row] = await query(
    em,
    sql<{
      maybe: number;
      hidden: number;
    }>`select ${maybeCount(projectId)} as maybe, ${hiddenByKeywordsCount(projectId)} as hidden`,
  );
  return { maybe: row?.maybe ?? 0, hidden: row?.hidden ?? 0 };
}

/**
 * Blind dual screening's open conflict: an unlabelled citation, not resolved by a lead, on which one
 * reviewer's own decision says relevant and another's irrelevant. It stays a conflict whatever the
 * screeners per record: only a lead's resolution decides it (docs/teams.md).
 */
export const isOpenConflict = (c: RawBuilder<unknown>) =>
  sql`(${isUnlabelled(c)} and ${c}.resolved_at is null
       and exists (select 1 from citation_review r where r.citation_id = ${c}.id and r.decision)
       and exists (select 1 from citation_review r where r.citation_id = ${c}.id and r.decision = false))`;

/** Blind dual screening: an unlabelled citation, not resolved, with exactly one reviewer's own decision. */
export const isAwaitingSecond = (c: RawBuilder<unknown>) =>
  sql`(${isUnlabelled(c)} and ${c}.resolved_at is null
       and (select count(*) from citation_review r where r.citation_id = ${c}.id and r.decision is not null) = 1)`;

/** How many of the project's citations are open conflicts (isOpenConflict), read from the votes: a scalar subquery. */
export const openConflictCount = (projectId: number | RawBuilder<unknown>) =>
  sql<number>`(select count(distinct r.citation_id)::int from citation_review r join citation c on c.id = r.citation_id
                where r.project_id = ${projectId} and r.decision = false and ${isOpenConflict(sql`c`)})`;

/** How many of the project's citations await a second reviewer (isAwaitingSecond), read from the votes: a scalar subquery. */
export const awaitingSecondCount = (projectId: number | RawBuilder<unknown>) =>
  sql<number>`(select count(*)::int from citation_review r join citation c on c.id = r.citation_id
                where r.project_id = ${projectId} and r.decision is not null and ${isAwaitingSecond(sql`c`)})`;
