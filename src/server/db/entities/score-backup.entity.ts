import { defineEntity, p } from '@mikro-orm/core';
import { Project } from './project.entity.ts';

/**
 * A project's relevance scores as the model on record gave them, kept while a rescore writes new ones a batch at
 * a time (training/score-backup.ts): a rescore that fails, or a server killed in the middle of one, gets them
 * back, so the ranking stays that of the model on record. A few rows per project, only while a rescore runs.
 */
export const ScoreBackup = defineEntity({
  name: 'ScoreBackup',
  tableName: 'score_backup',
  properties: {
    project: () => p.manyToOne(Project).primary().deleteRule('cascade'),
    /** Which part of the project's citations, in id order (a part per statement: short ones on PGlite). */
    part: p.integer().primary(),
    /** The project's active citations, and each one's score at the same position (null: none yet). */
    ids: p.array().columnType('int[]'),
    scores: p.array().columnType('float8[]'),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
