import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { query } from '../../db/sql.ts';
import { keywordLemma, wholeWordPattern } from '../../ml/text/keyword-match.ts';

export interface KeywordFilter {
  include: string[];
  exclude: Array<{ word: string; frequency: number }>;
}

const K1 = 1.2;
const B = 0.75;
const tokens = sql`coalesce(c.tokens, '')`;

/** WHERE fragment: passes if any include word occurs, and no exclude word occurs `frequency` times or more. */
export function keywordCondition(filter: KeywordFilter): RawBuilder<unknown> | null {
  const parts: RawBuilder<unknown>[] = [];
  if (filter.include.length) {
    parts.push(sql`${tokens} ~ any(${filter.include.map((w) => wholeWordPattern(keywordLemma(w)))}::text[])`);
  }
  for (const { word, frequency } of filter.exclude) {
    parts.push(sql`regexp_count(${tokens}, ${wholeWordPattern(keywordLemma(word))}) < ${frequency}`);
  }
  return parts.length ? sql.join(parts, sql` and `) : null;
}

/**
 * Okapi BM25 of each citation over the include words, as a SQL expression: likely-relevant citations
 * first before any model exists. Document frequencies come from one query over the project.
 */
export async function bm25Expression(em: EntityManager, projectId: number, include: string[]): Promise<RawBuilder<number>> {
  if (include.length === 0) return sql<number>`0`;
  const patterns = include.map((w) => wholeWordPattern(keywordLemma(w)));
  const [stats] = await query(
    em,
    sql<{ n: string; avg_len: string | null; df: number[] }>`
      select count(*) as n, avg(token_count) as avg_len,
             array[${sql.join(patterns.map((p) => sql`count(*) filter (where ${tokens} ~ ${p})`))}] as df
        from citation c where c.project_id = ${projectId} and c.duplicate_of is null`,
  );
  const n = Number(stats?.n ?? 0);
  const avgLen = Number(stats?.avg_len ?? 1) || 1;
  const terms = patterns.map((p, i) => {
    const df = Number(stats?.df[i] ?? 0);
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const tf = sql`regexp_count(${tokens}, ${p})`;
    return sql`${idf}::float8 * ${tf} * ${K1 + 1}::float8 / nullif(${tf} + ${K1}::float8 * (${1 - B}::float8 + ${B}::float8 * coalesce(c.token_count, 0) / ${avgLen}::float8), 0)`;
  });
  return sql<number>`(${sql.join(terms.map((t) => sql`coalesce(${t}, 0)`), sql` + `)})`;
}
