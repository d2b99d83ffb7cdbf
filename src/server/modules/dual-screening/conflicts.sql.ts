import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { ReviewerDecision } from '../../../shared/dual.schema.ts';
import { query, reviewerName } from '../../db/sql.ts';
import { citationJsonFields, reviewJsonFields, type CitationRow } from '../citations/citation-row.ts';
import { awaitingSecondCount, isOpenConflict, openConflictCount } from '../citations/citation-counts.sql.ts';
import type { PairMember, Vote } from './agreement.ts';

/** The statements of the Conflicts page; conflicts.service.ts checks access and shapes the answers. */

/**
 * Open conflicts (isOpenConflict), first screened first (at most `limit`), each with every decision and whether the
 * caller is one of its screeners; `total` counts all.
 */
export function conflictRows(em: EntityManager, projectId: number, actorId: number, limit: number) {
  return query(
    em,
    sql<{ citation: CitationRow; decisions: ReviewerDecision[]; screened_by_you: boolean; total: number }>`
      select json_build_object(${citationJsonFields}, ${reviewJsonFields(actorId)}) as citation,
             (select json_agg(json_build_object('user_id', r.user_id, 'reviewer', ${reviewerName('u')},
                                                'decision', r.decision, 'decided_at', r.decided_at, 'blind_decision', r.blind_decision, 'note', r.note,
                                                'tags', r.tags, 'exclusion_reason', r.exclusion_reason) order by r.decided_at, r.id)
                from citation_review r left join app_user u on u.id = r.user_id
               where r.citation_id = c.id and r.decision is not null) as decisions,
             exists (select 1 from citation_review r where r.citation_id = c.id and r.user_id = ${actorId} and r.decision is not null) as screened_by_you,
             count(*) over ()::int as total
        from citation c
       where c.project_id = ${projectId} and ${isOpenConflict(sql`c`)}
       order by (select max(r.decided_at) from citation_review r where r.citation_id = c.id), c.id
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
