import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import type { CitationFilterQuery } from '../../../shared/citation.schema.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { query } from '../../db/sql.ts';
import { textContains } from '../../db/text-search.ts';
import { keywordCondition, type KeywordFilter } from './citation-filter.sql.ts';
import { inRange, inTimedPages } from './citation-ranges.ts';
import { hiddenByKeywordsCount, isHiddenByKeywords, isMaybe, isUnlabelled } from './citation-counts.sql.ts';
import { labelCountsQuery } from './citation-labels.sql.ts';
import { citationJsonFields, reviewJsonFields, type CitationRow } from './citation-row.ts';
import { visibleReview } from '../reviews/review-visibility.ts';
import { KEYWORD_SCALE, NEUTRAL, PSEUDO_HIGH, PSEUDO_LOW } from '../../../shared/display-score.ts';

/** The list page's citations (JSON rows) and its counts, as read by one statement. */
export interface ListPageRow {
  rows: CitationRow[];
  before: string;
  after: string;
  hidden: string;
  /** The project's unlabelled citations the keywords hide, whatever this view (hiddenByKeywordsCount). */
  project_hidden: number;
  relevant: string;
  irrelevant: string;
}

/** What the list statement needs of the project: its id, iteration, mode and saved keyword lists. */
export interface ListProject {
  id: number;
  currentIteration: number;
  continuous: boolean;
  /** Blind dual screening: the tag filter finds only the reviews the caller may see (visibleReview). */
  dual?: boolean;
  keywords: KeywordFilter;
}

/** WHERE fragments of the list's notes filters: decision (Maybe apart), tag, exclusion reason, reviewer. */
function reviewFilters(q: CitationFilterQuery, actorId: number, blind: boolean): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (q.decision === 'relevant') parts.push(sql`c.is_relevant = true`);
  if (q.decision === 'irrelevant') parts.push(sql`c.is_relevant = false`);
  if (q.decision === 'maybe') parts.push(isMaybe(sql`c`));
  if (q.decision === 'unlabelled') parts.push(sql`${isUnlabelled(sql`c`)} and not ${isMaybe(sql`c`)}`);
  if (q.tag)
    parts.push(
      sql`exists (select 1 from citation_review r where r.citation_id = c.id and ${q.tag}::text = any(r.tags)
                   and ${visibleReview(actorId, blind)})`,
    );
  if (q.reason)
    parts.push(
      sql`c.is_relevant = false and exists (select 1 from citation_review r where r.citation_id = c.id and r.exclusion_reason = ${q.reason})`,
    );
  // Blind: a colleague's vote, and the review it wrote, count once the record is complete (as the history shows them).
  if (q.reviewer)
    parts.push(sql`(exists (select 1 from label_event e where e.citation_id = c.id and e.user_id = ${q.reviewer}
                              and (not e.vote or ${visibleReview(actorId, blind, sql`e`)}))
                    or exists (select 1 from citation_review r where r.citation_id = c.id and r.user_id = ${q.reviewer}
                                 and ${visibleReview(actorId, blind)}))`);
  return parts;
}

/** Whether the keyword lists narrow this view: never the Relevant, Irrelevant or Maybe views (a person decided each). */
const keywordsApply = (project: ListProject, q: CitationFilterQuery) =>
  (q.is_relevant === undefined || q.is_relevant === null) &&
  q.decision !== 'maybe' &&
  keywordCondition(project.keywords) !== null;

/**
 * The lists' ranked order: score, then keyword score, then id, with unscored citations last. The export follows
 * it too (a file gives no score to an unscored citation), so a file lists the citations in the labelling list's
 * order, read from citation_list_order_idx. The results tabs merge the unscored ones in (pageOrder).
 */
export const listOrder = (t: RawBuilder<unknown>, direction: RawBuilder<unknown>) =>
  sql`${t}.relevance_score ${direction} nulls last, ${t}.keyword_score ${direction}, ${t}.id`;

const float = (value: number) => sql`${sql.lit(value)}::float8`;

/**
 * The score the results page shows of `t` (displayScore in src/shared/display-score.ts, the same arithmetic): the
 * model's, else the record's own label's pseudo-score, else the estimate from its keyword score.
 */
export const shownScore = (t: RawBuilder<unknown>) =>
  sql`coalesce(${t}.relevance_score, case when ${t}.is_relevant then ${float(PSEUDO_HIGH)} when not ${t}.is_relevant then ${float(PSEUDO_LOW)}
        else ${float(NEUTRAL)} + ${float(PSEUDO_HIGH - NEUTRAL)} * (1 - exp(-greatest(${t}.keyword_score, 0) / ${float(KEYWORD_SCALE)})) end)`;

/**
 * How a page is ordered. A view of one label (a results tab) is sorted by the score it shows: the scored citations
 * and the unscored ones (added after the model, or before any) are each read in the index's order and merged by
 * shownScore; with "unscored last" a citation added after the last training showed 0.73 below one scored 0.02.
 * Otherwise (the labelling list, which shows no score) the index's order; in continuous mode the unlabelled
 * citations first, then the labelled. Either way each part stops at the page's end.
 */
function pageOrder(
  project: ListProject,
  q: CitationFilterQuery,
  direction: RawBuilder<unknown>,
): { parts: RawBuilder<unknown>[]; keys: (t: RawBuilder<unknown>) => RawBuilder<unknown> } {
  if (q.is_relevant !== undefined)
    return {
      parts: [sql`c.relevance_score is not null`, sql`c.relevance_score is null`],
      keys: (t: RawBuilder<unknown>) => sql`${shownScore(t)} ${direction}, ${t}.keyword_score ${direction}, ${t}.id`,
    };
  const keys = (t: RawBuilder<unknown>) => listOrder(t, direction);
  if (!project.continuous) return { parts: [], keys };
  return {
    parts: [sql`c.is_relevant is null`, sql`c.is_relevant is not null`],
    keys: (t: RawBuilder<unknown>) => sql`${t}.part, ${keys(t)}`,
  };
}

/**
 * The list page and its counts in one statement. Keywords narrow only unlabelled citations. Order: model
 * score, then keyword relevance (BM25 over the include words), then id (pageOrder). `byKeywords`: whether the
 * keyword lists narrowed this view.
 */
export async function listPage(
  em: EntityManager,
  project: ListProject,
  q: CitationFilterQuery,
  actorId: number,
): Promise<ListPageRow & { byKeywords: boolean }> {
  const base: RawBuilder<unknown>[] = [sql`c.project_id = ${project.id}`, sql`c.duplicate_of is null`];
  if (q.is_relevant === null) base.push(sql`c.is_relevant is null`);
  else if (q.is_relevant !== undefined) base.push(sql`c.is_relevant = ${q.is_relevant}`);
  if (q.iteration !== undefined) base.push(sql`c.iteration = ${q.iteration}`);
  base.push(...reviewFilters(q, actorId, project.dual ?? false));
  const narrowing: RawBuilder<unknown>[] = [];
  const applies = keywordsApply(project, q);
  const byKeywords = applies && q.keyword_view !== 'all';
  const hiddenRule = applies ? isHiddenByKeywords(sql`c`) : sql`false`;
  if (byKeywords)
    narrowing.push(q.keyword_view === 'hidden' ? hiddenRule : sql`(c.is_relevant is not null or c.keyword_match)`);
  const searched = textContains([sql`c.title`, sql`c.abstract`], q.search);
  if (searched) narrowing.push(searched);
  const where = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` and `);
  const direction = q.sort_order === 'asc' ? sql`asc` : sql`desc`;
  const paging = q.page ? sql`limit ${q.page_size} offset ${(q.page - 1) * q.page_size}` : sql``;
  const narrowed = narrowing.length ? sql`count(*) filter (where ${where(narrowing)})` : sql`count(*)`;
  // The page's ids come from citation_list_order_idx alone (its order, its included filter columns), so a
  // page deep in the list skips index entries rather than rows; only the 15 rows shown are then read.
  const { parts, keys } = pageOrder(project, q, direction);
  const read = (condition: RawBuilder<unknown>[], limit: RawBuilder<unknown>) =>
    sql`select c.id, c.relevance_score, c.keyword_score, c.is_relevant from citation c
         where ${where([...base, ...narrowing, ...condition])} order by ${listOrder(sql`c`, direction)} ${limit}`;
  const upTo = q.page ? sql`limit ${q.page * q.page_size}` : sql``;
  const page = parts.length
    ? sql`select * from (${sql.join(
        parts.map((part, i) => sql`(select p.*, ${sql.lit(i)} as part from (${read([part], upTo)}) p)`),
        sql` union all `,
      )}) parts order by ${keys(sql`parts`)} ${paging}`
    : read([], paging);
  const [result] = await query(
    em,
    prepared(
      sql<ListPageRow>`
        with page as materialized (${page}),
             counts as (select count(*) as before, ${narrowed} as after, count(*) filter (where ${hiddenRule}) as hidden from citation c where ${where(base)}),
             labels as (${labelCountsQuery(project.id, project.currentIteration)})
        select coalesce((select json_agg(json_build_object(${citationJsonFields}, ${reviewJsonFields(actorId)}) order by ${keys(sql`page`)}) from page join citation c on c.id = page.id), '[]'::json) as rows,
               counts.before, counts.after, counts.hidden, ${hiddenByKeywordsCount(project.id)} as project_hidden,
               labels.relevant, labels.irrelevant
          from counts, labels`,
    ),
  );
  return { ...result!, byKeywords };
}

/**
 * Of the project's citations: all, those the lists let through (labelled ones always), relevant, and relevant ones
 * the lists would hide; counted a range of citations a statement (inTimedPages): the keyword page asks while the
 * user edits the lists, and one statement over 100,000 citations would hold PGlite's only thread for seconds.
 * "is_relevant is true", not "is_relevant": for an unlabelled citation NULL AND the condition still runs the
 * condition's regular expressions, which doubled the count's time.
 */
export async function keywordMatchCounts(em: EntityManager, projectId: number, keywords: KeywordFilter) {
  const condition = keywordCondition(keywords) ?? sql`true`;
  const counts = { total: 0, matching: 0, relevant: 0, relevant_unmatched: 0 };
  await inTimedPages(em, projectId, async (range) => {
    const [row] = await query(
      em,
      sql<typeof counts>`
        select count(*)::int as total, count(*) filter (where c.is_relevant is not null or (${condition}))::int as matching,
               count(*) filter (where c.is_relevant)::int as relevant,
               count(*) filter (where c.is_relevant is true and not (${condition}))::int as relevant_unmatched
          from citation c where ${inRange(projectId, range)}`,
    );
    for (const key of Object.keys(counts) as Array<keyof typeof counts>) counts[key] += row?.[key] ?? 0;
    return true;
  });
  return counts;
}
