import type { EntityManager } from '@mikro-orm/postgresql';
import { projectMessages } from '../../../shared/messages.ts';
import { screeningMessages } from '../../../shared/screening.messages.ts';
import type {
  ProjectOutput,
  ScreenersPerRecord,
  ScreeningMode,
  UploadResponse,
} from '../../../shared/project.schema.ts';
import { dualMessages } from '../../../shared/dual.messages.ts';
import { fullName, type ProjectRole } from '../../../shared/member.schema.ts';
import { Project, ProjectMember, User, type UserEntity } from '../../db/entities/index.ts';
import { nothingImported, type ImportSource } from '../citations/citation-import.service.ts';
import { ensureTokens } from '../citations/citation-tokens.service.ts';
import { tidyCitations } from '../../coordination/tidy-citations.ts';
import { DomainError } from '../../errors.ts';
import { projectAccess, requireProjectAccess } from './project-access.ts';
import { importIntoNewProject, importIntoProject, type NewProject } from './project-import.ts';
import { markProjectDeleted } from './project-purge.ts';
import { settleAwaitingOnOneScreener } from '../dual-screening/votes.service.ts';
import { requestRetrain } from '../../coordination/retrain-requests.ts';
import { sharedRunLater } from '../../coordination/shared-runs.ts';
import { prepareKeywordSuggestions } from '../keywords/keywords.service.ts';
import { citationCounts, keywordCounts, projectView, toProjectOutput } from './project-view.ts';

/** The actor's own projects and those shared with them, newest first, each with the actor's role. */
export async function listProjects(em: EntityManager, actor: UserEntity): Promise<ProjectOutput[]> {
  const own = await em.find(Project, { user: actor.id, deleted_at: null });
  const shared = await em.find(
    ProjectMember,
    { user: actor.id, project: { deleted_at: null } },
    { populate: ['project.user'] },
  );
  const listed = [
    ...own.map((project) => ({ project, viewer: { role: 'owner' as const, owner_name: fullName(actor) } })),
    ...shared.map(({ project, role }) => ({ project, viewer: { role, owner_name: fullName(project.user) } })),
  ].sort((a, b) => b.project.created_at.getTime() - a.project.created_at.getTime() || b.project.id - a.project.id);
  const ids = listed.map((p) => p.project.id);
  const counts = await citationCounts(em, ids);
  const keywords = await keywordCounts(em, ids);
  return listed.map(({ project, viewer }) =>
    toProjectOutput(project, viewer, counts.get(project.id), keywords.get(project.id)),
  );
}

export async function getProject(em: EntityManager, actor: UserEntity, id: number): Promise<ProjectOutput> {
  const { project, role } = await projectAccess(em, actor, id, 'reviewer');
  return projectView(em, project, role);
}

const uploadMessage = (base: string, r: Omit<UploadResponse, 'project' | 'message'>) =>
  base +
  projectMessages.exactDuplicatesNote(
    r.duplicates_info.processing_summary.exact_duplicates_found,
    r.duplicates_info.duplicates_in_upload,
  );

async function createEmpty(em: EntityManager, input: NewProject, userId: number) {
  const project = em.create(Project, {
    name: input.name,
    user: em.getReference(User, userId),
    screening_mode: input.screening_mode ?? 'iterations',
    screeners_per_record: input.screeners_per_record ?? 1,
  });
  await em.flush();
  return project;
}

/** Creates a project, with the citations of the given files when there are any; nothing is kept if one fails. */
export async function createProject(
  em: EntityManager,
  actor: UserEntity,
  input: NewProject,
  sources?: AsyncIterable<ImportSource>,
): Promise<UploadResponse> {
  if ((input.screeners_per_record ?? 1) > 1 && input.screening_mode !== 'continuous')
    throw new DomainError('CONFLICT', dualMessages.needsContinuousAtCreation);
  const { project, imported } = sources
    ? await importIntoNewProject(em, input, actor.id, sources)
    : { project: await createEmpty(em, input, actor.id), imported: undefined };
  const view = await projectView(em, project, 'owner');
  if (imported) settleImport(em, project.id, imported.upload_summary.total_citations);
  const summary = imported ?? nothingImported();
  return {
    project: view,
    ...summary,
    message: uploadMessage(projectMessages.created(summary.upload_summary.total_citations), summary),
  };
}

/** Adds citations to an existing project; never removes anything. */
export async function addCitations(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  sources: AsyncIterable<ImportSource> | ImportSource[],
): Promise<UploadResponse> {
  const { project, role } = await projectAccess(em, actor, projectId, 'lead');
  const imported = await importIntoProject(em, project, sources);
  settleImport(em, project.id, imported.upload_summary.total_citations);
  return {
    project: await projectView(em, project, role),
    ...imported,
    message: uploadMessage(projectMessages.uploaded(imported.upload_summary.total_citations), imported),
  };
}

/** Renames a project: its owner's (or an administrator's) decision, like deleting it. */
export async function renameProject(
  em: EntityManager,
  actor: UserEntity,
  id: number,
  name: string,
): Promise<ProjectOutput> {
  const { project, role } = await projectAccess(em, actor, id, 'owner');
  project.name = name;
  await em.flush();
  return projectView(em, project, role);
}

type ModeChanges = { screening_mode?: ScreeningMode; screeners_per_record?: ScreenersPerRecord };

/**
 * What a project screening in `current` mode refuses of these changes: going back from continuous screening to
 * iterations, and any screeners-per-record setting outside continuous screening (the mode after the changes).
 */
function refuseModeChanges(current: ScreeningMode, changes: ModeChanges): void {
  const mode = changes.screening_mode ?? current;
  if (mode === 'iterations' && current === 'continuous') throw new DomainError('CONFLICT', screeningMessages.noWayBack);
  if (changes.screeners_per_record !== undefined && mode !== 'continuous')
    throw new DomainError('CONFLICT', dualMessages.needsContinuous);
}

/**
 * Switches an iteration project to continuous screening (choosing the mode it has is no change). Not back:
 * continuous decisions were taken without the iteration caps and locks, so no iteration could hold them.
 * Labels given so far are kept; a retrain starts at once if they allow one.
 */
export async function setScreeningMode(
  em: EntityManager,
  actor: UserEntity,
  id: number,
  mode: ScreeningMode,
): Promise<ProjectOutput> {
  const { project, role } = await projectAccess(em, actor, id, 'lead');
  refuseModeChanges(project.screening_mode, { screening_mode: mode });
  if (project.screening_mode === mode) return projectView(em, project, role);
  await em.nativeUpdate(Project, { id: project.id }, { screening_mode: mode });
  requestRetrain(em, project.id);
  return { ...(await projectView(em, project, role)), screening_mode: mode };
}

/**
 * One or two screeners per record (a lead's decision; continuous screening only). Records already decided
 * keep their decision; from then on, with two, each undecided record needs two reviewers who agree. Going
 * back to one, in the same transaction, every record waiting for a second reviewer takes the one decision it
 * has; open conflicts stay open conflicts for a lead to resolve, whatever the setting (docs/teams.md).
 */
export async function setScreenersPerRecord(
  em: EntityManager,
  actor: UserEntity,
  id: number,
  screeners: ScreenersPerRecord,
): Promise<ProjectOutput> {
  const { project, role } = await projectAccess(em, actor, id, 'lead');
  refuseModeChanges(project.screening_mode, { screeners_per_record: screeners });
  if (project.screeners_per_record !== screeners)
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(Project, { id: project.id }, { screeners_per_record: screeners });
      if (screeners === 1) await settleAwaitingOnOneScreener(tx, actor, project.id);
    });
  project.screeners_per_record = screeners;
  await em.flush();
  requestRetrain(em, project.id);
  return projectView(em, project, role);
}

/**
 * PATCH /api/projects/{id}: a new name (the owner's decision), the switch to continuous screening, the screeners per
 * record. Every change is checked before any is made, so a refused request leaves the project as it was.
 */
/** The least role a PATCH takes: a new name is the owner's decision, the rest a lead's. */
export const roleToUpdate = (changes: { name?: unknown }): ProjectRole =>
  changes.name === undefined ? 'lead' : 'owner';

export async function updateProject(
  em: EntityManager,
  actor: UserEntity,
  id: number,
  changes: ModeChanges & { name?: string },
): Promise<ProjectOutput> {
  const { project } = await projectAccess(em, actor, id, roleToUpdate(changes));
  refuseModeChanges(project.screening_mode, changes);
  let view = changes.name === undefined ? undefined : await renameProject(em, actor, id, changes.name);
  if (changes.screening_mode !== undefined) view = await setScreeningMode(em, actor, id, changes.screening_mode);
  if (changes.screeners_per_record !== undefined)
    view = await setScreenersPerRecord(em, actor, id, changes.screeners_per_record);
  return view ?? getProject(em, actor, id);
}

/** Deletes a project: hidden at once, its citations, keywords, duplicate records and models removed in the background. */
export async function deleteProject(em: EntityManager, actor: UserEntity, id: number): Promise<void> {
  const project = await requireProjectAccess(em, actor, id, 'owner');
  if (!(await markProjectDeleted(em, project.id))) throw new DomainError('NOT_FOUND', projectMessages.notFound);
}

/**
 * In the background after an import: tokens for citations that came without (JSON), the table tidied for the
 * new rows, and the keyword suggestions worked out, all ready by the time the user reaches keywords. A failure
 * is retried by the next request that needs them; shutdown waits for it (a shared run).
 */
function settleImport(em: EntityManager, projectId: number, rows: number): void {
  sharedRunLater(em, 'import-settle', projectId, 'settling the import', async (fork) => {
    await ensureTokens(fork, projectId);
    // A continuous project's model scores the new citations (else they come last until the next decision).
    requestRetrain(fork, projectId);
    await tidyCitations(fork, rows);
    await prepareKeywordSuggestions(fork, projectId);
  });
}
