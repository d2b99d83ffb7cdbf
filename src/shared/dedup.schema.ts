import { z } from 'zod';
import { processingSummary } from './project.schema.ts';

export const citationBrief = z.object({
  id: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  is_relevant: z.boolean().nullable(),
  iteration: z.number().int().nullable(),
});
export type CitationBrief = z.infer<typeof citationBrief>;

export const detectionMethod = z.enum(['exact', 'doi', 'similar', 'manual']);

/** One duplicate decision, as spec section 3 "Duplicate detail" shapes it (plus the record id for Restore). */
export const duplicateDetail = z.object({
  record_id: z.number().int(),
  kept: citationBrief,
  removed: citationBrief,
  reason: z.string(),
  similarity_score: z.number(),
  detection_method: detectionMethod,
  timestamp: z.string(),
});
export type DuplicateDetail = z.infer<typeof duplicateDetail>;

/** A pair that may be one publication: `a` would be kept, `b` removed. */
export const possibleDuplicate = z.object({
  record_id: z.number().int(),
  a: citationBrief,
  b: citationBrief,
  reason: z.string(),
  similarity_score: z.number(),
});
export type PossibleDuplicateOut = z.infer<typeof possibleDuplicate>;

export const removeDuplicatesResponse = z.object({
  duplicates_marked: z.number().int(),
  duplicates_count: z.number().int(),
  unique_citations: z.number().int(),
  citations_count: z.number().int(),
  message: z.string(),
  removal_strategy: z.string(),
  duplicate_details: z.array(duplicateDetail),
  processing_summary: processingSummary,
  possible_duplicates: z.number().int(),
});
export type RemoveDuplicatesResponse = z.infer<typeof removeDuplicatesResponse>;
/** A run as tRPC answers it: the counts and summary; the entries are read a page at a time (dedup.removed). */
export const dedupRunResult = removeDuplicatesResponse.omit({ duplicate_details: true });
export type DedupRunResult = z.infer<typeof dedupRunResult>;

export const duplicatesListing = z.object({
  removed: z.array(duplicateDetail),
  possible: z.array(possibleDuplicate),
});
export type DuplicatesListing = z.infer<typeof duplicatesListing>;

/** A page of removed duplicates: after the record `cursor` (none for the first page), `limit` of them. */
const removedPageFields = <N extends z.ZodNumber | z.ZodCoercedNumber>(number: () => N) =>
  z.object({
    cursor: number().int().positive().nullish(),
    limit: number().int().min(1).max(500).default(100),
  });
export const removedPageInput = removedPageFields(() => z.number());
/** The same read from a query string (?cursor=&limit=), whose values are text. */
export const removedPageQuery = removedPageFields(() => z.coerce.number());
export type RemovedPageInput = z.infer<typeof removedPageInput>;
export const removedPage = z.object({
  items: z.array(duplicateDetail),
  /** All removed duplicates of the project, not only this page's. */
  total: z.number().int(),
  /** The cursor of the next page; null on the last. */
  next_cursor: z.number().int().nullable(),
});
export type RemovedPage = z.infer<typeof removedPage>;

export const resolvePossibleInput = z.object({ action: z.enum(['remove', 'dismiss']) });

export const REMOVAL_STRATEGY = 'exact+similar';
