import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { SkippedRecord } from '../../../shared/project.schema.ts';
import { Project } from './project.entity.ts';

/**
 * One file (or JSON request) imported into a project, with how many records it brought: the PRISMA
 * diagram's records per source. Its citations carry its id in citation.source_file_id.
 */
export const ImportFile = defineEntity({
  name: 'ImportFile',
  tableName: 'import_file',
  properties: {
    id: p.integer().primary(),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    name: p.string().length(255),
    format: p.string().length(20),
    records: p.integer(),
    /** Rows of the file left out (for want of a title). */
    skipped: p.integer().default(0),
    /**
     * Which rows, where in the file and why: the first SKIPPED_ROWS_KEPT (the count above is whole). Lazy: only
     * the list of imported files reads it, not the PRISMA numbers, which read every file too.
     */
    skipped_rows: p.json<SkippedRecord[]>().defaultRaw(`'[]'`).lazy(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export type ImportFileEntity = InferEntity<typeof ImportFile>;
