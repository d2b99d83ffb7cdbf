import type { EntityManager } from '@mikro-orm/postgresql';
import type { RawBuilder } from 'kysely';
import type { AdminProject, AdminStats } from '../../../shared/admin.schema.ts';
import { adminMessages } from '../../../shared/messages.ts';
import { Project } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { markProjectDeleted } from '../projects/project-purge.ts';
import { installationCounts, projectById, projectFilter, projectRows } from './admin-projects.sql.ts';

async function projectPage(em: EntityManager, where: RawBuilder<unknown>, limit: number, offset: number) {
  const rows = await projectRows(em, where, limit, offset);
  return {
    total: Number(rows[0]?.total ?? 0),
    projects: rows.map(({ total: _t, ...r }) => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
      citations_count: Number(r.citations_count),
      labelled_citations: Number(r.labelled_citations),
    })),
  };
}

/** Every project with its owner's username and phase; `active` means any phase but Setup, `inactive` Setup. */
export async function listProjects(
  em: EntityManager,
  q: { search?: string; status: 'all' | 'active' | 'inactive'; page: number; page_size: number },
) {
  const { total, projects } = await projectPage(em, projectFilter(q), q.page_size, (q.page - 1) * q.page_size);
  return { projects, total, page: q.page, page_size: q.page_size };
}

export async function getProject(em: EntityManager, id: number): Promise<AdminProject> {
  const [project] = (await projectPage(em, projectById(id), 1, 0)).projects;
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
  const row = await installationCounts(em);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)])) as AdminStats;
}
