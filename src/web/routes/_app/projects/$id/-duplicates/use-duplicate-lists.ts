import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { DuplicateSort, RemovalMethod } from '../../../../../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import { useTRPC } from '../../../../../trpc.ts';
import { useErrorToast } from '../../../../../hooks/use-error-toast.ts';

/** Removed duplicates asked for at a time: a 100,000-citation review removes ~20,000. */
export const REMOVED_PAGE_SIZE = 100;
/** Possible pairs asked for at a time: each shows two whole records. */
export const POSSIBLE_PAGE_SIZE = 50;

export interface RemovedFilters {
  method?: RemovalMethod;
  sort: DuplicateSort;
  search?: string;
}
export interface PossibleFilters {
  sort: DuplicateSort;
  search?: string;
}
export const DEFAULT_REMOVED_FILTERS: RemovedFilters = { sort: 'oldest' };
export const DEFAULT_POSSIBLE_FILTERS: PossibleFilters = { sort: 'similarity_desc' };

/** The query options of the removed list, for the page and for the route's loader. */
export function removedDuplicatesOptions(
  trpc: ReturnType<typeof useTRPC>,
  projectId: number,
  filters: RemovedFilters = DEFAULT_REMOVED_FILTERS,
) {
  return trpc.dedup.removed.infiniteQueryOptions(
    { projectId, limit: REMOVED_PAGE_SIZE, ...filters },
    { getNextPageParam: (page) => page.next_cursor, placeholderData: keepPreviousData },
  );
}

export function possiblePairsOptions(
  trpc: ReturnType<typeof useTRPC>,
  projectId: number,
  filters: PossibleFilters = DEFAULT_POSSIBLE_FILTERS,
) {
  return trpc.dedup.possiblePage.infiniteQueryOptions(
    { projectId, limit: POSSIBLE_PAGE_SIZE, ...filters },
    { getNextPageParam: (page) => page.next_cursor, placeholderData: keepPreviousData },
  );
}

/** The project's removed duplicates, a hundred at a time, narrowed and ordered on the server. */
export function useRemovedDuplicates(projectId: number, filters?: RemovedFilters) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(removedDuplicatesOptions(trpc, projectId, filters));
  useErrorToast(query.isError, text.listFailed, query.error?.message);
  return query;
}

/** The pairs waiting for a person's decision, fifty at a time. */
export function usePossibleDuplicates(projectId: number, filters?: PossibleFilters) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(possiblePairsOptions(trpc, projectId, filters));
  useErrorToast(query.isError, text.listFailed, query.error?.message);
  return query;
}
