import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { REMOVAL_STRATEGY, type DedupRunResult, type DuplicatesListing, type PossibleDuplicateOut, type RemovedPage, type RemovedPageInput, type RemoveDuplicatesResponse } from '../../../shared/dedup.schema.ts';
import { dedupMessages } from '../../../shared/messages.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { findDuplicatesOffThread } from '../../jobs/dedup.job.ts';
import { accessibleProject } from '../projects/project-access.ts';
import { claimOrWait } from '../projects/project-claim.ts';
import { citationCounts } from '../projects/project-view.ts';
import { chooseKept, keepFacts } from '../../ml/dedup/clusters.ts';
import { activeRecordPages, activeRecordsById, keptApartPairs, replacePossible, stillActive, storeRemovals } from './dedup-store.ts';
import { possiblePairs, removedCount, removedDetails } from './dedup-views.ts';
import { keywordScoresChanged } from '../citations/keyword-scores.ts';
import { tidyCitationsLater } from '../citations/tidy-citations.ts';
import { lockProject } from '../projects/project-lock.ts';

/** A run (runRemoval) with every citation it set aside, as the spec's REST answer has them (duplicate_details). */
export async function removeDuplicates(em: EntityManager, actor: UserEntity, projectId: number): Promise<RemoveDuplicatesResponse> {
  const { removedIds, ...result } = await runRemoval(em, actor, projectId);
  return { ...result, duplicate_details: removedIds.length ? await removedDetails(em, projectId, { ids: removedIds }) : [] };
}

/** A run's counts and summary only: at 100,000 citations its details are ~20,000 entries, which listRemoved pages. */
export async function removeDuplicatesSummary(em: EntityManager, actor: UserEntity, projectId: number): Promise<DedupRunResult> {
  const { removedIds: _removedIds, ...result } = await runRemoval(em, actor, projectId);
  return result;
}

type RunOutcome = DedupRunResult & { removedIds: number[] };

/**
 * Finds duplicates among the project's active citations (off the event loop) and sets them aside.
 * Nothing is deleted: each removed citation points at the one kept and can be restored.
 * A second run only looks at what is still active, so it removes nothing twice, and it respects what a
 * person decided: a restored citation or a pair marked "Not duplicates" is not removed or suggested again.
 */
async function runRemoval(em: EntityManager, actor: UserEntity, projectId: number): Promise<RunOutcome> {
  const project = await accessibleProject(em, actor, projectId);
  // A second request (a double click, another tab, another instance) waits for the first instead of searching again.
  const claim = await claimOrWait(em, project.id, 'dedup');
  if (claim === 'done-elsewhere') return nothingNew(em, project.id);
  try {
    return await searchAndRemove(em, project.id);
  } finally {
    await claim();
  }
}

async function searchAndRemove(em: EntityManager, projectId: number): Promise<RunOutcome> {
  const project = { id: projectId };
  const [active] = await query(em, sql<{ n: number }>`select count(*)::int as n from citation where project_id = ${projectId} and duplicate_of is null`);
  const searched = active?.n ?? 0;
  const result = await findDuplicatesOffThread({ keepApart: await keptApartPairs(em, project.id) }, () => activeRecordPages(em, project.id), { count: searched });
  const recordIds = await em.transactional(async (tx) => {
    // Also locked here: a run whose claim went stale while it worked must not store over a newer one.
    await lockProject(tx, project.id);
    const active = await stillActive(tx, project.id, result.matches.flatMap((m) => [m.keptId, m.removedId]));
    const matches = result.matches.filter((m) => active.has(m.keptId) && active.has(m.removedId));
    const ids = await storeRemovals(tx, project.id, matches);
    if (ids.length) await keywordScoresChanged(tx, project.id);
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
  // Every active citation was read for the search, however few turned out to be duplicates.
  tidyCitationsLater(em, projectId, recordIds.length, searched);
  return dedupResponse(em, project.id, recordIds, result.summary, result.possible.length + result.conflicts.length);
}

/** The answer to a request that waited for another's search: nothing more set aside, the counts as they are now. */
async function nothingNew(em: EntityManager, projectId: number): Promise<RunOutcome> {
  const [state] = await query(
    em,
    sql<{ summary: RemoveDuplicatesResponse['processing_summary'] | null; possible: number }>`
      select processing_summary as summary,
             (select count(*)::int from duplicate_record where project_id = ${projectId} and status = 'possible') as possible
        from project where id = ${projectId}`,
  );
  const none = { exact_duplicates_found: 0, similar_duplicates_found: 0, hash_groups_processed: 0, tfidf_comparisons: 0 };
  return dedupResponse(em, projectId, [], state?.summary ?? none, state?.possible ?? 0);
}

async function dedupResponse(
  em: EntityManager,
  projectId: number,
  removedIds: number[],
  summary: RemoveDuplicatesResponse['processing_summary'],
  possible: number,
): Promise<RunOutcome> {
  const remaining = (await citationCounts(em, [projectId])).get(projectId)?.active ?? 0;
  return {
    removedIds,
    duplicates_marked: removedIds.length,
    duplicates_count: removedIds.length,
    unique_citations: remaining,
    citations_count: remaining,
    message: dedupMessages.removed(removedIds.length, remaining),
    removal_strategy: REMOVAL_STRATEGY,
    processing_summary: summary,
    possible_duplicates: possible,
  };
}

export async function listDuplicates(em: EntityManager, actor: UserEntity, projectId: number): Promise<DuplicatesListing> {
  const project = await accessibleProject(em, actor, projectId);
  return { removed: await removedDetails(em, project.id), possible: await possiblePairs(em, project.id) };
}

/** A page of the removed duplicates, oldest first, after the record `cursor` (the last of the page before). */
export async function listRemoved(em: EntityManager, actor: UserEntity, projectId: number, page: RemovedPageInput): Promise<RemovedPage> {
  const project = await accessibleProject(em, actor, projectId);
  const items = await removedDetails(em, project.id, { after: page.cursor ?? undefined, limit: page.limit });
  return { items, total: await removedCount(em, project.id), next_cursor: items.length === page.limit ? items.at(-1)!.record_id : null };
}

/** The pairs waiting for a person's decision. */
export async function listPossible(em: EntityManager, actor: UserEntity, projectId: number): Promise<PossibleDuplicateOut[]> {
  const project = await accessibleProject(em, actor, projectId);
  return possiblePairs(em, project.id);
}

/** Puts a removed citation back among the active ones. */
export async function restoreDuplicate(em: EntityManager, actor: UserEntity, projectId: number, recordId: number): Promise<void> {
  const project = await accessibleProject(em, actor, projectId);
  await em.transactional(async (tx) => {
    await lockProject(tx, project.id);
    const [record] = await query(
      tx,
      sql<{ removed_id: number }>`update duplicate_record set status = 'restored', restored_at = now()
                                    where id = ${recordId} and project_id = ${project.id} and status = 'removed' returning removed_id`,
    );
    if (!record) throw notFoundOrDecided();
    await query(tx, sql`update citation set duplicate_of = null where id = ${record.removed_id}`);
    await query(tx, sql`update project set duplicates_removed = greatest(duplicates_removed - 1, 0) where id = ${project.id}`);
    await keywordScoresChanged(tx, project.id);
  });
}

/**
 * A person's decision on a possible pair: keep both ("Not duplicates"), or remove one. The one kept
 * follows the same rule as automatic removal (labelled, longest abstract, DOI, lowest id), and two
 * citations labelled differently are never merged.
 */
export async function resolvePossible(em: EntityManager, actor: UserEntity, projectId: number, recordId: number, action: 'remove' | 'dismiss'): Promise<void> {
  const project = await accessibleProject(em, actor, projectId);
  await em.transactional(async (tx) => {
    await lockProject(tx, project.id);
    const [record] = await query(
      tx,
      sql<{ kept_id: number; removed_id: number }>`select kept_id, removed_id from duplicate_record
                                                     where id = ${recordId} and project_id = ${project.id} and status = 'possible' for update`,
    );
    if (!record) throw notFoundOrDecided();
    if (action === 'dismiss') {
      await query(tx, sql`update duplicate_record set status = 'dismissed' where id = ${recordId}`);
      return;
    }
    const pair = await activeRecordsById(tx, project.id, [record.kept_id, record.removed_id]);
    if (pair.length < 2) throw new DomainError('CONFLICT', dedupMessages.alreadyRemoved);
    if (pair[0]!.is_relevant != null && pair[1]!.is_relevant != null && pair[0]!.is_relevant !== pair[1]!.is_relevant) {
      throw new DomainError('CONFLICT', dedupMessages.labelledDifferently);
    }
    const kept = pair[chooseKept(pair.map(keepFacts), [0, 1])]!.id;
    const removed = kept === record.kept_id ? record.removed_id : record.kept_id;
    await query(
      tx,
      sql`update duplicate_record set status = 'removed', detection_method = 'manual', kept_id = ${kept}, removed_id = ${removed} where id = ${recordId}`,
    );
    await query(tx, sql`update citation set duplicate_of = ${kept} where id = ${removed}`);
    await query(tx, sql`update project set duplicates_removed = duplicates_removed + 1 where id = ${project.id}`);
    await keywordScoresChanged(tx, project.id);
  });
}

const notFoundOrDecided = () => new DomainError('NOT_FOUND', dedupMessages.recordNotFound);
