import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import type { AdminProject, AdminStats, ProjectPhase } from '../../../shared/admin.schema.ts';
import { containsPattern, query } from '../../db/sql.ts';
import { isDecided } from '../citations/citation-counts.sql.ts';

/** The statements of the administrators' project pages; admin-projects.service.ts shapes their answers. */

export type AdminProjectRow = Omit<AdminProject, 'created_at' | 'citations_count' | 'labelled_citations'> & {
  created_at: Date;
  citations_count: string;
  labelled_citations: string;
  total: string;
};

/** A decision: a citation `c`, not a removed duplicate, labelled relevant or irrelevant (the overview's counts). */
const labelled = isDecided(sql`c`);

/**
 * The phase of project `p` (projectPhase): an iteration project's from its iteration, as the spec has it;
 * a continuous one's from whether screening has begun (a decision, or under blind dual screening a reviewer's
 * own vote, which decides nothing until a second agrees) and was marked finished. The list shows it, and the
 * status filter and the dashboard's active count read it, so the three agree.
 */
const phase = sql<ProjectPhase>`case
  when p.screening_mode = 'continuous' then
    case when not exists (select 1 from citation c where c.project_id = p.id and ${labelled})
              and not exists (select 1 from citation_review r where r.project_id = p.id and r.decision is not null) then 'Setup'
         when p.finished_at is not null then 'Finished' else 'Continuous' end
  when p.current_iteration = 0 then 'Setup' when p.current_iteration = 1 then 'Active' else 'Advanced' end`;

const active = sql`${phase} <> 'Setup'`;

/** Which projects: by name, and active (any phase but Setup) or inactive (Setup). */
export function projectFilter(q: { search?: string; status: 'all' | 'active' | 'inactive' }): RawBuilder<unknown> {
  const parts = [sql`true`];
  if (q.search) parts.push(sql`p.name ilike ${containsPattern(q.search)}`);
  if (q.status === 'active') parts.push(active);
  if (q.status === 'inactive') parts.push(sql`not (${active})`);
  return sql.join(parts, sql` and `);
}

export const projectById = (id: number): RawBuilder<unknown> => sql`p.id = ${id}`;

/** A page of live projects with their owner's username, phase, citation and decision counts, and the number of all that match. */
export function projectRows(em: EntityManager, where: RawBuilder<unknown>, limit: number, offset: number) {
  return query(
    em,
    sql<AdminProjectRow>`select p.id, p.name, p.current_iteration, p.user_id, u.username as owner_username, p.created_at,
                    p.screening_mode, ${phase} as status,
                    (select count(*) from citation c where c.project_id = p.id and c.duplicate_of is null) as citations_count,
                    (select count(*) from citation c where c.project_id = p.id and ${labelled}) as labelled_citations,
                    count(*) over () as total
               from project p left join app_user u on u.id = p.user_id
              where p.deleted_at is null and ${where} order by p.id limit ${limit} offset ${offset}`,
  );
}

/** Counts across the installation, as text (PostgreSQL's bigint). */
export async function installationCounts(em: EntityManager) {
  const [row] = await query(
    em,
    sql<Record<keyof AdminStats, string>>`
      select (select count(*) from app_user) as total_users,
             (select count(*) from app_user where is_admin) as total_admins,
             (select count(*) from project where deleted_at is null) as total_projects,
             (select count(*) from project p where p.deleted_at is null and ${active}) as active_projects,
             (select count(*) from citation c join project p on p.id = c.project_id where p.deleted_at is null and c.duplicate_of is null) as total_citations,
             (select count(*) from citation c join project p on p.id = c.project_id
               where p.deleted_at is null and ${labelled}) as labelled_citations,
             (select count(*) from training_run t join project p on p.id = t.project_id where p.deleted_at is null) as trainings_run`,
  );
  return row;
}
