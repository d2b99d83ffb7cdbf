import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Keyword } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { selectedKeywords } from './selected-keywords.ts';
import { lockProject } from '../../coordination/project-lock.ts';
import { sharedRun } from '../../coordination/shared-runs.ts';
import { keywordScores } from './citation-filter.sql.ts';
import { tidyCitations } from '../../coordination/tidy-citations.ts';

/**
 * The stored keyword verdicts of a project's citations (keyword_match, keyword_score) no longer hold:
 * call in the same transaction as whatever changed them — saved keywords, added citations, duplicates set
 * aside or restored (BM25 counts only active citations).
 */
export async function keywordScoresChanged(em: EntityManager, projectId: number): Promise<void> {
  await query(em, sql`update project set keyword_version = keyword_version + 1 where id = ${projectId}`);
}

async function stale(em: EntityManager, projectId: number): Promise<boolean> {
  const [state] = await query(
    em,
    sql<{
      version: number;
      scored: number;
    }>`select keyword_version as version, keyword_scored_version as scored from project where id = ${projectId}`,
  );
  return state !== undefined && state.version !== state.scored;
}

/**
 * One pass over the project under its row lock, with the keywords saved as of the lock (a save bumps the
 * version in its own transaction, so it is either seen here or leaves the verdicts stale for the next
 * pass). Only citations whose verdict or score changed are written: adding a few citations leaves most
 * as they were.
 */
async function refresh(em: EntityManager, projectId: number): Promise<void> {
  const written = await em.transactional(async (tx) => {
    const locked = await lockProject(tx, projectId);
    if (!locked || locked.keyword_version === locked.keyword_scored_version) return 0;
    const keywords = selectedKeywords(await tx.find(Keyword, { project: projectId }, { orderBy: { id: 'asc' } }));
    const [updated] = await query(
      tx,
      sql<{ n: number }>`with fresh as (${await keywordScores(tx, projectId, keywords)}),
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

/**
 * Brings the stored verdicts up to date when something changed them since they were last worked out:
 * one pass of the regular expressions over the project, instead of one per list page. Tokens must be
 * ready (ensureTokens). Requests of this instance share a pass; those of other instances wait for the
 * project row lock and then find the verdicts current (two bulk updates of the same rows would deadlock).
 */
export async function refreshKeywordScores(em: EntityManager, projectId: number): Promise<void> {
  while (await stale(em, projectId)) await sharedRun(em, 'keyword-scores', projectId, () => refresh(em, projectId));
}
