import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.entity.ts';

export const Project = defineEntity({
  name: 'Project',
  tableName: 'project',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(255),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    created_at: p.datetime().onCreate(() => new Date()),
    current_iteration: p.integer().default(0),
    // 'iterations' (the spec's workflow: ten trainings of 5–10 labels a class) or 'continuous' (every
    // decision recorded, the model retrained in the background); see docs/screening-modes.md.
    screening_mode: p.enum(['iterations', 'continuous'] as const).default('iterations'),
    /** When someone last chose "Finish screening", and the stopping test's answer then (finish_summary). */
    finished_at: p.datetime().nullable(),
    /**
     * Continuous screening: 1 (a record's first decision is its decision) or 2 (blind dual screening: two
     * reviewers decide on their own; agreement decides, disagreement is a conflict a lead resolves).
     */
    screeners_per_record: p.integer().default(1),
    finish_summary: p.json<Record<string, unknown>>().nullable(),
    /** The reasons a reviewer may give for excluding a record, in order; null: the defaults (DEFAULT_EXCLUSION_REASONS). */
    exclusion_reasons: p.array().nullable(),
    keywords_selected: p.boolean().default(false),
    duplicates_removed: p.integer().default(0),
    dedup_completed_at: p.datetime().nullable(),
    /** Set while a duplicate search runs (any instance), so a second request waits instead of searching again (project-claim.ts). */
    dedup_started_at: p.datetime().nullable(),
    /** Set while a request tokenises the project's citations (see project-claim.ts). */
    tokens_started_at: p.datetime().nullable(),
    // Raised by whatever changes the citations' keyword verdicts (keywords saved, citations added, duplicates
    // set aside or restored); the stored verdicts are current when keyword_scored_version has caught up.
    keyword_version: p.integer().default(0),
    keyword_scored_version: p.integer().default(0),
    removal_strategy: p.string().length(50).nullable(),
    processing_summary: p.json<Record<string, number>>().nullable(),
    // Set while a training runs, renewed while it lasts (a stale one is a killed process's); claimed with one
    // conditional UPDATE so only one instance trains a project at a time. See training-claim.ts.
    training_started_at: p.datetime().nullable(),
    /** Set when the project is deleted: from then on no one sees it, and its rows are removed in the background (project-purge.ts). */
    deleted_at: p.datetime().nullable(),
    /**
     * Set, with deleted_at, while an import fills a project no one may see yet (a new project, or the staging
     * project of citations being added): the purge leaves it alone until then (project-import.ts).
     */
    import_until: p.datetime().nullable(),
  },
});

export type ProjectEntity = InferEntity<typeof Project>;
