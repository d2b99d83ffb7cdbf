import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { AdminUser, ListQuery } from '../../../shared/admin.schema.ts';
import { containsPattern, query } from '../../db/sql.ts';

/** The statements of the administrators' user pages; admin-users.service.ts shapes the answers. */

export type AdminUserRow = Omit<AdminUser, 'created_at' | 'project_count'> & {
  created_at: Date;
  project_count: string;
  total: string;
};

/** A page of users matching the search (username, e-mail or name), with their project count and the number of all that match. */
export function userRows(em: EntityManager, q: ListQuery) {
  const filter = q.search
    ? sql`where u.username ilike ${containsPattern(q.search)} or u.email ilike ${containsPattern(q.search)} or (u.first_name || ' ' || u.last_name) ilike ${containsPattern(q.search)}`
    : sql``;
  return query(
    em,
    sql<AdminUserRow>`select u.id, u.username, u.email, u.first_name, u.last_name, u.is_admin, u.created_at,
                    (select count(*) from project p where p.user_id = u.id and p.deleted_at is null) as project_count, count(*) over () as total
               from app_user u ${filter} order by u.id limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
  );
}

/** The user's live projects, counted (as a one-row list, count as text). */
export function ownedProjectCount(em: EntityManager, userId: number) {
  return query(
    em,
    sql<{ n: string }>`select count(*) as n from project where user_id = ${userId} and deleted_at is null`,
  );
}
