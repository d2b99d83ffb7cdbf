import { z } from 'zod';
import { citationOutput } from './citation.schema.ts';

/** One reviewer's own decision and notes on a record, as a conflict shows them side by side. */
export const reviewerDecision = z.object({
  user_id: z.number().int(),
  reviewer: z.string().describe('first and last name'),
  decision: z.boolean().describe('true: relevant (include); false: irrelevant (exclude)'),
  decided_at: z.string().nullable(),
  blind_decision: z
    .boolean()
    .nullable()
    .describe(
      "the decision this reviewer had given when the record's pair became complete, before seeing the other's (what the agreement counts); it differs from decision when they changed it after seeing the other's; null: not one of the pair",
    ),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  exclusion_reason: z.string().nullable(),
});
export type ReviewerDecision = z.infer<typeof reviewerDecision>;

export const conflictResolution = z.object({
  is_relevant: z.boolean().describe("the lead's decision, the record's label"),
  resolved_at: z.string().describe('when the conflict was last resolved (ISO date)'),
  resolver: z.string().nullable().describe('who resolved it (null: their account was deleted)'),
  resolver_role: z.enum(['owner', 'lead', 'admin']).nullable().describe('their role on the project then'),
  resolver_screened: z.boolean().describe('the resolver was one of its screeners: the resolution is not independent'),
});
export type ConflictResolution = z.infer<typeof conflictResolution>;

export const conflictOutput = z.object({
  citation: citationOutput,
  decisions: z.array(reviewerDecision).describe('every reviewer who decided, first decision first'),
  screened_by_you: z
    .boolean()
    .describe('the caller is one of the reviewers who decided: their resolution would not be independent'),
  resolution: conflictResolution.nullable().describe('how a lead resolved it (null: open)'),
});
export type ConflictOutput = z.infer<typeof conflictOutput>;

/** ?state=open (the default) lists the open conflicts; ?state=resolved those a lead has resolved. */
export const conflictsQuery = z.object({
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['open', 'resolved'], { error: 'state must be open or resolved' }).default('open'),
  ),
});
export type ConflictState = z.infer<typeof conflictsQuery>['state'];

/**
 * GET /api/projects/{id}/conflicts: records two reviewers decided differently, not yet resolved, oldest first;
 * with ?state=resolved those a lead resolved, last resolved first.
 */
export const conflictsResponse = z.object({ conflicts: z.array(conflictOutput), total: z.number().int() });
export type ConflictsResponse = z.infer<typeof conflictsResponse>;

/** PUT /api/projects/{id}/conflicts/{citation_id}: a lead's decision on a conflict. */
export const resolveInput = z
  .object({ is_relevant: z.boolean({ error: 'is_relevant must be true or false' }) })
  .strict();

export const reviewerAgreement = z.object({
  user_id: z.number().int(),
  reviewer: z.string(),
  decided: z.number().int().describe('records this reviewer has decided'),
  paired: z
    .number()
    .int()
    .describe("records this reviewer is one of the pair of: the first two reviewers' blind decisions"),
  agreed: z.number().int().describe('of those, records where the two blind decisions agreed'),
  changed_after_shown: z
    .number()
    .int()
    .describe('of those, records where this reviewer has changed their decision since seeing the other decision'),
});

/** GET /api/projects/{id}/agreement: where blind dual screening stands. */
export const agreementResponse = z.object({
  screeners_per_record: z.number().int(),
  reviewers: z.array(reviewerAgreement),
  pairs: z
    .number()
    .int()
    .describe(
      "records two reviewers have decided: each pair is their blind decisions, those they had when the second of them decided, before either saw the other's",
    ),
  agreed: z.number().int().describe('pairs whose two blind decisions agree'),
  agreement: z.number().nullable().describe('share of pairs that agree (0–1); null before the first pair'),
  kappa: z
    .number()
    .nullable()
    .describe(
      "kappa of the pairs' blind decisions (kappa_method says which); null when it is undefined, as before the first pair",
    ),
  kappa_method: z
    .enum(['cohen', 'fleiss'])
    .nullable()
    .describe(
      "cohen: two reviewers decided every pair, Cohen's kappa of the one reviewer's decisions against the other's; fleiss: pairs of more than two reviewers, Fleiss' kappa (raters varying by record); null before the first pair",
    ),
  changed_after_shown: z
    .number()
    .int()
    .describe(
      'pairs in which a reviewer has changed (or taken back) their decision since seeing the other decision: allowed, never counted as agreement',
    ),
  settled_by_change: z
    .number()
    .int()
    .describe(
      "pairs whose blind decisions disagreed and that have a label now without a lead's resolution: conflicts settled by a reviewer's change after the decisions were shown",
    ),
  awaiting_second: z.number().int().describe('records one reviewer has decided and no second one yet'),
  open_conflicts: z.number().int(),
  resolved_conflicts: z.number().int(),
});
export type AgreementResponse = z.infer<typeof agreementResponse>;

/** Where blind dual screening stands for the caller, with /next. */
export const dualProgress = z.object({
  decided_by_you: z.number().int(),
  awaiting_second: z.number().int().describe('records one reviewer has decided and a second has not'),
  open_conflicts: z.number().int(),
});
export type DualProgress = z.infer<typeof dualProgress>;
