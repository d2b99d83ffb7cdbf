import { z } from 'zod';
import { processingSummary } from './project.schema.ts';

export const citationBrief = z.object({
  id: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  is_relevant: z.boolean().nullable(),
  iteration: z.number().int().nullable(),
  /** Beyond the spec: the bibliographic fields a person compares to tell two records apart. */
  authors: z.string().nullable(),
  year: z.number().int().nullable(),
  journal: z.string().nullable(),
  volume: z.string().nullable(),
  issue: z.string().nullable(),
  pages: z.string().nullable(),
  doi: z.string().nullable(),
  /** The record's own identifier in the file it came from (as on the labeling page's "Record ID"), if it had one. */
  source_record_id: z.string().nullable(),
  /** The kind of publication as its file named it ("Letter", "Journal Article"), if it gave one. */
  publication_type: z.string().nullable().optional(),
});
export type CitationBrief = z.infer<typeof citationBrief>;

export const detectionMethod = z.enum(['exact', 'doi', 'similar', 'manual']);

/** One duplicate decision: kept, removed, reason, similarity score, method, time (plus the record id for Restore). */
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

/** How a page is ordered: oldest decision first (the default), or by similarity, least similar first or last. */
export const duplicateSort = z.enum(['oldest', 'similarity_asc', 'similarity_desc']);
export type DuplicateSort = z.infer<typeof duplicateSort>;
/** The methods a removal list can be narrowed to ("manual": a person's decision on a possible pair). */
export const removalMethod = z.enum(['exact', 'doi', 'similar', 'manual']);
export type RemovalMethod = z.infer<typeof removalMethod>;

/** A page: after the record `cursor` (the last of the page before; none for the first page), `limit` of them, in `sort` order, narrowed by `search` (title, authors or DOI of either citation). */
const pageFields = <N extends z.ZodNumber | z.ZodCoercedNumber>(number: () => N, limit: number) =>
  z.object({
    cursor: number().int().positive().nullish(),
    limit: number().int().min(1).max(500).default(limit),
    sort: duplicateSort.default('oldest'),
    search: z.string().trim().max(200).optional(),
  });
const removedPageFields = <N extends z.ZodNumber | z.ZodCoercedNumber>(number: () => N) =>
  pageFields(number, 100).extend({ method: removalMethod.optional() });
export const removedPageInput = removedPageFields(() => z.number());
/** The same read from a query string (?cursor=&limit=&method=&sort=&search=), whose values are text. */
export const removedPageQuery = removedPageFields(() => z.coerce.number());
export type RemovedPageInput = z.infer<typeof removedPageInput>;
export const possiblePageInput = pageFields(() => z.number(), 50);
export const possiblePageQuery = pageFields(() => z.coerce.number(), 50);
export type PossiblePageInput = z.infer<typeof possiblePageInput>;

export const removedPage = z.object({
  items: z.array(duplicateDetail),
  /** All removed duplicates of the project, not only this page's nor only those matching the filters. */
  total: z.number().int(),
  /** The cursor of the next page; null on the last. */
  next_cursor: z.number().int().nullable(),
  /** Beyond the spec: how many match `method` and `search` (equal to total without them). */
  matching: z.number().int(),
  /** Beyond the spec: how many match `search`, by method, for the filter's counts. */
  by_method: z.record(removalMethod, z.number().int()),
});
export type RemovedPage = z.infer<typeof removedPage>;

/** A page of the possible pairs still to decide (both citations still in the project). */
export const possiblePage = z.object({
  items: z.array(possibleDuplicate),
  /** All pairs waiting for a decision. */
  total: z.number().int(),
  /** How many match `search`. */
  matching: z.number().int(),
  next_cursor: z.number().int().nullable(),
});
export type PossiblePage = z.infer<typeof possiblePage>;

export const resolveAction = z.enum(['remove', 'dismiss']);
export type ResolveAction = z.infer<typeof resolveAction>;
export const resolvePossibleInput = z.object({ action: resolveAction });
/** Several possible pairs decided at once, all or none: `remove` keeps one copy of each, `dismiss` keeps both. */
export const resolveManyInput = z.object({
  record_ids: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one pair')
    .max(500, 'At most 500 pairs at a time')
    .refine((ids) => new Set(ids).size === ids.length, 'A pair is listed twice'),
  action: resolveAction,
});
export const resolveManyResult = z.object({
  message: z.string(),
  /** Citations set aside by this decision. */
  removed: z.number().int(),
  /** Pairs marked as two different publications. */
  kept_both: z.number().int(),
});
export type ResolveManyResult = z.infer<typeof resolveManyResult>;

export const REMOVAL_STRATEGY = 'exact+similar';

/**
 * Two records a person labeled differently (relevant and irrelevant): never merged as duplicates. The server refuses
 * the removal; the duplicates page says so beside the pair and waits.
 */
export const labelledApart = (a: { is_relevant?: boolean | null }, b: { is_relevant?: boolean | null }): boolean =>
  a.is_relevant != null && b.is_relevant != null && a.is_relevant !== b.is_relevant;
