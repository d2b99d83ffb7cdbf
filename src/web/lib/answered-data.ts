import type { InferDataFromTag, QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Puts what the server answered a change with into the cache, after calling off a fetch of the same query
 * already on its way: that fetch was answered before the change and, landing later, would put the old
 * state back with nothing to fetch it again ("Screening finished" never appeared after Finish while the
 * page's refresh after the last decision was still out, on a busy server).
 */
export async function setAnsweredData<TKey extends QueryKey>(
  queryClient: QueryClient,
  queryKey: TKey,
  updater: Updater<InferDataFromTag<unknown, TKey> | undefined, InferDataFromTag<unknown, TKey> | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, updater);
}
