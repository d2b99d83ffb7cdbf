import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { DecisionOutput } from '../../../shared/screening.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { pagesById, personName, query } from '../../db/sql.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { visibleEvent, viewerOf, type Viewer } from '../reviews/review-visibility.ts';

type DecisionRow = Omit<DecisionOutput, 'created_at'> & { created_at: Date | string };

const toDecision = (r: DecisionRow): DecisionOutput => ({ ...r, created_at: new Date(r.created_at).toISOString() });

/**
 * A change of the record's label written with a reviewer's own decision (same reviewer, same record, same
 * transaction, so the same time) was brought about by that decision: the reviewers agreed, or no longer do.
 */
const byAgreement = sql`(not e.vote and not e.resolution and exists (select 1 from label_event v
  where v.citation_id = e.citation_id and v.vote and v.user_id = e.user_id and v.created_at = e.created_at))`;

const columns = sql`e.id, e.citation_id, c.title, e.from_label, e.to_label, e.vote, e.resolution, ${byAgreement} as by_agreement,
  e.resolver_role, e.resolver_screened, e.from_one_vote, e.after_shown, e.user_id, u.username, ${personName('u')} as name, e.created_at`;
const joins = sql`join citation c on c.id = e.citation_id left join app_user u on u.id = e.user_id`;

/** Every change of a label in the project, newest first, a page at a time. */
export async function decisionHistory(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  page: number,
  pageSize: number,
) {
  const project = await requireProjectAccess(em, actor, projectId, 'lead');
  const visible = visibleEvent(project.id, viewerOf(actor, project), byAgreement);
  const rows = await query(
    em,
    sql<DecisionRow>`select ${columns} from label_event e ${joins}
                      where e.project_id = ${project.id} and ${visible}
                      order by e.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const total = await visibleDecisionCount(em, project.id, viewerOf(actor, project));
  return { decisions: rows.map(toDecision), total, page, page_size: pageSize };
}

/** Every change of a label in the project the viewer may see, oldest first, a page at a time: for the exports. */
export async function* decisionPages(
  em: EntityManager,
  projectId: number,
  viewer: Viewer,
): AsyncGenerator<DecisionOutput[]> {
  for await (const rows of pagesById(
    em,
    (after) =>
      sql<DecisionRow>`select ${columns} from label_event e ${joins}
                        where e.project_id = ${projectId} and ${visibleEvent(projectId, viewer, byAgreement)} and e.id > ${after}
                        order by e.id limit 5000`,
  )) {
    yield rows.map(toDecision);
  }
}

/** How many changes of a label the viewer sees: the history's length, in its pages and the export's Summary. */
export async function visibleDecisionCount(em: EntityManager, projectId: number, viewer: Viewer): Promise<number> {
  const [row] = await query(
    em,
    sql<{ n: number }>`select count(*)::int as n from label_event e
                        where e.project_id = ${projectId} and ${visibleEvent(projectId, viewer, byAgreement)}`,
  );
  return row?.n ?? 0;
}

/**
 * What the decision history gained after `since` (screening finished): the records it concerns and its entries
 * (with blind dual screening one decision is two entries, the reviewer's own and the record's label).
 */
export async function decisionsSince(
  em: EntityManager,
  projectId: number,
  since: Date,
): Promise<{ records: number; entries: number }> {
  const [row] = await query(
    em,
    sql<{ records: number; entries: number }>`
      select count(distinct citation_id)::int as records, count(*)::int as entries
        from label_event where project_id = ${projectId} and created_at > ${since}`,
  );
  return row ?? { records: 0, entries: 0 };
}

/** How many changes of a label the project has kept, those still blind included (the figure kept on finishing). */
export async function decisionCount(em: EntityManager, projectId: number): Promise<number> {
  const [row] = await query(
    em,
    sql<{ n: number }>`select count(*)::int as n from label_event where project_id = ${projectId}`,
  );
  return row?.n ?? 0;
}
