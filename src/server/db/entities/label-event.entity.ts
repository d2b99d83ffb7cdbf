import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Citation } from './citation.entity.ts';
import { Project } from './project.entity.ts';
import { User } from './user.entity.ts';

/**
 * One change of a citation's label: who, when, from what to what (null: unlabelled). Written by the label
 * function set_citation_label in the same statement as the label itself, so none is ever missing; it is
 * the decision history the exports carry, and the order records were screened in (the stopping test).
 */
export const LabelEvent = defineEntity({
  name: 'LabelEvent',
  tableName: 'label_event',
  indexes: [
    // Decisions since the latest model (id > its watermark) and the history export, by project in order.
    { name: 'label_event_project_idx', properties: ['project', 'id'] },
    // A citation's decisions (the screening order), and the cascade when a citation is deleted.
    { name: 'label_event_citation_idx', properties: ['citation', 'id'] },
  ],
  properties: {
    id: p.integer().primary(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    citation: () => p.manyToOne(Citation).deleteRule('cascade'),
    // Kept when the account that decided is deleted later (an administrator's, on someone else's project).
    user: () => p.manyToOne(User).deleteRule('set null').nullable(),
    from_label: p.boolean().nullable(),
    to_label: p.boolean().nullable(),
    /** A reviewer's own decision in blind dual screening (from and to are theirs), not a change of the record's label. */
    vote: p.boolean().default(false),
    /** A lead resolving a conflict of blind dual screening made this change of the record's label. */
    resolution: p.boolean().default(false),
    /** The resolver's role on the project when they resolved the conflict (owner, lead, admin); null for other changes. */
    resolver_role: p.enum(['owner', 'lead', 'admin'] as const).nullable(),
    /** The resolver was one of the record's screeners: the resolution is not independent. */
    resolver_screened: p.boolean().default(false),
    /** The switch to one screener per record gave the record the one decision it had (it waited for a second reviewer). */
    from_one_vote: p.boolean().default(false),
    /**
     * Blind dual screening: a reviewer's decision cast once the record's decisions had been shown to them (one of
     * its pair deciding again after it was complete, or anyone deciding a complete record), or the change of the
     * record's label such a decision brought about.
     */
    after_shown: p.boolean().default(false),
    created_at: p.datetime().defaultRaw('now()'),
  },
});

export type LabelEventEntity = InferEntity<typeof LabelEvent>;
