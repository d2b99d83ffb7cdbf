import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DecisionFilter } from '../../../../../../shared/review.schema.ts';
import { CITATIONS_PER_PAGE, type CitationListSearch } from '../../../../../lib/citation-list.search.ts';
import { useTRPC, type Trpc } from '../../../../../trpc.ts';

/** The list's notes filters (undefined: not filtered). */
export interface ReviewFilterValues {
  decision?: DecisionFilter;
  tag?: string;
  reason?: string;
  reviewer?: number;
}

/** The list page the URL asks for: its search parameters as the server's filter input, with the keywords marked. */
export function citationPageOptions(trpc: Trpc, projectId: number, search: CitationListSearch) {
  return trpc.citations.filter.queryOptions(
    {
      projectId,
      page: search.page ?? 1,
      search: search.search,
      sort_order: search.sort ?? 'desc',
      page_size: CITATIONS_PER_PAGE,
      keyword_view: search.keywords ?? 'matching',
      // The keywords are marked by the server, with the filter's own matching.
      marks: true,
      decision: search.decision,
      tag: search.tag,
      reason: search.reason,
      reviewer: search.reviewer,
    },
    { placeholderData: keepPreviousData },
  );
}

/**
 * One page of the labelling list, paged by the server so a large project stays fast. The previous page
 * stays on screen while the next one loads; `queryKey` is where label changes are written. The route's
 * loader starts the same query (citationPageOptions) as soon as the URL is known.
 */
export function useCitationPage(projectId: number, search: CitationListSearch) {
  const trpc = useTRPC();
  const options = citationPageOptions(trpc, projectId, search);
  return { ...useQuery(options), queryKey: options.queryKey };
}
