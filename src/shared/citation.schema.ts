import { z } from 'zod';

export const MAX_LABELS_PER_CLASS = 10;
export const MIN_LABELS_PER_CLASS = 5;

/** true, false, or null for unlabelled citations only. */
const labelParam = z.enum(['true', 'false', 'null']).transform((v) => (v === 'null' ? null : v === 'true'));

/** The spec's client sends unset parameters as empty values (`?iteration=&is_relevant=`): those mean "not given". */
const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** Query of GET /api/projects/{id}/citations/filter; without page it answers every matching citation. */
export const citationFilterQuery = z.object({
  iteration: blankIsUnset(z.coerce.number().int().min(0).optional()),
  is_relevant: blankIsUnset(labelParam.optional()),
  sort_order: blankIsUnset(z.enum(['asc', 'desc']).default('desc')),
  search: z.string().trim().max(200).optional(),
  page: blankIsUnset(z.coerce.number().int().min(1).optional()),
  page_size: blankIsUnset(z.coerce.number().int().min(1).max(500).default(15)),
});
export type CitationFilterQuery = z.infer<typeof citationFilterQuery>;

export const citationOutput = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  is_relevant: z.boolean().nullable(),
  iteration: z.number().int().nullable(),
  relevance_score: z.number().optional(),
  keyword_score: z.number(),
  authors: z.string().nullable(),
  year: z.number().int().nullable(),
  journal: z.string().nullable(),
  doi: z.string().nullable(),
});
export type CitationOutput = z.infer<typeof citationOutput>;

export const filterResult = z.object({
  citations: z.array(citationOutput),
  total_before_filtering: z.number().int(),
  total_after_filtering: z.number().int(),
  filtered_by_keywords: z.boolean(),
  sort_order: z.enum(['asc', 'desc']),
  sort_available: z.boolean(),
  page: z.number().int().optional(),
  page_size: z.number().int().optional(),
  label_counts: z.object({ relevant: z.number().int(), irrelevant: z.number().int(), iteration: z.number().int() }),
});
export type FilterResult = z.infer<typeof filterResult>;

export const relevanceInput = z.object({ is_relevant: z.boolean().nullable() });

export const labeledCitations = z.object({
  iterations: z.array(z.object({ iteration: z.number().int(), relevant: z.array(citationOutput), irrelevant: z.array(citationOutput) })),
  total: z.number().int(),
});
export type LabeledCitations = z.infer<typeof labeledCitations>;
