import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KeywordView } from '../../../../../../shared/citation.schema.ts';
import type { DecisionFilter } from '../../../../../../shared/review.schema.ts';
import { CITATIONS_PER_PAGE } from '../../../../../lib/citation-list.search.ts';
import { useTRPC } from '../../../../../trpc.ts';

interface CitationPageQuery {
  page: number;
  search: string | undefined;
  sort: 'asc' | 'desc';
  keywordView: KeywordView;
  filters?: ReviewFilterValues;
}

/** The list's notes filters (undefined: not filtered). */
export interface ReviewFilterValues {
  decision?: DecisionFilter;
  tag?: string;
  reason?: string;
  reviewer?: number;
}

/**
 * One page of the labelling list, paged by the server so a large project stays fast. The previous page
 * stays on screen while the next one loads; `queryKey` is where label changes are written.
 */
export function useCitationPage(projectId: number, { page, search, sort, keywordView, filters }: CitationPageQuery) {
  const trpc = useTRPC();
  const options = trpc.citations.filter.queryOptions(
    // The keywords are marked by the server, with the filter's own matching.
    {
      projectId,
      page,
      search,
      sort_order: sort,
      page_size: CITATIONS_PER_PAGE,
      keyword_view: keywordView,
      marks: true,
      ...filters,
    },
    { placeholderData: keepPreviousData },
  );
  return { ...useQuery(options), queryKey: options.queryKey };
}
