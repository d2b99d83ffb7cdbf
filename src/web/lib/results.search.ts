import { z } from 'zod';

/** The results page's lists (Unlabeled, Relevant, Irrelevant), and the label filter each one asks the server for. */
export const RESULT_TABS = [
  { key: 'unlabeled', title: 'Unlabeled', isRelevant: null },
  { key: 'relevant', title: 'Relevant', isRelevant: true },
  { key: 'irrelevant', title: 'Irrelevant', isRelevant: false },
] as const;
export type ResultTab = (typeof RESULT_TABS)[number]['key'];
export type SortOrder = 'asc' | 'desc';

/**
 * The results page's tab, page and order, kept in the URL so a reload or the back button returns to
 * the same place. Defaults stay out of the URL; a value that makes no sense falls back to the default.
 */
export const resultsSearch = z.object({
  tab: z.enum(['unlabeled', 'relevant', 'irrelevant']).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
  sort: z.enum(['asc', 'desc']).optional().catch(undefined),
  /** On the Unlabeled tab: the citations the keywords hide, or all; the matching ones when absent. */
  keywords: z.enum(['hidden', 'all']).optional().catch(undefined),
});
export type ResultsSearch = z.infer<typeof resultsSearch>;
