import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { Keyword } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { selectedKeywords } from './selected-keywords.ts';
import { lockProject, type LockedProject } from '../../coordination/project-lock.ts';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';
import { sharedRun } from '../../coordination/shared-runs.ts';
import {
  keywordStatsPage,
  keywordVerdictsPage,
  noKeywordVerdictsPage,
  type KeywordStats,
} from './citation-filter.sql.ts';
import { inTimedPages } from './citation-ranges.ts';
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

/** Citations given the verdict of no keywords a statement (a few tens of milliseconds on PGlite). */
const NO_KEYWORDS_PAGE = 2000;

/** The BM25 statistics of the include words over the project's active citations, summed page by page. */
async function keywordStats(em: EntityManager, projectId: number, include: string[]): Promise<KeywordStats> {
  const stats: KeywordStats = { n: 0, avgLen: 1, df: include.map(() => 0) };
  if (include.length === 0) return stats;
  let lengths = 0;
  let counted = 0;
  await inTimedPages(em, projectId, async (range) => {
    const [page] = await query(em, keywordStatsPage(projectId, include, range));
    stats.n += page?.n ?? 0;
    lengths += page?.len_sum ?? 0;
    counted += page?.len_n ?? 0;
    page?.df.forEach((df, i) => (stats.df[i]! += df));
    return true;
  });
  stats.avgLen = counted ? lengths / counted || 1 : 1;
  return stats;
}

/**
 * One pass over the project with the keywords saved as of its start (read under the project's row lock; a save
 * bumps the version in its own transaction). The statistics are summed first, then the verdicts are written a
 * page of citations per short transaction under the row lock, each only where the verdict or score changed
 * (adding a few citations leaves most as they were). Anything that changes the verdicts meanwhile (keywords
 * saved, citations added or set aside) bumps the version: the pass stops at its next page and the verdicts
 * stay stale for the next pass, as they do unless every page was written with the version it started from.
 */
async function refresh(em: EntityManager, projectId: number): Promise<void> {
  const pass = await em.transactional(async (tx) => {
    const locked = await lockProject(tx, projectId);
    if (!locked || locked.keyword_version === locked.keyword_scored_version) return null;
    const keywords = selectedKeywords(await tx.find(Keyword, { project: projectId }, { orderBy: { id: 'asc' } }));
    return { version: locked.keyword_version, keywords };
  });
  if (!pass) return;
  const { version, keywords } = pass;
  let written = 0;
  const unchanged = (locked: LockedProject | undefined) => locked?.keyword_version === version;
  /** One page's verdicts written in a short transaction, unless the verdicts changed since the pass began. */
  const write = (statement: RawBuilder<{ written: number }>) =>
    em.transactional(async (tx) => {
      if (!unchanged(await lockProject(tx, projectId))) return undefined;
      const [page] = await query(tx, statement);
      written += page?.written ?? 0;
      return page?.written ?? 0;
    });
  let whole: boolean;
  if (keywords.include.length === 0 && keywords.exclude.length === 0) {
    // Nothing to count: only the citations whose verdict is not yet "passes, 0" are written.
    for (let first = true; ; first = false) {
      if (!first) await giveWayOnPglite(em, 1);
      const n = await write(noKeywordVerdictsPage(projectId, NO_KEYWORDS_PAGE));
      if (n === undefined || n < NO_KEYWORDS_PAGE) {
        whole = n !== undefined;
        break;
      }
    }
  } else {
    const stats = await keywordStats(em, projectId, keywords.include);
    whole = await inTimedPages(
      em,
      projectId,
      async (range) => (await write(keywordVerdictsPage(projectId, keywords, stats, range))) !== undefined,
    );
  }
  if (whole)
    await em.transactional(async (tx) => {
      if (unchanged(await lockProject(tx, projectId)))
        await query(tx, sql`update project set keyword_scored_version = ${version} where id = ${projectId}`);
    });
  await tidyCitations(em, written);
}

/**
 * Brings the stored verdicts up to date when something changed them since they were last worked out:
 * one pass of the regular expressions over the project, instead of one per list page. Tokens must be
 * ready (ensureTokens). Requests of this instance share a pass; another instance's pass goes page by page
 * beside it, each page under the project's row lock, so the two never hold each other's rows (one bulk update
 * each of the same rows had deadlocked).
 */
export async function refreshKeywordScores(em: EntityManager, projectId: number): Promise<void> {
  while (await stale(em, projectId)) await sharedRun(em, 'keyword-scores', projectId, () => refresh(em, projectId));
}
