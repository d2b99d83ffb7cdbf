import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Citation } from './citation.entity.ts';
import { Project } from './project.entity.ts';
import { User } from './user.entity.ts';

/**
 * One reviewer's own notes on one record: a note, free tags, an exclusion reason (only while the record
 * is excluded) and a Maybe (only while it is undecided). Keyed by citation and user, so each member keeps
 * their own, and blind dual screening can add each reviewer's decision here (docs/teams.md).
 */
export const CitationReview = defineEntity({
  name: 'CitationReview',
  tableName: 'citation_review',
  uniques: [{ name: 'citation_review_citation_user_unique', properties: ['citation', 'user'] }],
  indexes: [
    // The project's reviews: exports, PRISMA's reasons, the tag list, the list's filters.
    { name: 'citation_review_project_idx', properties: ['project'] },
    // The project's Maybe records, which /next passes over: a probe of a few rows.
    {
      name: 'citation_review_maybe_idx',
      expression: 'create index "citation_review_maybe_idx" on "citation_review" ("project_id") where "maybe"',
    },
  ],
  properties: {
    id: p.integer().primary(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    citation: () => p.manyToOne(Citation).deleteRule('cascade'),
    // No foreign key: a reviewer's decisions and notes outlive their account (Migration20261129200000); indexed
    // for "my review" lookups.
    user: () => p.manyToOne(User).createForeignKeyConstraint(false).index(),
    note: p.text().nullable(),
    tags: p.array().default([]),
    exclusion_reason: p.text().nullable(),
    maybe: p.boolean().default(false),
    /** Blind dual screening: this reviewer's own decision (relevant or irrelevant), unseen by the others until the record is complete. */
    decision: p.boolean().nullable(),
    decided_at: p.datetime().nullable(),
    /**
     * Blind dual screening: the decision this reviewer had given when the record's pair became complete (two
     * decisions, neither seen by the other), and when they gave it. Set for the pair's two reviewers only, once;
     * the agreement and the kappa read these, so a change made after seeing the colleague's decision moves neither.
     */
    blind_decision: p.boolean().nullable(),
    blind_decided_at: p.datetime().nullable(),
    updated_at: p.datetime().defaultRaw('now()'),
  },
});

export type CitationReviewEntity = InferEntity<typeof CitationReview>;
