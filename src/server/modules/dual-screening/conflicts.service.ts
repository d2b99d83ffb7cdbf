import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { AgreementResponse, ConflictsResponse, ReviewerDecision } from '../../../shared/dual.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { citationJsonFields, reviewJsonFields, toCitationOutput, type CitationRow } from '../citations/citation-row.ts';
import { agreementOf, type Vote } from './agreement.ts';

/** Conflicts listed at once; the total says how many there are in all. */
const CONFLICTS_SHOWN = 200;

/** Records (active, not decided) on which a reviewer's decision says relevant and another's irrelevant, not resolved. */
export const openConflict = sql`c.duplicate_of is null and c.is_relevant is null and c.resolved_at is null
  and exists (select 1 from citation_review r where r.citation_id = c.id and r.decision)
  and exists (select 1 from citation_review r where r.citation_id = c.id and r.decision = false)`;

/**
 * The project's open conflicts, first screened first, each with every reviewer's decision, note, tags and
 * exclusion reason side by side. Both reviewers have decided, so nothing blind is shown.
 */
export async function listConflicts(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<ConflictsResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const rows = await query(
    em,
    sql<{ citation: CitationRow; decisions: ReviewerDecision[]; total: number }>`
      select json_build_object(${citationJsonFields}, ${reviewJsonFields(actor.id)}) as citation,
             (select json_agg(json_build_object('user_id', r.user_id, 'reviewer', trim(u.first_name || ' ' || u.last_name),
                                                'decision', r.decision, 'decided_at', r.decided_at, 'note', r.note,
                                                'tags', r.tags, 'exclusion_reason', r.exclusion_reason) order by r.decided_at, r.id)
                from citation_review r join app_user u on u.id = r.user_id
               where r.citation_id = c.id and r.decision is not null) as decisions,
             count(*) over ()::int as total
        from citation c
       where c.project_id = ${project.id} and ${openConflict}
       order by (select max(r.decided_at) from citation_review r where r.citation_id = c.id), c.id
       limit ${CONFLICTS_SHOWN}`,
  );
  return {
    conflicts: rows.map((r) => ({
      citation: toCitationOutput(r.citation),
      decisions: r.decisions.map((d) => ({ ...d, decided_at: d.decided_at && new Date(d.decided_at).toISOString() })),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** Progress per reviewer, agreement (share and Cohen's kappa), records awaiting a second reviewer, conflicts. */
export async function projectAgreement(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<AgreementResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const votes = await query(
    em,
    sql<Vote>`select r.citation_id, r.user_id, trim(u.first_name || ' ' || u.last_name) as reviewer, r.decision
                from citation_review r join app_user u on u.id = r.user_id join citation c on c.id = r.citation_id
               where r.project_id = ${project.id} and r.decision is not null and c.duplicate_of is null
               order by r.citation_id, r.decided_at, r.id`,
  );
  const [counts] = await query(
    em,
    sql<{ resolved: number; open: number }>`
      select (select count(*)::int from citation c where c.project_id = ${project.id} and c.resolved_at is not null and c.duplicate_of is null) as resolved,
             (select count(*)::int from citation c where c.project_id = ${project.id} and ${openConflict}) as open`,
  );
  return agreementOf(
    votes,
    { resolved: counts?.resolved ?? 0, openConflicts: counts?.open ?? 0 },
    project.screeners_per_record,
  );
}
