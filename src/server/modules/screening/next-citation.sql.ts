import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { prepared } from '../../db/prepared-statements.ts';
import { query } from '../../db/sql.ts';
import { citationJsonFields, reviewJsonFields, type CitationRow } from '../citations/citation-row.ts';
import { isOpenConflict, maybeCount } from '../citations/citation-counts.sql.ts';
import { decisionsSinceModel } from './decisions-since-model.ts';
import { DEFAULT_LEASE_MS } from '../../coordination/project-claim.ts';

/** The list's order (citation_list_order_idx), so the first unlabelled citation is found by reading the index. */
const ORDER = sql`order by u.relevance_score desc nulls last, u.keyword_score desc, u.id`;

/** Blind dual screening: a record (`c`) still open to the user — not decided by them, and by fewer than two reviewers. */
const open = (userId: number) =>
  sql`not exists (select 1 from citation_review r where r.citation_id = c.id and r.user_id = ${userId} and r.decision is not null)
      and (select count(*) from citation_review r where r.citation_id = c.id and r.decision is not null) < 2`;

/** How long a record /next served someone stays theirs to read: a record left open longer goes to others. */
const HOLD_MINUTES = 10;
/** How many records a member holds at once: the one on screen, the one fetched ahead, and one polled since. */
const HOLDS_PER_MEMBER = 3;

/**
 * The records other members of the project hold: served to them in the last HOLD_MINUTES, the last
 * HOLDS_PER_MEMBER of each (older rows are let go by `letGoOfOldHolds`, in a statement of their own).
 */
const othersHolding = (projectId: number, userId: number) =>
  sql`select k.user_id, k.citation_id
        from (select h.user_id, h.citation_id,
                     row_number() over (partition by h.user_id order by h.served_at desc, h.citation_id desc) as n
                from screening_hold h
               where h.project_id = ${projectId} and h.user_id <> ${userId}
                 and h.served_at > now() - make_interval(mins => ${HOLD_MINUTES})) k
       where k.n <= ${HOLDS_PER_MEMBER}`;

/**
 * A record (`c`) colleagues are reading: with one screener, one another member holds; with two, one that two
 * reviewers besides the user have decided or hold.
 */
const held = (dual: boolean) =>
  dual
    ? sql`(select count(*) from citation_review r where r.citation_id = c.id and r.decision is not null)
          + (select count(*) from others o where o.citation_id = c.id
               and not exists (select 1 from citation_review r where r.citation_id = c.id and r.user_id = o.user_id and r.decision is not null)) >= 2`
    : sql`c.id in (select o.citation_id from others o)`;

export interface NextRow {
  /** The project's keyword_version, under which `total` holds. */
  version: number;
  continuous: boolean;
  retraining: boolean;
  trained_at: Date | null;
  since: number;
  total: number;
  relevant: number;
  irrelevant: number;
  maybe: number;
  citation: CitationRow | null;
  /** The citation is one the keywords hide: every unlabelled one they let through is screened (or skipped). */
  hidden: boolean | null;
  /** Some reviewer's own decision (blind dual screening) is stored: only then has the project pairs to report. */
  votes: boolean;
}

/**
 * In one statement: the unlabelled citation the latest model ranks highest, passing over `skip` and the
 * records set aside as Maybe (with `dual`, one the user may still decide, those another reviewer decided
 * first; with one screener, none of the open conflicts left from two, which only a lead's resolution decides),
 * and where screening stands. Records colleagues are reading (`held`) come only once no other is left, and the
 * record served is held for the user (screening_hold). The statement only adds or refreshes the one row: two
 * requests of one member at once (the page's look-ahead and its status poll) each lock a single row and never
 * wait for each other in turn. The total of active citations is counted only when the project's
 * keyword_version is not `known.version` (see activeTotals in next-citation.service.ts). The order is the list's (citation_list_order_idx): model score, then
 * keyword relevance (BM25), so before any model the keyword order is used. The keywords hold here as in the
 * list: the citations they hide come only once every one they let through is screened, as the iteration
 * mode's reading ranks them (iteration-reading.ts), so a hidden record is read last, never lost. A retrain counts as
 * running while its claim's lease is renewed: one whose process was killed is not (the caller then asks for another).
 */
export async function nextRow(
  em: EntityManager,
  projectId: number,
  actorId: number,
  skip: readonly number[],
  dual: boolean,
  known: { version: number; total: number },
): Promise<NextRow> {
  const [row] = await query(
    em,
    prepared(
      sql<NextRow>`
        with others as (${othersHolding(projectId, actorId)}),
             unlabelled as not materialized (select c.id, c.relevance_score, c.keyword_score, c.keyword_match, ${held(dual)} as held from citation c
                             where c.project_id = ${projectId} and c.duplicate_of is null and c.is_relevant is null and c.id <> all(${skip}::int[])
                               and c.id <> all(array(select r.citation_id from citation_review r where r.project_id = ${projectId} and r.maybe))
                               ${dual ? sql`and ${open(actorId)}` : sql`and not ${isOpenConflict(sql`c`)}`}),
             pick as (select coalesce(
                        ${dual ? sql`(select u.id from unlabelled u where not u.held and u.id in (select r.citation_id from citation_review r where r.project_id = ${projectId} and r.decision is not null) ${ORDER} limit 1),` : sql``}
                        (select u.id from unlabelled u where not u.held and u.keyword_match ${ORDER} limit 1),
                        (select u.id from unlabelled u where u.keyword_match ${ORDER} limit 1),
                        (select u.id from unlabelled u where not u.held ${ORDER} limit 1),
                        (select u.id from unlabelled u ${ORDER} limit 1)) as id),
             hold as (insert into screening_hold (project_id, user_id, citation_id, served_at)
                        select ${projectId}, ${actorId}, pick.id, now() from pick where pick.id is not null
                        on conflict (project_id, user_id, citation_id) do update set served_at = excluded.served_at)
        select p.keyword_version as version, p.screening_mode = 'continuous' as continuous, coalesce(p.training_started_at > now() - make_interval(secs => ${sql.lit(DEFAULT_LEASE_MS / 1000)}), false) as retraining,
               (select created_at from training_run where project_id = p.id order by id desc limit 1) as trained_at,
               ${decisionsSinceModel(sql`p.id`)} as since,
               case when p.keyword_version = ${known.version}::int then ${known.total}::int
                    else (select count(*)::int from citation c where c.project_id = p.id and c.duplicate_of is null) end as total,
               n.relevant, n.irrelevant,
               ${maybeCount(sql`p.id`)} as maybe,
               (select json_build_object(${citationJsonFields}, ${reviewJsonFields(actorId)}) from pick join citation c on c.id = pick.id) as citation,
               (select not c.keyword_match from pick join citation c on c.id = pick.id) as hidden,
               exists (select 1 from citation_review r where r.project_id = p.id and r.decision is not null) as votes
          from project p,
               lateral (select (count(*) filter (where c.is_relevant = true))::int as relevant,
                               (count(*) filter (where c.is_relevant = false))::int as irrelevant
                          from citation c where c.project_id = p.id and c.duplicate_of is null and c.is_relevant is not null) n
         where p.id = ${projectId} and p.deleted_at is null`,
    ),
  );
  return row!;
}

/**
 * Lets go of the user's holds in the project older than HOLD_MINUTES, in a statement of its own after `nextRow`:
 * it only deletes, so it waits for no lock the statement picking a record could wait for in turn.
 */
export async function letGoOfOldHolds(em: EntityManager, projectId: number, userId: number): Promise<void> {
  await query(
    em,
    sql`delete from screening_hold
         where project_id = ${projectId} and user_id = ${userId} and served_at <= now() - make_interval(mins => ${HOLD_MINUTES})`,
  );
}
