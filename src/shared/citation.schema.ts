import { z } from 'zod';
import { citationReviewFields, decisionFilter } from './review.schema.ts';

export const MAX_LABELS_PER_CLASS = 10;
export const MIN_LABELS_PER_CLASS = 5;

/** true, false, or null for unlabelled citations only. */
const labelParam = z.enum(['true', 'false', 'null']).transform((v) => (v === 'null' ? null : v === 'true'));

/** The spec's client sends unset parameters as empty values (`?iteration=&is_relevant=`): those mean "not given". */
const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/**
 * Which unlabelled citations the keywords let through: those that match (the spec's list, the default),
 * only those the keywords hide (to screen them after all), or all of them.
 */
export const keywordView = z.enum(['matching', 'hidden', 'all']);
export type KeywordView = z.infer<typeof keywordView>;

/** Keyword highlights are worked out for a page at a time, never for a whole project. */
export const MARKS_PAGE_SIZE = 100;

/** Refuses marks for a list that is not a page, or a page too long to mark. */
export const marksNeedPage = (q: { marks?: boolean; page?: number; page_size: number }, ctx: z.RefinementCtx) => {
  if (q.marks && (q.page === undefined || q.page_size > MARKS_PAGE_SIZE))
    ctx.addIssue({
      code: 'custom',
      path: ['marks'],
      message: `Keyword marks are given for a page of at most ${MARKS_PAGE_SIZE} citations`,
    });
};

/** Query of GET /api/projects/{id}/citations/filter; without page it answers every matching citation. */
export const citationFilterQuery = z
  .object({
    iteration: blankIsUnset(z.coerce.number().int().min(0).optional()),
    is_relevant: blankIsUnset(labelParam.optional()),
    sort_order: blankIsUnset(z.enum(['asc', 'desc']).default('desc')),
    search: z.string().trim().max(200).optional(),
    page: blankIsUnset(z.coerce.number().int().min(1).optional()),
    page_size: blankIsUnset(z.coerce.number().int().min(1).max(500).default(15)),
    keyword_view: blankIsUnset(keywordView.default('matching')),
    /** Beyond the spec: each citation's keyword_marks (needs a page of at most MARKS_PAGE_SIZE). */
    marks: blankIsUnset(
      z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    ),
    /** Beyond the spec: relevant, irrelevant, maybe (set aside) or unlabelled (undecided, not set aside). */
    decision: blankIsUnset(decisionFilter.optional()),
    /** Beyond the spec: records a member gave this tag. */
    tag: z.string().trim().max(40).optional(),
    /** Beyond the spec: excluded records a member gave this reason. */
    reason: z.string().trim().max(80).optional(),
    /** Beyond the spec: records this user decided (any decision in the history) or wrote notes on. */
    reviewer: blankIsUnset(z.coerce.number().int().positive().optional()),
  })
  .superRefine(marksNeedPage);
export type CitationFilterQuery = z.infer<typeof citationFilterQuery>;

/** Characters [start, end) of a title or abstract holding an include or an exclude keyword. */
export const keywordMark = z.tuple([z.number().int(), z.number().int(), z.enum(['include', 'exclude'])]);
export type KeywordMark = z.infer<typeof keywordMark>;

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
  /** Beyond the spec: the record's own identifier in the file it was imported from (null: none). */
  source_record_id: z.string().nullable().optional(),
  /** Beyond the spec: the kind of publication as its file named it ("Journal Article; Letter", "CPAPER"; null: none). */
  publication_type: z
    .string()
    .nullable()
    .optional()
    .describe(
      'the kind of publication as the imported file named it (RIS TY, PubMed PT, a "Document Type" column); null when it gave none',
    ),
  /** Where the keywords are, by the filter's own matching (asked for with marks). */
  keyword_marks: z.object({ title: z.array(keywordMark), abstract: z.array(keywordMark) }).optional(),
  /** Beyond the spec (list and next record): set aside as Maybe by a member, and the caller's own notes (null: none). */
  maybe: z.boolean().optional(),
  review: citationReviewFields.nullable().optional(),
});
export type CitationOutput = z.infer<typeof citationOutput>;

export const filterResult = z.object({
  citations: z.array(citationOutput),
  total_before_filtering: z.number().int(),
  total_after_filtering: z.number().int(),
  filtered_by_keywords: z.boolean(),
  /** Beyond the spec: unlabelled citations of this view that the keywords hide, before any search (the server always sends it). */
  hidden_by_keywords: z.number().int().optional(),
  project_hidden_by_keywords: z
    .number()
    .int()
    .optional()
    .describe(
      "beyond the spec: the project's unlabeled citations the keyword lists hide, whatever this view shows (the Relevant view too); the server always sends it",
    ),
  sort_order: z.enum(['asc', 'desc']),
  sort_available: z.boolean(),
  page: z.number().int().optional(),
  page_size: z.number().int().optional(),
  label_counts: z.object({ relevant: z.number().int(), irrelevant: z.number().int(), iteration: z.number().int() }),
  /** Beyond the spec: continuous projects have no caps or locks, and list unlabelled citations first. */
  screening_mode: z.enum(['iterations', 'continuous']).optional(),
});
export type FilterResult = z.infer<typeof filterResult>;

export const relevanceInput = z.object({
  is_relevant: z.boolean().nullable(),
  /**
   * Beyond the spec: only if the record's label is still this (an undo sends the decision it takes back), else 409
   * and nothing changes, so an undo never erases a decision a colleague gave since. With blind dual screening a
   * reviewer's own decision is theirs alone and this is not checked.
   */
  if_label: z.boolean().nullable().optional(),
});

export const labeledCitations = z.object({
  iterations: z.array(
    z.object({ iteration: z.number().int(), relevant: z.array(citationOutput), irrelevant: z.array(citationOutput) }),
  ),
  total: z.number().int(),
});
export type LabeledCitations = z.infer<typeof labeledCitations>;
