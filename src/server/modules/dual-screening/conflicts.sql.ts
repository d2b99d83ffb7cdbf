import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { ConflictResolution, ConflictState, ReviewerDecision } from '../../../shared/dual.schema.ts';
import { query, reviewerName } from '../../db/sql.ts';
import { citationJsonFields, reviewJsonFields, type CitationRow } from '../citations/citation-row.ts';
import { awaitingSecondCount, isOpenConflict, openConflictCount } from '../citations/citation-counts.sql.ts';
import type { PairMember, Vote } from './agreement.ts';

/** The statements of the Conflicts page; conflicts.service.ts checks access and shapes the answers. */

/**
 * A resolved record's resolution: the record's label, when it was resolved, and who resolved it as the history's
 * latest resolution records them (markLabelAsResolution).
 */
const resolutionJson = sql`
  case when c.resolved_at is null then null else (
    select json_build_object('is_relevant', c.is_relevant, 'resolved_at', c.resolved_at,
                             'resolver', case when e.user_id is null then null else ${reviewerName('u')} end,
                             'resolver_role', e.resolver_role, 'resolver_screened', e.resolver_screened)
      from label_event e left join app_user u on u.id = e.user_id
     where e.citation_id = c.id and e.resolution order by e.id desc limit 1) end`;

type ResolutionRow = Omit<ConflictResolution, 'resolved_at'> & { resolved_at: string };

/**
 * Open conflicts (isOpenConflict), first screened first, or resolved ones (resolved_at set), last resolved first (at
 * most `limit`), each with every decision, whether the caller is one of its screeners and its resolution; `total`
 * counts all.
 */
export function conflictRows(
  em: EntityManager,
  projectId: number,
  actorId: number,
  limit: number,
  state: ConflictState,
) {
  const open = state === 'open';
  return query(
    em,
    sql<{
      citation: CitationRow;
      decisions: ReviewerDecision[];
      screened_by_you: boolean;
      resolution: ResolutionRow | null;
      total: number;
    }>`
      select json_build_object(${citationJsonFields}, ${reviewJsonFields(actorId)}) as citation,
             (select json_agg(json_build_object('user_id', r.user_id, 'reviewer', ${reviewerName('u')},
                                                'decision', r.decision, 'decided_at', r.decided_at, 'blind_decision', r.blind_decision, 'note', r.note,
                                                'tags', r.tags, 'exclusion_reason', r.exclusion_reason) order by r.decided_at, r.id)
                from citation_review r left join app_user u on u.id = r.user_id
               where r.citation_id = c.id and r.decision is not null) as decisions,
             exists (select 1 from citation_review r where r.citation_id = c.id and r.user_id = ${actorId} and r.decision is not null) as screened_by_you,
             ${resolutionJson} as resolution,
             count(*) over ()::int as total
        from citation c
       where c.project_id = ${projectId}
         and ${open ? isOpenConflict(sql`c`) : sql`c.resolved_at is not null and c.duplicate_of is null`}
       order by ${open ? sql`(select max(r.decided_at) from citation_review r where r.citation_id = c.id), c.id` : sql`c.resolved_at desc, c.id`}
       limit ${limit}`,
  );
}

/**
 * Every reviewer's own decision on active records now, the pairs' blind decisions (with the decision now and the
 * record's state), and how many conflicts are resolved and open and records await a second reviewer.
 */
export async function decisionsAndConflicts(em: EntityManager, projectId: number) {
  const votes = await query(
    em,
    sql<Vote>`select r.citation_id, r.user_id, ${reviewerName('u')} as reviewer, r.decision
                from citation_review r left join app_user u on u.id = r.user_id join citation c on c.id = r.citation_id
               where r.project_id = ${projectId} and r.decision is not null and c.duplicate_of is null
               order by r.citation_id, r.decided_at, r.id`,
  );
  const members = await query(
    em,
    sql<PairMember>`select r.citation_id, r.user_id, ${reviewerName('u')} as reviewer, r.blind_decision as blind, r.decision,
                           c.is_relevant is not null as labelled, c.resolved_at is not null as resolved
                      from citation_review r left join app_user u on u.id = r.user_id join citation c on c.id = r.citation_id
                     where r.project_id = ${projectId} and r.blind_decision is not null and c.duplicate_of is null
                     order by r.citation_id, r.blind_decided_at, r.id`,
  );
  const [counts] = await query(
    em,
    sql<{ resolved: number; open: number; awaiting: number }>`
      select (select count(*)::int from citation c where c.project_id = ${projectId} and c.resolved_at is not null and c.duplicate_of is null) as resolved,
             ${openConflictCount(projectId)} as open, ${awaitingSecondCount(projectId)} as awaiting`,
  );
  return { votes, members, resolved: counts?.resolved ?? 0, open: counts?.open ?? 0, awaiting: counts?.awaiting ?? 0 };
}
