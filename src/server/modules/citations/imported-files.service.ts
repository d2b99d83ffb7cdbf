import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImportedFiles } from '../../../shared/project.schema.ts';
import type { UserEntity } from '../../db/entities/user.entity.ts';
import { ImportFile } from '../../db/entities/import-file.entity.ts';
import { requireProjectAccess } from '../projects/project-access.ts';

/** The project's imported files in the order they came, each with the rows it left out (any member may see them). */
export async function importedFiles(em: EntityManager, actor: UserEntity, projectId: number): Promise<ImportedFiles> {
  await requireProjectAccess(em, actor, projectId, 'reviewer');
  const files = await em.find(
    ImportFile,
    { project: projectId },
    { orderBy: { id: 'asc' }, populate: ['skipped_rows'] },
  );
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
