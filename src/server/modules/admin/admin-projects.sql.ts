import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import type { AdminProject, AdminStats } from '../../../shared/admin.schema.ts';
import { containsPattern, query } from '../../db/sql.ts';

/** The statements of the administrators' project pages; admin-projects.service.ts shapes their answers. */

export type AdminProjectRow = Omit<AdminProject, 'status' | 'created_at' | 'citations_count'> & {
  created_at: Date;
  citations_count: string;
  total: string;
};

/** Which projects: by name, and active (iteration above 0) or inactive (iteration 0). */
export function projectFilter(q: { search?: string; status: 'all' | 'active' | 'inactive' }): RawBuilder<unknown> {
  const parts = [sql`true`];
  if (q.search) parts.push(sql`p.name ilike ${containsPattern(q.search)}`);
  if (q.status === 'active') parts.push(sql`p.current_iteration > 0`);
  if (q.status === 'inactive') parts.push(sql`p.current_iteration = 0`);
  return sql.join(parts, sql` and `);
}

export const projectById = (id: number): RawBuilder<unknown> => sql`p.id = ${id}`;

/** A page of live projects with their owner's username, citation count and the number of all that match. */
export function projectRows(em: EntityManager, where: RawBuilder<unknown>, limit: number, offset: number) {
  return query(
    em,
    sql<AdminProjectRow>`select p.id, p.name, p.current_iteration, p.user_id, u.username as owner_username, p.created_at,
                    (select count(*) from citation c where c.project_id = p.id and c.duplicate_of is null) as citations_count,
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
             (select count(*) from project where deleted_at is null and current_iteration > 0) as active_projects,
             (select count(*) from citation c join project p on p.id = c.project_id where p.deleted_at is null and c.duplicate_of is null) as total_citations,
             (select count(*) from citation c join project p on p.id = c.project_id
               where p.deleted_at is null and c.duplicate_of is null and c.is_relevant is not null) as labelled_citations,
             (select count(*) from training_run t join project p on p.id = t.project_id where p.deleted_at is null) as trainings_run`,
  );
  return row;
}
