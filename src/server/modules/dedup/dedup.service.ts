import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVAL_STRATEGY, type DedupRunResult, type RemoveDuplicatesResponse } from '../../../shared/dedup.schema.ts';
import { dedupMessages } from '../../../shared/messages.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { findDuplicatesOffThread } from '../../jobs/dedup.job.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { claimOrWait } from '../../coordination/project-claim.ts';
import { citationCounts } from '../projects/project-view.ts';
import { activeCount, lastRunSummary, recordRun } from './dedup-run.sql.ts';
import { addToRemovedCount } from './dedup-decisions.sql.ts';
import {
  activeLabels,
  activeRecordPages,
  addPossible,
  clearPossible,
  keptApartKeys,
  keptApartPairs,
  pairKey,
  storeRemovals,
} from './dedup-store.ts';
import { possibleCount, removedDetails } from './dedup-views.ts';
import type { DedupRecord, DuplicateMatch, PossibleDuplicate } from '../../ml/dedup/types.ts';
import { keywordScoresChanged } from '../citations/keyword-scores.ts';
import { tidyCitationsLater } from '../../coordination/tidy-citations.ts';
import { lockProject } from '../../coordination/project-lock.ts';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';
import { onPglite } from '../../db/engine.ts';

/** A run (runRemoval) with every citation it set aside, as the spec's REST answer has them (duplicate_details). */
export async function removeDuplicates(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<RemoveDuplicatesResponse> {
  const { removedIds, ...result } = await runRemoval(em, actor, projectId);
  return {
    ...result,
    duplicate_details: removedIds.length ? await removedDetails(em, projectId, { ids: removedIds }) : [],
  };
}

/** A run's counts and summary only: at 100,000 citations its details are ~20,000 entries, which listRemoved pages. */
export async function removeDuplicatesSummary(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<DedupRunResult> {
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
  const project = await requireProjectAccess(em, actor, projectId, 'lead');
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
  const searched = await activeCount(em, projectId);
  // The label each record had when the search read it: the search's choices hold only while those stay.
  const labelsRead = new Map<number, boolean | null>();
  const result = await findDuplicatesOffThread(
    { keepApart: await keptApartPairs(em, project.id) },
    () => remembering(activeRecordPages(em, project.id), labelsRead),
    { count: searched },
  );
  const { recordIds, decidedMeanwhile } = await storeInBatches(em, project.id, result.matches, labelsRead);
  const conflicts = result.conflicts.map((c) => ({
    aId: c.aId,
    bId: c.bId,
    similarity: c.similarity,
    reason: dedupMessages.conflict,
  }));
  const decided = decidedMeanwhile.map((m) => ({
    aId: m.keptId,
    bId: m.removedId,
    similarity: m.similarity,
    reason: dedupMessages.decidedDuringSearch,
  }));
  await replacePossibleInBatches(em, project.id, [...result.possible, ...conflicts, ...decided]);
  await em.transactional(async (tx) => {
    await lockProject(tx, project.id);
    await recordRun(tx, project.id, result.summary);
  });
  // Every active citation was read for the search, however few turned out to be duplicates.
  tidyCitationsLater(em, projectId, recordIds.length, searched);
  return dedupResponse(em, project.id, recordIds, result.summary);
}

/**
 * Removals stored this many at a time, each batch its own short transaction (~50 ms on PGlite): one transaction
 * for all of them (~18,000 at 100,000 citations) held the embedded database's only connection for 0.85 s, and
 * every other user's click waited for it (docs/performance.md, Load). Each removal is whole on its own (the
 * citation set aside and its record), so a run cut short leaves only whole removals, each restorable, and the
 * next run finds the rest. On the embedded database other requests go first between two batches: a click's few
 * statements had each waited behind one (bench:load).
 */
const STORE_BATCH = 1000;
/**
 * On the embedded database a transaction holds the only connection until it ends: batches of 1,000 removals took
 * 60-90 ms each beside heavy work, and the clicks that came meanwhile waited for them together (bench:load).
 */
const PGLITE_STORE_BATCH = 250;
const storeBatch = (em: EntityManager) => (onPglite(em) ? PGLITE_STORE_BATCH : STORE_BATCH);

/** The records of a search's pages as they pass, with the label each had when read. */
async function* remembering(pages: AsyncGenerator<DedupRecord[]>, labels: Map<number, boolean | null>) {
  for await (const page of pages) {
    for (const record of page) labels.set(record.id, record.is_relevant ?? null);
    yield page;
  }
}

/**
 * Sets the matches aside, batch by batch, where both citations are as the search read them: still active (or set
 * aside by this run) with the same label, and not said by a person meanwhile to be different publications (restored,
 * or "Not duplicates"). A pair one of whose records was decided while the search ran is not removed (the decision
 * could be on the copy that would go, or differ from the other's) but returned, for a person to look at.
 */
async function storeInBatches(
  em: EntityManager,
  projectId: number,
  matches: DuplicateMatch[],
  labelsRead: Map<number, boolean | null>,
): Promise<{ recordIds: number[]; decidedMeanwhile: DuplicateMatch[] }> {
  const recordIds: number[] = [];
  const decidedMeanwhile: DuplicateMatch[] = [];
  const removedHere = new Set<number>();
  const size = storeBatch(em);
  for (let start = 0; start < matches.length; start += size) {
    const batch = matches.slice(start, start + size);
    if (start > 0) await giveWayOnPglite(em, 1);
    const ids = await em.transactional(async (tx) => {
      // Locked: a run whose claim went stale while it worked must not store over a newer one; restoring and
      // "Not duplicates" take the same lock.
      await lockProject(tx, projectId);
      const labels = await activeLabels(
        tx,
        projectId,
        batch.flatMap((m) => [m.keptId, m.removedId]),
      );
      const apart = await keptApartKeys(tx, projectId);
      const active = (id: number) => labels.has(id) || removedHere.has(id);
      const asRead = (id: number) => removedHere.has(id) || labels.get(id) === labelsRead.get(id);
      const stored: DuplicateMatch[] = [];
      for (const m of batch) {
        if (!active(m.keptId) || !active(m.removedId) || apart.has(pairKey(m.keptId, m.removedId))) continue;
        if (asRead(m.keptId) && asRead(m.removedId)) stored.push(m);
        else decidedMeanwhile.push(m);
      }
      const ids = await storeRemovals(tx, projectId, stored);
      if (ids.length) {
        // Counted as they are stored, so a run cut short leaves the count true to what it set aside.
        await addToRemovedCount(tx, projectId, ids.length);
        // The keyword scores (BM25) are worked out over the active citations: these changed.
        await keywordScoresChanged(tx, projectId);
      }
      for (const m of stored) removedHere.add(m.removedId);
      return ids;
    });
    recordIds.push(...ids);
  }
  return { recordIds, decidedMeanwhile };
}

/**
 * The pairs waiting for a person replaced with this run's, STORE_BATCH at a time, each batch its own transaction:
 * one statement for 11,600 pairs held the embedded database for 0.47 s (each row checks three foreign keys and
 * goes into four indexes, ~40 µs). A run cut short leaves the old pairs gone and some of its own: every one a
 * whole pair a person can decide, and the next run replaces them all.
 */
async function replacePossibleInBatches(em: EntityManager, projectId: number, pairs: PossibleDuplicate[]) {
  const size = storeBatch(em);
  for (let start = 0; start === 0 || start < pairs.length; start += size) {
    if (start > 0) await giveWayOnPglite(em, 1);
    await em.transactional(async (tx) => {
      await lockProject(tx, projectId);
      if (start === 0) await clearPossible(tx, projectId);
      // A pair marked "Not duplicates" while the search ran is not offered again.
      const apart = await keptApartKeys(tx, projectId);
      const batch = pairs.slice(start, start + size).filter((p) => !apart.has(pairKey(p.aId, p.bId)));
      await addPossible(tx, projectId, batch);
    });
  }
}

/** The answer to a request that waited for another's search: nothing more set aside, the counts as they are now. */
async function nothingNew(em: EntityManager, projectId: number): Promise<RunOutcome> {
  const summary = await lastRunSummary(em, projectId);
  const none = {
    exact_duplicates_found: 0,
    similar_duplicates_found: 0,
    hash_groups_processed: 0,
    tfidf_comparisons: 0,
  };
  return dedupResponse(em, projectId, [], summary ?? none);
}

async function dedupResponse(
  em: EntityManager,
  projectId: number,
  removedIds: number[],
  summary: RemoveDuplicatesResponse['processing_summary'],
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
    // The pairs the list shows: a pair whose other citation this run removed is settled, not waiting.
    possible_duplicates: await possibleCount(em, projectId),
  };
}
