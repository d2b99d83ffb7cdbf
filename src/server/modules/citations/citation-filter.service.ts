import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import type { CitationFilterQuery, CitationOutput, FilterResult } from '../../../shared/citation.schema.ts';
import type { KeywordMatchCount } from '../../../shared/keyword.schema.ts';
import { keywordMarks } from '../../ml/text/keyword-marks.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { containsPattern, query } from '../../db/sql.ts';
import { keywordCondition, type KeywordFilter } from './citation-filter.sql.ts';
import { refreshKeywordScores } from './keyword-scores.ts';
import { ensureTokens } from './citation-tokens.service.ts';
import { labelCountsQuery } from './citation-labels.service.ts';
import { listState } from './list-state.ts';
import { citationJsonFields, reviewJsonFields, toCitationOutput, type CitationRow } from './citation-row.ts';

type Counts = { before: string; after: string; hidden: string; relevant: string; irrelevant: string };

/**
 * The spec's filter result. Keywords narrow only unlabelled citations: a labelled one is never hidden.
 * Order: model score, then keyword relevance (BM25 over the include words), then id; in continuous mode
 * the unlabelled citations come before the labelled ones.
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
  const base: RawBuilder<unknown>[] = [sql`c.project_id = ${project.id}`, sql`c.duplicate_of is null`];
  if (q.is_relevant === null) base.push(sql`c.is_relevant is null`);
  else if (q.is_relevant !== undefined) base.push(sql`c.is_relevant = ${q.is_relevant}`);
  if (q.iteration !== undefined) base.push(sql`c.iteration = ${q.iteration}`);
  base.push(...reviewFilters(q));
  const narrowing: RawBuilder<unknown>[] = [];
  // The Relevant and Irrelevant views are never narrowed by keywords, nor the Maybe records (a person set each aside).
  const keywordsApply =
    (q.is_relevant === undefined || q.is_relevant === null) &&
    q.decision !== 'maybe' &&
    keywordCondition(project.keywords) !== null;
  const hiddenRule = keywordsApply ? sql`(c.is_relevant is null and not c.keyword_match)` : sql`false`;
  const byKeywords = keywordsApply && q.keyword_view !== 'all';
  if (byKeywords)
    narrowing.push(q.keyword_view === 'hidden' ? hiddenRule : sql`(c.is_relevant is not null or c.keyword_match)`);
  if (q.search)
    narrowing.push(sql`(c.title ilike ${containsPattern(q.search)} or c.abstract ilike ${containsPattern(q.search)})`);
  const where = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` and `);
  const direction = q.sort_order === 'asc' ? sql`asc` : sql`desc`;
  const paging = q.page ? sql`limit ${q.page_size} offset ${(q.page - 1) * q.page_size}` : sql``;
  // The page's ids come from citation_list_order_idx alone (its order, its included filter columns), so a
  // page deep in the list skips index entries rather than rows; only the 15 rows shown are then read.
  const orderKeys = (t: RawBuilder<unknown>) =>
    sql`${t}.relevance_score ${direction} nulls last, ${t}.keyword_score ${direction}, ${t}.id`;
  const order = (t: RawBuilder<unknown>) => sql`order by ${orderKeys(t)}`;
  const narrowed = narrowing.length ? sql`count(*) filter (where ${where(narrowing)})` : sql`count(*)`;
  // In continuous mode the whole list shows what is left to screen first: unlabelled, then labelled, each
  // in the list's order (two reads of the order index, each stopping at the page's end).
  const unlabelledFirst = project.continuous && q.is_relevant === undefined;
  const page = unlabelledFirst
    ? (() => {
        const upTo = q.page ? sql`limit ${q.page * q.page_size}` : sql``;
        const part = (labelled: boolean) =>
          sql`(select c.id, c.relevance_score, c.keyword_score, ${sql.lit(labelled ? 1 : 0)} as labelled from citation c
                where ${where([...base, ...narrowing, labelled ? sql`c.is_relevant is not null` : sql`c.is_relevant is null`])} ${order(sql`c`)} ${upTo})`;
        return sql`select * from (${part(false)} union all ${part(true)}) parts order by parts.labelled, ${orderKeys(sql`parts`)} ${paging}`;
      })()
    : sql`select c.id, c.relevance_score, c.keyword_score from citation c where ${where([...base, ...narrowing])} ${order(sql`c`)} ${paging}`;
  const pageOrder = unlabelledFirst ? sql`order by page.labelled, ${orderKeys(sql`page`)}` : order(sql`page`);
  const [result] = await query(
    em,
    prepared(
      sql<{ rows: CitationRow[] } & Counts>`
        with page as materialized (${page}),
             counts as (select count(*) as before, ${narrowed} as after, count(*) filter (where ${hiddenRule}) as hidden from citation c where ${where(base)}),
             labels as (${labelCountsQuery(project.id, project.currentIteration)})
        select coalesce((select json_agg(json_build_object(${citationJsonFields}, ${reviewJsonFields(actor.id)}) ${pageOrder}) from page join citation c on c.id = page.id), '[]'::json) as rows,
               counts.before, counts.after, counts.hidden, labels.relevant, labels.irrelevant
          from counts, labels`,
    ),
  );
  const citations = result!.rows.map(toCitationOutput);
  return {
    citations: q.marks ? withKeywordMarks(citations, project.keywords) : citations,
    total_before_filtering: Number(result!.before),
    total_after_filtering: Number(result!.after),
    filtered_by_keywords: byKeywords,
    hidden_by_keywords: Number(result!.hidden),
    sort_order: q.sort_order,
    sort_available: project.currentIteration > 0,
    ...(q.page ? { page: q.page, page_size: q.page_size } : {}),
    label_counts: {
      relevant: Number(result!.relevant),
      irrelevant: Number(result!.irrelevant),
      iteration: project.currentIteration,
    },
    screening_mode: project.continuous ? 'continuous' : 'iterations',
  };
}

const maybeExists = sql`exists (select 1 from citation_review r where r.citation_id = c.id and r.maybe)`;

/** WHERE fragments of the list's notes filters: decision (Maybe apart), tag, exclusion reason, reviewer. */
function reviewFilters(q: CitationFilterQuery): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (q.decision === 'relevant') parts.push(sql`c.is_relevant = true`);
  if (q.decision === 'irrelevant') parts.push(sql`c.is_relevant = false`);
  if (q.decision === 'maybe') parts.push(sql`c.is_relevant is null and ${maybeExists}`);
  if (q.decision === 'unlabelled') parts.push(sql`c.is_relevant is null and not ${maybeExists}`);
  if (q.tag)
    parts.push(
      sql`exists (select 1 from citation_review r where r.citation_id = c.id and ${q.tag}::text = any(r.tags))`,
    );
  if (q.reason)
    parts.push(
      sql`c.is_relevant = false and exists (select 1 from citation_review r where r.citation_id = c.id and r.exclusion_reason = ${q.reason})`,
    );
  if (q.reviewer)
    parts.push(sql`(exists (select 1 from label_event e where e.citation_id = c.id and e.user_id = ${q.reviewer})
                    or exists (select 1 from citation_review r where r.citation_id = c.id and r.user_id = ${q.reviewer}))`);
  return parts;
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
  const condition = keywordCondition(keywords) ?? sql`true`;
  const [row] = await query(
    em,
    sql<Record<'total' | 'matching' | 'relevant' | 'relevant_unmatched', string>>`
      select count(*) as total, count(*) filter (where c.is_relevant is not null or (${condition})) as matching,
             count(*) filter (where c.is_relevant) as relevant, count(*) filter (where c.is_relevant and not (${condition})) as relevant_unmatched
        from citation c where c.project_id = ${projectId} and c.duplicate_of is null`,
  );
  const [total, matching] = [Number(row?.total ?? 0), Number(row?.matching ?? 0)];
  return {
    matching,
    total,
    hidden: total - matching,
    relevant: Number(row?.relevant ?? 0),
    relevant_unmatched: Number(row?.relevant_unmatched ?? 0),
  };
}
