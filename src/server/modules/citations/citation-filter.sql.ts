import { sql, type RawBuilder } from 'kysely';
import { inRange, type CitationRange } from './citation-ranges.ts';
import { keywordLemma, wholeWordPattern } from '../../ml/text/keyword-match.ts';

export interface KeywordFilter {
  include: string[];
  exclude: Array<{ word: string; frequency: number }>;
}

const K1 = 1.2;
const B = 0.75;
const tokens = sql`coalesce(c.tokens, '')`;

/**
 * A keyword's lemma in the token column, as whole words. strpos first: a citation without the lemma
 * anywhere (most of them, for most words) is answered without starting the regular expression, which
 * costs ~7 µs a citation. The answers are the regular expression's own.
 */
const lemmaTerm = (word: string) => {
  const lemma = keywordLemma(word);
  const pattern = wholeWordPattern(lemma);
  return {
    occurs: sql<boolean>`(strpos(${tokens}, ${lemma}) > 0 and ${tokens} ~ ${pattern})`,
    count: sql<number>`(case when strpos(${tokens}, ${lemma}) > 0 then regexp_count(${tokens}, ${pattern}) else 0 end)`,
  };
};

/** The verdict from each include word's count and each exclude word's count (null: no keywords). */
function verdict(
  include: RawBuilder<unknown>[],
  exclude: Array<{ count: RawBuilder<unknown>; frequency: number }>,
): RawBuilder<boolean> | null {
  const parts: RawBuilder<unknown>[] = [];
  if (include.length) parts.push(sql`(${sql.join(include, sql` or `)})`);
  for (const { count, frequency } of exclude) parts.push(sql`${count} < ${frequency}`);
  return parts.length ? sql<boolean>`(${sql.join(parts, sql` and `)})` : null;
}

/** WHERE fragment: passes if any include word occurs, and no exclude word occurs `frequency` times or more. */
export function keywordCondition(filter: KeywordFilter): RawBuilder<boolean> | null {
  return verdict(
    filter.include.map((w) => lemmaTerm(w).occurs),
    filter.exclude.map(({ word, frequency }) => ({ count: lemmaTerm(word).count, frequency })),
  );
}

/** What BM25 needs of the whole project: its active citations, their mean length, each include word's document frequency. */
export interface KeywordStats {
  n: number;
  avgLen: number;
  df: number[];
}

/**
 * The include words' document frequencies over one page of active citations, with the page's size and its
 * total and counted lengths (the mean length is the total over the counted, as avg() has it). The pages'
 * sums are the project's KeywordStats.
 */
export function keywordStatsPage(projectId: number, include: string[], range: CitationRange) {
  const terms = include.map(lemmaTerm);
  return sql<{ n: number; len_sum: number; len_n: number; df: number[] }>`
    select count(*)::int as n, coalesce(sum(c.token_count), 0)::float8 as len_sum, count(c.token_count)::int as len_n,
           array[${sql.join([...terms.map((t) => sql`count(*) filter (where ${t.occurs})`), sql`0`])}]::int[] as df
      from citation c where ${inRange(projectId, range)}`;
}

/**
 * Each active citation's keyword verdict (match) and Okapi BM25 over the include words (score, rounded to
 * 4 places) for one page of active citations, written where either changed: likely-relevant citations
 * first before any model exists. Answers how many were written. Each word is counted once per citation.
 */
export function keywordVerdictsPage(
  projectId: number,
  filter: KeywordFilter,
  stats: KeywordStats,
  range: CitationRange,
) {
  const include = filter.include.map(lemmaTerm);
  const exclude = filter.exclude.map(({ word }) => lemmaTerm(word).count);
  // Counts are read back from arrays, 1-based: inc[1..], exc[1..].
  const inc = include.map((_, i) => sql`t.inc[${sql.lit(i + 1)}]`);
  const exc = exclude.map((_, i) => sql`t.exc[${sql.lit(i + 1)}]`);
  const bm25 = inc.map((tf, i) => {
    const df = stats.df[i] ?? 0;
    const idf = Math.log(1 + (stats.n - df + 0.5) / (df + 0.5));
    return sql`coalesce(${idf}::float8 * ${tf} * ${K1 + 1}::float8 / nullif(${tf} + ${K1}::float8 * (${1 - B}::float8 + ${B}::float8 * coalesce(t.token_count, 0) / ${stats.avgLen}::float8), 0), 0)`;
  });
  const match = verdict(
    inc.map((tf) => sql`${tf} > 0`),
    exc.map((count, i) => ({ count, frequency: filter.exclude[i]!.frequency })),
  );
  const intArray = (parts: RawBuilder<unknown>[]) => sql`array[${sql.join([...parts, sql`0`])}]::int[]`;
  return sql<{ written: number }>`
    with fresh as (select t.id, coalesce(${match ?? sql`true`}, false) as match,
                          round((${bm25.length ? sql.join(bm25, sql` + `) : sql`0`})::numeric, 4)::float8 as score
                     from (select c.id, c.token_count, ${intArray(include.map((t) => t.count))} as inc, ${intArray(exclude)} as exc
                             from citation c where ${inRange(projectId, range)} offset 0) t),
         changed as (update citation c set keyword_match = f.match, keyword_score = f.score from fresh f
                      where c.id = f.id and (c.keyword_match is distinct from f.match or c.keyword_score is distinct from f.score)
                     returning 1)
    select count(*)::int as written from changed`;
}

/**
 * With no keywords every active citation passes and scores 0 (the columns' defaults): up to `limit` of those
 * that do not yet are given that verdict. One read of the order index finds them (none, most times: the
 * verdicts were those of no keywords already); answers how many were written.
 */
export const noKeywordVerdictsPage = (projectId: number, limit: number) =>
  sql<{ written: number }>`
    with changed as (update citation set keyword_match = true, keyword_score = 0
                      where id in (select id from citation where project_id = ${projectId} and duplicate_of is null
                                      and (not keyword_match or keyword_score <> 0) limit ${limit})
                     returning 1)
    select count(*)::int as written from changed`;
