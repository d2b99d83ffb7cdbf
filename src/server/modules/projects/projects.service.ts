import type { EntityManager } from '@mikro-orm/postgresql';
import { projectMessages } from '../../../shared/messages.ts';
import type { ProjectOutput, UploadResponse } from '../../../shared/project.schema.ts';
import { Project, User, type UserEntity } from '../../db/entities/index.ts';
import { importCitations, type ImportSource } from '../citations/citation-import.service.ts';
import { ensureTokens } from '../citations/citation-tokens.service.ts';
import { tidyCitations } from '../citations/tidy-citations.ts';
import { DomainError } from '../../errors.ts';
import { accessibleProject } from './project-access.ts';
import { markProjectDeleted } from './project-purge.ts';
import { sharedRunLater } from './shared-runs.ts';
import { citationCounts, projectView, toProjectOutput } from './project-view.ts';

/** The actor's own projects, newest first. */
export async function listProjects(em: EntityManager, actor: UserEntity): Promise<ProjectOutput[]> {
  const projects = await em.find(Project, { user: actor.id, deleted_at: null }, { orderBy: { created_at: 'desc', id: 'desc' } });
  const counts = await citationCounts(em, projects.map((p) => p.id));
  return projects.map((p) => toProjectOutput(p, counts.get(p.id)));
}

export async function getProject(em: EntityManager, actor: UserEntity, id: number): Promise<ProjectOutput> {
  return projectView(em, await accessibleProject(em, actor, id));
}

const uploadMessage = (base: string, r: Omit<UploadResponse, 'project' | 'message'>) =>
  base + projectMessages.exactDuplicatesNote(r.duplicates_info.processing_summary.exact_duplicates_found, r.duplicates_info.duplicates_in_upload);

/** Creates a project, with the citations of the given files when there are any; nothing is kept if one fails. */
export async function createProject(
  em: EntityManager,
  actor: UserEntity,
  input: { name: string },
  sources?: AsyncIterable<ImportSource>,
): Promise<{ project: ProjectOutput; message: string } & Partial<UploadResponse>> {
  const { project, imported } = await em.transactional(async (tx) => {
    const created = tx.create(Project, { name: input.name, user: tx.getReference(User, actor.id) });
    await tx.flush();
    return { project: created, imported: sources ? await importCitations(tx, created.id, sources) : undefined };
  });
  const view = await projectView(em, project);
  if (imported) settleImport(em, project.id, imported.upload_summary.total_citations);
  if (!imported) return { project: view, message: projectMessages.created(0) };
  return { project: view, ...imported, message: uploadMessage(projectMessages.created(imported.upload_summary.total_citations), imported) };
}

/** Adds citations to an existing project; never removes anything. */
export async function addCitations(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  sources: AsyncIterable<ImportSource> | ImportSource[],
): Promise<UploadResponse> {
  const project = await accessibleProject(em, actor, projectId);
  const imported = await em.transactional((tx) => importCitations(tx, project.id, sources));
  settleImport(em, project.id, imported.upload_summary.total_citations);
  return { project: await projectView(em, project), ...imported, message: uploadMessage(projectMessages.uploaded(imported.upload_summary.total_citations), imported) };
}

/** Deletes a project: hidden at once, its citations, keywords, duplicate records and models removed in the background. */
export async function deleteProject(em: EntityManager, actor: UserEntity, id: number): Promise<void> {
  const project = await accessibleProject(em, actor, id);
  if (!(await markProjectDeleted(em, project.id))) throw new DomainError('NOT_FOUND', projectMessages.notFound);
}

/**
 * In the background after an import: tokens for citations that came without (JSON), ready by the time the
 * user reaches keywords, and the table tidied for the new rows. A failure is retried by the next request
 * that needs tokens; shutdown waits for it (a shared run).
 */
function settleImport(em: EntityManager, projectId: number, rows: number): void {
  sharedRunLater(em, 'import-settle', projectId, 'settling the import', async (fork) => {
    await ensureTokens(fork, projectId);
    await tidyCitations(fork, rows);
  });
}
