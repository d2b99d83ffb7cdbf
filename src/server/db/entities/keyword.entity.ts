import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from './project.entity.ts';

export const Keyword = defineEntity({
  name: 'Keyword',
  tableName: 'keyword',
  uniques: [{ properties: ['project', 'word'] }],
  properties: {
    id: p.integer().primary(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    word: p.string().length(200),
    score: p.integer().default(0),
    include: p.boolean().default(false),
    exclude: p.boolean().default(false),
    frequency: p.integer().default(1),
  },
});

export type KeywordEntity = InferEntity<typeof Keyword>;
