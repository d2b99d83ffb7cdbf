import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import type { AdminSharedProject, AdminUser, ListQuery } from '../../../shared/admin.schema.ts';
import { containsPattern, query } from '../../db/sql.ts';

/** The statements of the administrators' user pages; admin-users.service.ts shapes the answers. */

type SharedList = AdminSharedProject[];

/** The user's live projects that have members, each with its number of members, as a JSON list (oldest first). */
const sharedProjects = (userId: RawBuilder<unknown>) =>
  sql<SharedList>`coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'member_count', m.n) order by p.id)
               from project p cross join lateral (select count(*)::int as n from project_member pm where pm.project_id = p.id) m
              where p.user_id = ${userId} and p.deleted_at is null and m.n > 0), '[]'::json)`;

export type AdminUserRow = Omit<AdminUser, 'created_at' | 'project_count'> & {
  created_at: Date;
  project_count: string;
  total: string;
};

/** A page of users matching the search (username, e-mail or name), with their project count, the projects others share, and the number of all that match. */
export function userRows(em: EntityManager, q: ListQuery) {
  const filter = q.search
    ? sql`where u.username ilike ${containsPattern(q.search)} or u.email ilike ${containsPattern(q.search)} or (u.first_name || ' ' || u.last_name) ilike ${containsPattern(q.search)}`
    : sql``;
  return query(
    em,
    sql<AdminUserRow>`select u.id, u.username, u.email, u.first_name, u.last_name, u.is_admin, u.created_at,
                    (select count(*) from project p where p.user_id = u.id and p.deleted_at is null) as project_count,
                    ${sharedProjects(sql.ref('u.id'))} as shared_projects, count(*) over () as total
               from app_user u ${filter} order by u.id limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
  );
}

/** The user's live projects, counted (as a one-row list, count as text), and those of them others share. */
export function ownedProjects(em: EntityManager, userId: number) {
  return query(
    em,
    sql<{
      n: string;
      shared_projects: SharedList;
    }>`select count(*) as n, ${sharedProjects(sql`${userId}`)} as shared_projects
               from project where user_id = ${userId} and deleted_at is null`,
  );
}
