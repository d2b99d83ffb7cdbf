import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { dedupScreenMessages as text } from '../../shared/dedup-screen.messages.ts';
import { useTRPC } from '../trpc.ts';
import { useErrorToast } from './use-error-toast.ts';

/** Removed duplicates asked for at a time: a 100,000-citation review removes ~20,000. */
export const REMOVED_PAGE_SIZE = 100;

/** The query options of the removed list, for the page and for the route's loader. */
export function removedDuplicatesOptions(trpc: ReturnType<typeof useTRPC>, projectId: number) {
  return trpc.dedup.removed.infiniteQueryOptions({ projectId, limit: REMOVED_PAGE_SIZE }, { getNextPageParam: (page) => page.next_cursor });
}

/** The project's removed duplicates, a hundred at a time, oldest first. */
export function useRemovedDuplicates(projectId: number) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(removedDuplicatesOptions(trpc, projectId));
  useErrorToast(query.isError, text.listFailed, query.error?.message);
  return query;
}

/** The pairs waiting for a person's decision. */
export function usePossibleDuplicates(projectId: number) {
  const trpc = useTRPC();
  const query = useQuery(trpc.dedup.possible.queryOptions({ projectId }));
  useErrorToast(query.isError, text.listFailed, query.error?.message);
  return query;
}
