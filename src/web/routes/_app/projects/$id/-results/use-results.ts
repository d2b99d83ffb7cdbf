import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { KeywordView } from '../../../../../../shared/citation.schema.ts';
import { CITATIONS_PER_PAGE } from '../../../../../lib/citation-list.search.ts';
import { RESULT_TABS, type ResultTab, type SortOrder } from '../../../../../lib/results.search.ts';
import { useTRPC, type Trpc } from '../../../../../trpc.ts';

interface ResultsListQuery {
  tab: ResultTab;
  page: number;
  sort: SortOrder;
  /** Which unlabelled citations the Unlabeled tab lists (the labelled tabs ignore keywords). */
  keywordView: KeywordView;
}

/** Labels per iteration, the score histogram and the estimate of relevant citations left. */
export function useResultsSummary(projectId: number) {
  const trpc = useTRPC();
  return useQuery(resultsSummaryOptions(trpc, projectId));
}

/** The query behind useResultsSummary, for the hook and the Results page's loader. */
export const resultsSummaryOptions = (trpc: Trpc, projectId: number) =>
  trpc.training.summary.queryOptions({ projectId });

/** One row per training: its labels, features, quality and duration. */
export function useTrainingHistory(projectId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.training.iterations.queryOptions({ projectId }));
}

/**
 * The page of the chosen tab, paged by the server, with the previous page kept on screen while the next
 * one loads; `queryKey` is where label changes are written. The first page of every tab is read too:
 * it gives the tabs their counts and makes switching tabs instant.
 */
export function useResultsList(projectId: number, { tab, page, sort, keywordView }: ResultsListQuery) {
  const trpc = useTRPC();
  const input = (key: ResultTab, at: number, order: SortOrder) => ({
    projectId,
    is_relevant: RESULT_TABS.find((t) => t.key === key)!.isRelevant,
    sort_order: order,
    page: at,
    page_size: CITATIONS_PER_PAGE,
    keyword_view: keywordView,
  });
  const options = trpc.citations.filter.queryOptions(input(tab, page, sort), { placeholderData: keepPreviousData });
  const list = useQuery(options);
  const firstPages = useQueries({
    queries: RESULT_TABS.map((t) => trpc.citations.filter.queryOptions(input(t.key, 1, sort))),
  });
  const counts = Object.fromEntries(
    RESULT_TABS.map((t, i) => [t.key, firstPages[i]?.data?.total_after_filtering]),
  ) as Record<ResultTab, number | undefined>;
  return { ...list, queryKey: options.queryKey, counts };
}
