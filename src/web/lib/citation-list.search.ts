import { z } from 'zod';
import { decisionFilter } from '../../shared/review.schema.ts';

/** 15 citations per page. */
export const CITATIONS_PER_PAGE = 15;

/**
 * The labelling page's place in the list, kept in the URL so reloading or going back returns to it.
 * Defaults stay out of the URL; a value that makes no sense falls back to the default.
 */
export const citationListSearch = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
  sort: z.enum(['asc', 'desc']).optional().catch(undefined),
  /** The citations the keywords hide, or all; the matching ones when absent. */
  keywords: z.enum(['hidden', 'all']).optional().catch(undefined),
  /** The notes filters: a decision (Maybe apart), a tag, an exclusion reason, a reviewer's user id. */
  decision: decisionFilter.optional().catch(undefined),
  tag: z.string().trim().max(40).optional().catch(undefined),
  reason: z.string().trim().max(80).optional().catch(undefined),
  reviewer: z.number().int().positive().optional().catch(undefined),
});
export type CitationListSearch = z.infer<typeof citationListSearch>;
