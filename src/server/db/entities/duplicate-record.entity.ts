import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Citation } from './citation.entity.ts';
import { Project } from './project.entity.ts';

/**
 * Why one citation was set aside as a duplicate of another (the removed citation itself stays stored),
 * or a pair that may be duplicates, waiting for a person's decision.
 */
export const DuplicateRecord = defineEntity({
  name: 'DuplicateRecord',
  tableName: 'duplicate_record',
  properties: {
    id: p.integer().primary(),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    // Indexed: deleting a citation looks its records up by both ends (the cascade), else it reads the whole table per row.
    kept: () => p.manyToOne(Citation).deleteRule('cascade').index(),
    removed: () => p.manyToOne(Citation).deleteRule('cascade').index(),
    reason: p.text(),
    similarity_score: p.double(),
    detection_method: p.string().length(50),
    // removed: set aside as a duplicate · possible: for a person to decide · restored / dismissed: decided against.
    status: p.enum(['removed', 'possible', 'restored', 'dismissed'] as const).default('removed'),
    restored_at: p.datetime().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export type DuplicateRecordEntity = InferEntity<typeof DuplicateRecord>;
