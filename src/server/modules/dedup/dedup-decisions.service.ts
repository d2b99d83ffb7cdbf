import type { EntityManager } from '@mikro-orm/postgresql';
import { labelledApart, type ResolveAction, type ResolveManyResult } from '../../../shared/dedup.schema.ts';
import { dedupMessages } from '../../../shared/messages.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { chooseKept, keepFacts } from '../../ml/dedup/clusters.ts';
import { keywordScoresChanged } from '../citations/keyword-scores.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { lockProject } from '../../coordination/project-lock.ts';
import {
  addToRemovedCount,
  dismissPairs,
  lockPossiblePairs,
  removeByPerson,
  restoreRecord,
} from './dedup-decisions.sql.ts';
import { activeRecordsById } from './dedup-store.ts';

/** Puts a removed citation back among the active ones. */
export async function restoreDuplicate(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  recordId: number,
): Promise<void> {
  const project = await requireProjectAccess(em, actor, projectId, 'lead');
  await em.transactional(async (tx) => {
    await lockProject(tx, project.id);
    if (!(await restoreRecord(tx, project.id, recordId)))
      throw new DomainError('NOT_FOUND', dedupMessages.recordNotFound);
    await keywordScoresChanged(tx, project.id);
  });
}

/** A decision on one possible pair; see resolvePossibleMany. */
export async function resolvePossible(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  recordId: number,
  action: ResolveAction,
): Promise<void> {
  await resolvePossibleMany(em, actor, projectId, [recordId], action);
}

/** Names the pair in a refusal when several were decided at once; one pair's refusal reads as before. */
const refusal = (several: boolean, recordId: number, text: string) => (several ? `Pair #${recordId}: ${text}` : text);

/**
 * A person's decision on possible pairs, all or none: keep both ("Not duplicates", never suggested again),
 * or remove one of each. The one kept follows the rule of automatic removal (labelled, longest abstract,
 * DOI, lowest id), and two citations labelled differently are never merged: one such pair refuses the
 * whole request and changes nothing. Pairs that share a citation are decided one after another: a copy
 * removed by an earlier pair of the same request stands for the copy kept in its place, and a pair whose
 * two sides have become one publication that way needs nothing more.
 */
export async function resolvePossibleMany(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  recordIds: number[],
  action: ResolveAction,
): Promise<ResolveManyResult> {
  const project = await requireProjectAccess(em, actor, projectId, 'lead');
  const several = recordIds.length > 1;
  return em.transactional(async (tx) => {
    await lockProject(tx, project.id);
    const records = await lockPossiblePairs(tx, project.id, recordIds);
    const found = new Map(records.map((r) => [r.id, r]));
    const missing = recordIds.filter((id) => !found.has(id));
    if (missing.length)
      throw new DomainError(
        'NOT_FOUND',
        several ? dedupMessages.recordsNotFound(missing) : dedupMessages.recordNotFound,
      );
    if (action === 'dismiss') {
      await dismissPairs(tx, recordIds);
      return { message: dedupMessages.keptBoth(recordIds.length), removed: 0, kept_both: recordIds.length };
    }
    const citations = await activeRecordsById(tx, project.id, [
      ...new Set(records.flatMap((r) => [r.kept_id, r.removed_id])),
    ]);
    const active = new Map(citations.map((c) => [c.id, c]));
    /** Removed during this request: the copy kept in its place. */
    const keptFor = new Map<number, number>();
    let removedCount = 0;
    for (const id of recordIds) {
      const record = found.get(id)!;
      const [x, y] = [record.kept_id, record.removed_id].map((c) => keptFor.get(c) ?? c) as [number, number];
      if (x === y) continue;
      const pair = [active.get(x), active.get(y)];
      if (!pair[0] || !pair[1]) throw new DomainError('CONFLICT', refusal(several, id, dedupMessages.alreadyRemoved));
      if (labelledApart(pair[0], pair[1]))
        throw new DomainError('CONFLICT', refusal(several, id, dedupMessages.labelledDifferently));
      const kept = pair[chooseKept([keepFacts(pair[0]!), keepFacts(pair[1]!)], [0, 1])]!.id;
      const removed = kept === x ? y : x;
      for (const [copy, keeper] of keptFor) if (keeper === removed) keptFor.set(copy, kept);
      keptFor.set(removed, kept);
      await removeByPerson(tx, project.id, { recordId: id, kept, removed });
      removedCount++;
    }
    if (removedCount) {
      await addToRemovedCount(tx, project.id, removedCount);
      await keywordScoresChanged(tx, project.id);
    }
    return { message: dedupMessages.removedByPerson(removedCount), removed: removedCount, kept_both: 0 };
  });
}
