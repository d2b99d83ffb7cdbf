import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { prepared } from '../db/prepared-statements.ts';
import { query } from '../db/sql.ts';

export interface LockedProject {
  user_id: number;
  current_iteration: number;
  keyword_version: number;
  keyword_scored_version: number;
}

/**
 * Locks the project row until the transaction ends. Every transaction that writes a project's citations
 * in bulk, its keyword verdicts or its labels takes this lock first (a label click in the database
 * function set_citation_label), so two of them never wait on each other's rows in opposite order (a
 * deadlock) and checks such as the label cap hold across app instances.
 */
export async function lockProject(tx: EntityManager, projectId: number): Promise<LockedProject | undefined> {
  const [row] = await query(
    tx,
    prepared(
      sql<LockedProject>`select user_id, current_iteration, keyword_version, keyword_scored_version from project where id = ${projectId} for update`,
    ),
  );
  return row;
}
