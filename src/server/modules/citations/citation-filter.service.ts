import type { EntityManager } from '@mikro-orm/postgresql';
import type { CitationFilterQuery, CitationOutput, FilterResult } from '../../../shared/citation.schema.ts';
import type { KeywordMatchCount } from '../../../shared/keyword.schema.ts';
import { keywordMarks } from '../../ml/text/keyword-marks.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import type { KeywordFilter } from './citation-filter.sql.ts';
import { keywordMatchCounts, listPage } from './citation-list.sql.ts';
import { refreshKeywordScores } from './keyword-scores.ts';
import { ensureTokens } from './citation-tokens.service.ts';
import { listState } from './list-state.ts';
import { toCitationOutput } from './citation-row.ts';

/**
 * The spec's filter result (the statement and its order: listPage in citation-list.sql.ts).
 * Asked on every page and after every label click, so it is two queries when nothing is stale: the
 * project's state (listState), then the page with its counts.
 */
export async function filterCitations(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  q: CitationFilterQuery,
): Promise<FilterResult> {
  const project = await listState(em, actor, projectId);
  if (project.untokenised) await ensureTokens(em, project.id);
  if (project.untokenised || project.staleVerdicts) await refreshKeywordScores(em, project.id);
  const result = await listPage(em, project, q, actor.id);
  const citations = result.rows.map(toCitationOutput);
  return {
    citations: q.marks ? withKeywordMarks(citations, project.keywords) : citations,
    total_before_filtering: Number(result.before),
    total_after_filtering: Number(result.after),
    filtered_by_keywords: result.byKeywords,
    hidden_by_keywords: Number(result.hidden),
    project_hidden_by_keywords: Number(result.project_hidden),
    sort_order: q.sort_order,
    sort_available: project.currentIteration > 0,
    ...(q.page ? { page: q.page, page_size: q.page_size } : {}),
    label_counts: {
      relevant: Number(result.relevant),
      irrelevant: Number(result.irrelevant),
      iteration: project.currentIteration,
    },
    screening_mode: project.continuous ? 'continuous' : 'iterations',
  };
}

/** Each citation with where its keywords are: a page at a time (citationFilterQuery), on the request's thread. */
export function withKeywordMarks(citations: CitationOutput[], keywords: KeywordFilter): CitationOutput[] {
  const words = { include: keywords.include, exclude: keywords.exclude.map((e) => e.word) };
  if (words.include.length + words.exclude.length === 0) return citations;
  return citations.map((c) => ({ ...c, keyword_marks: keywordMarks(c.title, c.abstract, words) }));
}

/**
 * How many citations the labelling view would show with these keyword lists (saved or not), of how
 * many: the same rule as the list, so the keyword page can count while the user edits. Also how many
 * citations labelled relevant the lists would not let through.
 */
export async function countKeywordMatches(
  em: EntityManager,
  projectId: number,
  keywords: KeywordFilter,
): Promise<KeywordMatchCount> {
  await ensureTokens(em, projectId);
  const { total, matching, relevant, relevant_unmatched } = await keywordMatchCounts(em, projectId, keywords);
  return { matching, total, hidden: total - matching, relevant, relevant_unmatched };
}
