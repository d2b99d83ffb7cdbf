import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { phaseOf, type AdminProject, type AdminStats } from '../../../shared/admin.schema.ts';
import { adminMessages } from '../../../shared/messages.ts';
import { Project } from '../../db/entities/index.ts';
import { containsPattern, query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { markProjectDeleted } from '../projects/project-purge.ts';

type Row = Omit<AdminProject, 'status' | 'created_at' | 'citations_count'> & {
  created_at: Date;
  citations_count: string;
  total: string;
};

async function projectRows(em: EntityManager, where: ReturnType<typeof sql>, limit: number, offset: number) {
  const rows = await query(
    em,
    sql<Row>`select p.id, p.name, p.current_iteration, p.user_id, u.username as owner_username, p.created_at,
                    (select count(*) from citation c where c.project_id = p.id and c.duplicate_of is null) as citations_count,
                    count(*) over () as total
               from project p left join app_user u on u.id = p.user_id
              where p.deleted_at is null and ${where} order by p.id limit ${limit} offset ${offset}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    projects: rows.map(({ total: _t, ...r }) => ({
      ...r,
      status: phaseOf(r.current_iteration),
      created_at: new Date(r.created_at).toISOString(),
      citations_count: Number(r.citations_count),
    })),
  };
}

/** Every project with its owner's username and phase; `active` means iteration above 0, `inactive` iteration 0. */
export async function listProjects(
  em: EntityManager,
  q: { search?: string; status: 'all' | 'active' | 'inactive'; page: number; page_size: number },
) {
  const parts = [sql`true`];
  if (q.search) parts.push(sql`p.name ilike ${containsPattern(q.search)}`);
  if (q.status === 'active') parts.push(sql`p.current_iteration > 0`);
  if (q.status === 'inactive') parts.push(sql`p.current_iteration = 0`);
  const { total, projects } = await projectRows(
    em,
    sql.join(parts, sql` and `),
    q.page_size,
    (q.page - 1) * q.page_size,
  );
  return { projects, total, page: q.page, page_size: q.page_size };
}

export async function getProject(em: EntityManager, id: number): Promise<AdminProject> {
  const [project] = (await projectRows(em, sql`p.id = ${id}`, 1, 0)).projects;
  if (!project) throw new DomainError('NOT_FOUND', adminMessages.projectNotFound);
  return project;
}

export async function renameProject(em: EntityManager, id: number, name: string): Promise<AdminProject> {
  if (!(await em.nativeUpdate(Project, { id, deleted_at: null }, { name })))
    throw new DomainError('NOT_FOUND', adminMessages.projectNotFound);
  return getProject(em, id);
}

export async function deleteProject(em: EntityManager, id: number): Promise<void> {
  if (!(await markProjectDeleted(em, id))) throw new DomainError('NOT_FOUND', adminMessages.projectNotFound);
}

export async function stats(em: EntityManager): Promise<AdminStats> {
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
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)])) as AdminStats;
}
