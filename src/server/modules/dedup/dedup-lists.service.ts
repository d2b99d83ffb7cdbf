import type { EntityManager } from '@mikro-orm/postgresql';
import {
  removalMethod,
  type DuplicatesListing,
  type PossibleDuplicateOut,
  type PossiblePage,
  type PossiblePageInput,
  type RemovedPage,
  type RemovedPageInput,
} from '../../../shared/dedup.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { possibleCount, possiblePairs, recordCounts, removedCount, removedDetails } from './dedup-views.ts';

export async function listDuplicates(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<DuplicatesListing> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  return { removed: await removedDetails(em, project.id), possible: await possiblePairs(em, project.id) };
}

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/**
 * A page of the removed duplicates after the record `cursor` (the last of the page before): oldest first
 * by default, or by similarity; narrowed to one method and to a search of either citation's title,
 * authors or DOI. `total` stays the project's whole count; `matching` and `by_method` count the filters.
 */
export async function listRemoved(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  page: RemovedPageInput,
): Promise<RemovedPage> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const filter = { method: page.method, search: page.search || undefined, sort: page.sort };
  const items = await removedDetails(em, project.id, {
    ...filter,
    after: page.cursor ?? undefined,
    limit: page.limit,
    wholeAbstracts: true,
  });
  const counts = await recordCounts(em, project.id, 'removed', { search: filter.search });
  const by_method = Object.fromEntries(
    removalMethod.options.map((m) => [m, counts.get(m) ?? 0]),
  ) as RemovedPage['by_method'];
  return {
    items,
    total: filter.search ? await removedCount(em, project.id) : sum(counts),
    next_cursor: items.length === page.limit ? items.at(-1)!.record_id : null,
    matching: filter.method ? by_method[filter.method] : sum(counts),
    by_method,
  };
}

/** Every pair waiting for a person's decision. */
export async function listPossible(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<PossibleDuplicateOut[]> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  return possiblePairs(em, project.id);
}

/** A page of the pairs waiting for a decision, in the order asked, narrowed by a search; for reviews with hundreds of them. */
export async function listPossiblePage(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  page: PossiblePageInput,
): Promise<PossiblePage> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const search = page.search || undefined;
  const items = await possiblePairs(em, project.id, {
    search,
    sort: page.sort,
    after: page.cursor ?? undefined,
    limit: page.limit,
    wholeAbstracts: true,
  });
  const matching = sum(await recordCounts(em, project.id, 'possible', { search }));
  return {
    items,
    total: search ? await possibleCount(em, project.id) : matching,
    matching,
    next_cursor: items.length === page.limit ? items.at(-1)!.record_id : null,
  };
}
