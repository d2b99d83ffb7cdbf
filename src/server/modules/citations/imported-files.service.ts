import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImportedFiles } from '../../../shared/project.schema.ts';
import type { UserEntity } from '../../db/entities/user.entity.ts';
import { ImportFile } from '../../db/entities/import-file.entity.ts';
import { requireProjectAccess } from '../projects/project-access.ts';

/** The project's imported files in the order they came; with `skipped`, each with the list of rows it left out. */
export const importFilesOf = (em: EntityManager, projectId: number, { skipped = false } = {}) =>
  em.find(ImportFile, { project: projectId }, { orderBy: { id: 'asc' }, populate: skipped ? ['skipped_rows'] : [] });

/** The project's imported files in the order they came, each with the rows it left out (any member may see them). */
export async function importedFiles(em: EntityManager, actor: UserEntity, projectId: number): Promise<ImportedFiles> {
  await requireProjectAccess(em, actor, projectId, 'reviewer');
  const files = await importFilesOf(em, projectId, { skipped: true });
  return {
    files: files.map((f) => ({
      id: f.id,
      name: f.name,
      format: f.format,
      citations: f.records,
      skipped_count: f.skipped,
      skipped: f.skipped_rows,
      imported_at: f.created_at.toISOString(),
    })),
  };
}
