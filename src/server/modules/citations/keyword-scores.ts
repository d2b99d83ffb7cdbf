import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { lockProject } from '../projects/project-lock.ts';
import { bm25Expression, keywordCondition, type KeywordFilter } from './citation-filter.sql.ts';
import { tidyCitations } from './tidy-citations.ts';

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
 * Only citations whose verdict or score changed are written: adding a few citations leaves most as they were.
 */
export async function refreshKeywordScores(em: EntityManager, projectId: number, keywords: KeywordFilter): Promise<void> {
  const [state] = await query(
    em,
    sql<{ version: number; scored: number }>`select keyword_version as version, keyword_scored_version as scored from project where id = ${projectId}`,
  );
  if (!state || state.version === state.scored) return;
  const written = await em.transactional(async (tx) => {
    const locked = await lockProject(tx, projectId);
    if (!locked || locked.keyword_version === locked.keyword_scored_version) return 0;
    const match = keywordCondition(keywords) ?? sql`true`;
    const score = await bm25Expression(tx, projectId, keywords.include);
    const [updated] = await query(
      tx,
      sql<{ n: number }>`with fresh as (
                            select c.id, coalesce(${match}, false) as match, round((${score})::numeric, 4)::float8 as score
                              from citation c where c.project_id = ${projectId} and c.duplicate_of is null),
                          changed as (
                            update citation c set keyword_match = f.match, keyword_score = f.score from fresh f
                             where c.id = f.id and (c.keyword_match is distinct from f.match or c.keyword_score is distinct from f.score)
                            returning 1)
                          select count(*)::int as n from changed`,
    );
    await query(tx, sql`update project set keyword_scored_version = ${locked.keyword_version} where id = ${projectId}`);
    return updated?.n ?? 0;
  });
  await tidyCitations(em, written);
}
