import { z } from 'zod';

/** The exclusion reasons a new project offers (a lead edits the list). */
export const DEFAULT_EXCLUSION_REASONS = [
  'wrong population',
  'wrong intervention',
  'wrong comparator',
  'wrong outcome',
  'wrong study design',
  'wrong publication type',
  'not in an included language',
  'duplicate',
] as const;

export const NOTE_MAX = 2000;
export const TAG_MAX = 40;
export const TAGS_PER_REVIEW = 20;
export const REASON_MAX = 80;
export const REASONS_MAX = 30;

/** Spaces collapsed, ends trimmed: tags and reasons compare in this form. */
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Tags tidied, empty ones dropped, each once (the first spelling kept, case ignored). */
export function tidyTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.map(tidy).filter((t) => t !== '' && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

const tag = z.string().max(TAG_MAX, `A tag has at most ${TAG_MAX} characters`);
const reason = z
  .string()
  .transform(tidy)
  .pipe(z.string().min(1, 'A reason cannot be empty').max(REASON_MAX, `A reason has at most ${REASON_MAX} characters`));

/** PUT …/citations/{citationId}/review: the fields given replace the caller's; null clears note or reason. */
export const reviewInput = z
  .object({
    note: z.string().max(NOTE_MAX, `A note has at most ${NOTE_MAX} characters`).nullable().optional(),
    tags: z.array(tag).max(TAGS_PER_REVIEW, `At most ${TAGS_PER_REVIEW} tags`).transform(tidyTags).optional(),
    exclusion_reason: z.string().transform(tidy).nullable().optional(),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewInput>;

/** A reviewer's own notes on a record. */
export const reviewOutput = z.object({
  citation_id: z.number().int(),
  user_id: z.number().int(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  exclusion_reason: z.string().nullable().describe('only while the record is excluded (irrelevant)'),
  maybe: z.boolean().describe('set aside: only while the record is undecided'),
  updated_at: z.string().nullable(),
});
export type ReviewOutput = z.infer<typeof reviewOutput>;

/** Every member's notes on a record: the caller's first. */
export const reviewsResponse = z.object({
  reviews: z.array(reviewOutput.extend({ reviewer: z.string().describe('first and last name') })),
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

export const maybeInput = z.object({ maybe: z.boolean() }).strict();

export const exclusionReasonsInput = z
  .object({
    reasons: z.array(reason).min(1, 'Keep at least one reason').max(REASONS_MAX, `At most ${REASONS_MAX} reasons`),
  })
  .strict();
export const exclusionReasonsResponse = z.object({ reasons: z.array(z.string()) });
export type ExclusionReasonsResponse = z.infer<typeof exclusionReasonsResponse>;

export const tagsResponse = z.object({ tags: z.array(z.object({ tag: z.string(), records: z.number().int() })) });
export type TagsResponse = z.infer<typeof tagsResponse>;

/** The caller's notes as the list and the screening view carry them on each citation. */
export const citationReviewFields = z.object({
  note: z.string().nullable(),
  tags: z.array(z.string()),
  exclusion_reason: z.string().nullable(),
  decision: z
    .boolean()
    .nullable()
    .optional()
    .describe("blind dual screening: the caller's own decision (the record's is_relevant waits for the second)"),
});

/** The list's decision filter: Maybe and unlabelled (undecided, not set aside) apart. */
export const decisionFilter = z.enum(['relevant', 'irrelevant', 'maybe', 'unlabelled']);
export type DecisionFilter = z.infer<typeof decisionFilter>;
