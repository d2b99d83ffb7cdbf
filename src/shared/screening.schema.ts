import { z } from 'zod';
import { citationOutput } from './citation.schema.ts';
import { dualProgress } from './dual.schema.ts';

/** The stopping test's defaults: 95 % of the relevant records found, with 95 % confidence. */
export const DEFAULT_TARGET_RECALL = 0.95;
export const DEFAULT_CONFIDENCE = 0.95;
/** Records a client may ask /next to pass over (skipped in this sitting). */
export const MAX_SKIPPED = 200;

/** A decimal number as people write one ("0.95", ".9", "1e-1"), not hexadecimal or binary ("0x1"), which Number() also reads. */
const DECIMAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/**
 * A share above 0 and below 1 (or up to 1 inclusive), from a query string ("0.95") or a number; left out or empty,
 * the default (which the OpenAPI document shows as an optional field).
 */
const share = (name: string, fallback: number, upToOne: boolean) => {
  const range = `${name} must be a number above 0 and ${upToOne ? 'at most' : 'below'} 1, e.g. 0.95`;
  const number = z.number({ error: range }).gt(0, range);
  return z
    .preprocess(
      (v) => (v === '' ? fallback : typeof v === 'string' ? (DECIMAL.test(v) ? Number(v) : Number.NaN) : v),
      upToOne ? number.lte(1, range) : number.lt(1, range),
    )
    .default(fallback);
};

/** GET /api/projects/{id}/stopping?target_recall=&confidence= (also the body of POST …/finish). */
export const stoppingQuery = z.object({
  target_recall: share('target_recall', DEFAULT_TARGET_RECALL, true),
  confidence: share('confidence', DEFAULT_CONFIDENCE, false),
});
export type StoppingQuery = z.infer<typeof stoppingQuery>;

const ids = z.array(z.number().int().positive()).max(MAX_SKIPPED, `At most ${MAX_SKIPPED} citations can be skipped`);

/** GET /api/projects/{id}/next?skip=12,15: the ids to pass over, comma-separated. */
export const nextQuery = z.object({
  skip: z
    .string({ error: 'skip must be citation ids separated by commas, e.g. 12,15 (one skip parameter)' })
    .optional()
    .transform((v, ctx) => {
      const parts = (v ?? '').split(',').filter((part) => part.trim() !== '');
      if (parts.some((part) => !/^\s*\d{1,10}\s*$/.test(part))) {
        ctx.addIssue({ code: 'custom', message: 'skip must be citation ids separated by commas, e.g. 12,15' });
        return z.NEVER;
      }
      return parts.map(Number);
    })
    .pipe(ids),
});

export const nextInput = z.object({ skip: ids.default([]) });

/**
 * How far screening has come: every active citation is screened (relevant or irrelevant) or remaining, and the
 * remaining ones are set aside as Maybe or not (`unlabelled`, a name kept for clients that read it).
 */
export const screeningProgress = z.object({
  total: z.number().int().describe('active citations (removed duplicates left out)'),
  screened: z.number().int().describe('citations labeled relevant or irrelevant'),
  relevant: z.number().int(),
  irrelevant: z.number().int(),
  remaining: z
    .number()
    .int()
    .describe(
      'not screened yet: every active citation without a label, Maybe records and those the keyword lists hide among them (total − screened; the pages\' "Left", the stopping answer\'s remaining)',
    ),
  unlabelled: z
    .number()
    .int()
    .describe('remaining and not set aside as Maybe: what /next can still serve (remaining − maybe)'),
  maybe: z.number().int().describe('remaining records set aside as Maybe: passed over by /next until decided'),
});
export type ScreeningProgress = z.infer<typeof screeningProgress>;

export const nextResponse = z.object({
  citation: citationOutput
    .nullable()
    .describe(
      'the unlabeled citation the latest model ranks highest (before any model: keyword order, or import order without include keywords; see ordered_by_keywords), those the keyword lists hide last; null when none is left',
    ),
  hidden_by_keywords: z
    .boolean()
    .describe(
      'the citation is one the keyword lists hide: those come only once every unlabeled citation they let through is screened or skipped',
    ),
  model_trained_at: z
    .string()
    .nullable()
    .describe('when the model that ranked it was trained; null before the first training'),
  labelled_since_training: z.number().int().describe('decisions (label changes) made since that model read the labels'),
  model_retraining: z.boolean().describe('a training of this project is running now'),
  ordered_by_keywords: z
    .boolean()
    .describe(
      'before any model: true when the include keywords order the records (keyword relevance, BM25, best first); false without an include keyword, when they come in the order they were imported (file order)',
    ),
  progress: screeningProgress,
  dual: dualProgress
    .nullable()
    .describe(
      'blind dual screening: where the pairs stand (null with one screener per record, unless open conflicts or records awaiting a second reviewer are left from two)',
    ),
});
export type NextResponse = z.infer<typeof nextResponse>;

export const stoppingResponse = z.object({
  screened: z.number().int(),
  relevant_found: z.number().int(),
  irrelevant_in_a_row: z
    .number()
    .int()
    .describe('irrelevant decisions since the last relevant one, in the order screened'),
  remaining: z
    .number()
    .int()
    .describe("active citations not screened yet, Maybe records among them (as /next's progress.remaining)"),
  maybe: z.number().int().describe('records set aside as Maybe: counted as not screened until decided'),
  awaiting_second: z
    .number()
    .int()
    .describe('blind dual screening: records one reviewer decided, waiting for a second (not screened until decided)'),
  open_conflicts: z
    .number()
    .int()
    .describe('blind dual screening: open conflicts, not screened until a lead resolves them'),
  can_stop: z.boolean(),
  p_value: z.number().nullable(),
  statement: z.string(),
  target_recall: z.number(),
  confidence: z.number(),
  total: z.number().int(),
  curve: z
    .array(z.object({ screened: z.number().int(), relevant_found: z.number().int() }))
    .describe('relevant found against records screened, in the order screened (at most ~200 points)'),
});
export type StoppingResponse = z.infer<typeof stoppingResponse>;

/**
 * Nothing to finish: no record screened, none waiting for a second reviewer, no conflict open (the server's 409,
 * and the Finish button disabled with its reason).
 */
export const nothingToFinish = (test: Pick<StoppingResponse, 'screened' | 'awaiting_second' | 'open_conflicts'>) =>
  test.screened === 0 && test.awaiting_second === 0 && test.open_conflicts === 0;

export const decisionOutput = z.object({
  id: z.number().int(),
  citation_id: z.number().int(),
  title: z.string(),
  from_label: z.boolean().nullable(),
  to_label: z.boolean().nullable(),
  vote: z
    .boolean()
    .describe("blind dual screening: a reviewer's own decision (from and to are theirs), not the record's label"),
  resolution: z
    .boolean()
    .optional()
    .describe("blind dual screening: a lead resolving the reviewers' conflict changed the record's label"),
  by_agreement: z
    .boolean()
    .optional()
    .describe(
      "blind dual screening: the record's label changed with this reviewer's own decision, because the reviewers now agree (to a label) or no longer do (to none)",
    ),
  resolver_role: z
    .enum(['owner', 'lead', 'admin'])
    .nullable()
    .optional()
    .describe('a resolution: the role the resolver had on the project (admin: an administrator not a member)'),
  resolver_screened: z
    .boolean()
    .optional()
    .describe('a resolution: the resolver was one of the screeners of the record, so it is not independent'),
  from_one_vote: z
    .boolean()
    .optional()
    .describe(
      "the switch to one screener per record gave a record awaiting a second reviewer its one reviewer's decision",
    ),
  after_shown: z
    .boolean()
    .optional()
    .describe(
      "blind dual screening: a reviewer's decision given after the record's decisions were shown to them (one of its pair deciding again, or anyone deciding a record already complete), or the change of the record's label it brought about; the agreement and the kappa do not count it",
    ),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  /** Beyond: the person's name as every page shows it (first and last name; null: account deleted). */
  name: z.string().nullable().optional(),
  created_at: z.string(),
});
export type DecisionOutput = z.infer<typeof decisionOutput>;

/** GET /api/projects/{id}/decisions?page=&page_size=: newest first. */
export const decisionsQuery = z.object({
  page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).default(1)),
  page_size: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(500).default(50)),
});

export const decisionsResponse = z.object({
  decisions: z.array(decisionOutput),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
