import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { ScreenersPerRecord, ScreeningMode, UploadResponse } from '../../../shared/project.schema.ts';
import { Project, User, type ProjectEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { importSummary, storeSources, type ImportSource } from '../citations/citation-import.service.ts';
import { lastCitationId } from '../citations/citation-import.sql.ts';
import { purgeDeletedProjects } from './project-purge.ts';

/**
 * How long an import may fill a hidden project before the purge takes it for a killed process's. An import
 * of 100,000 citations takes well under a minute; the lease only matters after a crash.
 */
const IMPORT_LEASE_MS = 30 * 60_000;

/** What a new project is made with: its name, its screening mode and (continuous) its screeners per record. */
export interface NewProject {
  name: string;
  screening_mode?: ScreeningMode;
  screeners_per_record?: ScreenersPerRecord;
}

type Imported = Omit<UploadResponse, 'project' | 'message'>;

/**
 * Why imports fill hidden projects: on the embedded database a transaction holds the server's only
 * connection, so an import in one transaction stalled everyone for its whole length. Instead the rows go
 * in a statement per thousand, outside any transaction, into a project no one sees (deleted_at set, kept
 * from the purge by import_until). A new project is shown once its import is whole; citations added to a
 * project arrive in it with one statement at the end. An import that fails, or a process killed during
 * one, leaves a hidden project that the purge removes: all or nothing, as before.
 */
async function hiddenProject(em: EntityManager, input: NewProject, userId: number): Promise<ProjectEntity> {
  const project = em.create(Project, {
    name: input.name,
    user: em.getReference(User, userId),
    screening_mode: input.screening_mode ?? 'iterations',
    screeners_per_record: input.screeners_per_record ?? 1,
    deleted_at: new Date(),
    import_until: new Date(Date.now() + IMPORT_LEASE_MS),
  });
  await em.flush();
  return project;
}

/** Hands a failed import's hidden project to the purge. */
async function abandon(em: EntityManager, projectId: number): Promise<void> {
  await query(em, sql`update project set import_until = null where id = ${projectId}`);
  purgeDeletedProjects(em);
}

/** A new project with the citations of the sources, seen by no one until every source is stored. */
export async function importIntoNewProject(
  em: EntityManager,
  input: NewProject,
  userId: number,
  sources: AsyncIterable<ImportSource>,
) {
  const project = await hiddenProject(em, input, userId);
  try {
    const stored = await storeSources(em, project.id, sources);
    const imported: Imported = await importSummary(em, project.id, 0, stored);
    await query(em, sql`update project set deleted_at = null, import_until = null where id = ${project.id}`);
    project.deleted_at = null;
    project.import_until = null;
    return { project, imported };
  } catch (error) {
    await abandon(em, project.id);
    throw error;
  }
}

/** Citations added to a project: stored in a hidden staging project, then moved into it with one statement. */
export async function importIntoProject(
  em: EntityManager,
  project: ProjectEntity,
  sources: AsyncIterable<ImportSource> | ImportSource[],
): Promise<Imported> {
  const staging = await hiddenProject(em, { name: `import into project ${project.id}` }, project.user.id);
  try {
    const stored = await storeSources(em, staging.id, sources);
    const before = await lastCitationId(em, project.id);
    // Both or neither: a process stopped between the two left the file listed and its citations purged with the staging.
    await em.transactional(async (tx) => {
      await query(tx, sql`update import_file set project_id = ${project.id} where project_id = ${staging.id}`);
      await query(tx, sql`update citation set project_id = ${project.id} where project_id = ${staging.id}`);
    });
    await abandon(em, staging.id);
    return await importSummary(em, project.id, before, stored);
  } catch (error) {
    await abandon(em, staging.id);
    throw error;
  }
}
