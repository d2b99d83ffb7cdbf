import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { REMOVAL_STRATEGY, type DuplicatesListing, type RemoveDuplicatesResponse } from '../../../shared/dedup.schema.ts';
import { dedupMessages } from '../../../shared/messages.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { findDuplicatesOffThread } from '../../jobs/dedup.job.ts';
import { accessibleProject } from '../projects/project-access.ts';
import { citationCounts } from '../projects/project-view.ts';
import { activeRecords, replacePossible, stillActive, storeRemovals } from './dedup-store.ts';
import { possiblePairs, removedDetails } from './dedup-views.ts';

/**
 * Finds duplicates among the project's active citations (off the event loop) and sets them aside.
 * Nothing is deleted: each removed citation points at the one kept and can be restored.
 * A second run only looks at what is still active, so it removes nothing twice.
 */
export async function removeDuplicates(em: EntityManager, actor: UserEntity, projectId: number): Promise<RemoveDuplicatesResponse> {
  const project = await accessibleProject(em, actor, projectId);
  const result = await findDuplicatesOffThread(await activeRecords(em, project.id));
  const recordIds = await em.transactional(async (tx) => {
    // One run at a time per project: the second waits, then skips what the first already removed.
    await query(tx, sql`select id from project where id = ${project.id} for update`);
    const active = await stillActive(tx, project.id, result.matches.flatMap((m) => [m.keptId, m.removedId]));
    const matches = result.matches.filter((m) => active.has(m.keptId) && active.has(m.removedId));
    const ids = await storeRemovals(tx, project.id, matches);
    const conflicts = result.conflicts.map((c) => ({ aId: c.aId, bId: c.bId, similarity: c.similarity, reason: dedupMessages.conflict }));
    await replacePossible(tx, project.id, [...result.possible, ...conflicts]);
    await query(
      tx,
      sql`update project set duplicates_removed = duplicates_removed + ${ids.length}, dedup_completed_at = now(),
                             removal_strategy = ${REMOVAL_STRATEGY}, processing_summary = ${JSON.stringify(result.summary)}::jsonb
           where id = ${project.id}`,
    );
    return ids;
  });
  const counts = (await citationCounts(em, [project.id])).get(project.id);
  const remaining = counts?.active ?? 0;
  const possible = result.possible.length + result.conflicts.length;
  return {
    duplicates_marked: recordIds.length,
    duplicates_count: recordIds.length,
    unique_citations: remaining,
    citations_count: remaining,
    message: dedupMessages.removed(recordIds.length, remaining),
    removal_strategy: REMOVAL_STRATEGY,
    duplicate_details: await removedDetails(em, project.id, recordIds),
    processing_summary: result.summary,
    possible_duplicates: possible,
  };
}

export async function listDuplicates(em: EntityManager, actor: UserEntity, projectId: number): Promise<DuplicatesListing> {
  const project = await accessibleProject(em, actor, projectId);
  return { removed: await removedDetails(em, project.id), possible: await possiblePairs(em, project.id) };
}

/** Puts a removed citation back among the active ones. */
export async function restoreDuplicate(em: EntityManager, actor: UserEntity, projectId: number, recordId: number): Promise<void> {
  const project = await accessibleProject(em, actor, projectId);
  await em.transactional(async (tx) => {
    const [record] = await query(
      tx,
      sql<{ removed_id: number }>`update duplicate_record set status = 'restored', restored_at = now()
                                    where id = ${recordId} and project_id = ${project.id} and status = 'removed' returning removed_id`,
    );
    if (!record) throw notFoundOrDecided();
    await query(tx, sql`update citation set duplicate_of = null where id = ${record.removed_id}`);
    await query(tx, sql`update project set duplicates_removed = greatest(duplicates_removed - 1, 0) where id = ${project.id}`);
  });
}

/** A person's decision on a possible pair: remove the second citation, or keep both. */
export async function resolvePossible(em: EntityManager, actor: UserEntity, projectId: number, recordId: number, action: 'remove' | 'dismiss'): Promise<void> {
  const project = await accessibleProject(em, actor, projectId);
  await em.transactional(async (tx) => {
    const status = action === 'remove' ? 'removed' : 'dismissed';
    const [record] = await query(
      tx,
      sql<{ kept_id: number; removed_id: number }>`update duplicate_record set status = ${status},
                                    detection_method = case when ${action} = 'remove' then 'manual' else detection_method end
                                    where id = ${recordId} and project_id = ${project.id} and status = 'possible' returning kept_id, removed_id`,
    );
    if (!record) throw notFoundOrDecided();
    if (action === 'dismiss') return;
    const active = await stillActive(tx, project.id, [record.kept_id, record.removed_id]);
    if (active.size < 2) throw new DomainError('CONFLICT', dedupMessages.alreadyRemoved);
    await query(tx, sql`update citation set duplicate_of = ${record.kept_id} where id = ${record.removed_id}`);
    await query(tx, sql`update project set duplicates_removed = duplicates_removed + 1 where id = ${project.id}`);
  });
}

const notFoundOrDecided = () => new DomainError('NOT_FOUND', dedupMessages.recordNotFound);
