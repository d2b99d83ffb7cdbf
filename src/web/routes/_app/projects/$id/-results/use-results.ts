import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { CITATIONS_PER_PAGE } from '../../../../../lib/citation-list.search.ts';
import { RESULT_TABS, type ResultsSearch, type ResultTab } from '../../../../../lib/results.search.ts';
import { useTRPC, type Trpc } from '../../../../../trpc.ts';

/** One row per training: its labels, features, quality and duration. */
export function useTrainingHistory(projectId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.training.iterations.queryOptions({ projectId }));
}

/** Whether the Results page lists citations: a continuous project always, an iteration project once trained. */
export const hasRankedLists = (project: Pick<ProjectOutput, 'screening_mode' | 'current_iteration'>) =>
  project.screening_mode === 'continuous' || project.current_iteration > 0;

/** The list input of a results tab's page, as the URL names it. */
const resultsInput = (projectId: number, search: ResultsSearch, tab: ResultTab, page: number) => ({
  projectId,
  is_relevant: RESULT_TABS.find((t) => t.key === tab)!.isRelevant,
  sort_order: search.sort ?? 'desc',
  page,
  page_size: CITATIONS_PER_PAGE,
  keyword_view: search.keywords ?? ('matching' as const),
});

/** The page of the tab the URL names; the hook and the Results page's loader share it. */
export const resultsPageOptions = (trpc: Trpc, projectId: number, search: ResultsSearch) =>
  trpc.citations.filter.queryOptions(resultsInput(projectId, search, search.tab ?? 'unlabeled', search.page ?? 1), {
    placeholderData: keepPreviousData,
  });

/** The first page of each tab, which gives the tabs their counts. */
export const resultsFirstPagesOptions = (trpc: Trpc, projectId: number, search: ResultsSearch) =>
  RESULT_TABS.map((t) => trpc.citations.filter.queryOptions(resultsInput(projectId, search, t.key, 1)));

/**
 * The page of the chosen tab, paged by the server, with the previous page kept on screen while the next
 * one loads; `queryKey` is where label changes are written. The first page of every tab is read too:
 * it gives the tabs their counts and makes switching tabs instant.
 */
export function useResultsList(projectId: number, search: ResultsSearch) {
  const trpc = useTRPC();
  const options = resultsPageOptions(trpc, projectId, search);
  const list = useQuery(options);
  const firstPages = useQueries({ queries: resultsFirstPagesOptions(trpc, projectId, search) });
  const counts = Object.fromEntries(
    RESULT_TABS.map((t, i) => [t.key, firstPages[i]?.data?.total_after_filtering]),
  ) as Record<ResultTab, number | undefined>;
  return { ...list, queryKey: options.queryKey, counts };
}
