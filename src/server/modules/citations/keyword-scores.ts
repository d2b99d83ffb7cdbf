import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { bm25Expression, keywordCondition, type KeywordFilter } from './citation-filter.sql.ts';

/**
 * The stored keyword verdicts of a project's citations (keyword_match, keyword_score) no longer hold:
 * call in the same transaction as whatever changed them — saved keywords, added citations, duplicates set
 * aside or restored (BM25 counts only active citations).
 */
export async function keywordScoresChanged(em: EntityManager, projectId: number): Promise<void> {
  await query(em, sql`update project set keyword_version = keyword_version + 1 where id = ${projectId}`);
}

/**
 * Brings the stored verdicts up to date when something changed them since they were last worked out:
 * one pass of the regular expressions over the project, instead of one per list page. Tokens must be
 * ready (ensureTokens). The project row is locked for it, so requests arriving together wait for the one
 * that works them out (two bulk updates of the same rows would deadlock) and then find them current.
 */
export async function refreshKeywordScores(em: EntityManager, projectId: number, keywords: KeywordFilter): Promise<void> {
  const stale = async (tx: EntityManager, lock: boolean) => {
    const [state] = await query(
      tx,
      sql<{ version: number; scored: number }>`select keyword_version as version, keyword_scored_version as scored
                                                 from project where id = ${projectId} ${lock ? sql`for update` : sql``}`,
    );
    return state && state.version !== state.scored ? state.version : null;
  };
  if ((await stale(em, false)) === null) return;
  const refreshed = await em.transactional(async (tx) => {
    const version = await stale(tx, true);
    if (version === null) return false;
    const match = keywordCondition(keywords) ?? sql`true`;
    const score = await bm25Expression(tx, projectId, keywords.include);
    await query(
      tx,
      sql`update citation c set keyword_match = coalesce(${match}, false), keyword_score = round((${score})::numeric, 4)::float8
           where c.project_id = ${projectId} and c.duplicate_of is null`,
    );
    await query(tx, sql`update project set keyword_scored_version = ${version} where id = ${projectId}`);
    return true;
  });
  if (refreshed) await tidyCitations(em);
}

/**
 * After a bulk write to the project's citations: fresh planner statistics (PGlite never gathers its own),
 * dead row versions cleared (PGlite has no autovacuum) and the visibility map set again, so the list's
 * counts are read from citation_list_count_idx alone instead of every row of the project.
 */
export async function tidyCitations(em: EntityManager): Promise<void> {
  await query(em, sql`vacuum (analyze) citation`);
}
