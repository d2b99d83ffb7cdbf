import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { wholeWordPattern } from '../../ml/text/keyword-match.ts';
import type { TermSample } from '../../ml/text/surface-forms.ts';

/** The statements of keyword suggestions; keywords.service.ts orchestrates. */

/**
 * What changes whenever the active citations or their labels change: their count, the highest id, and a
 * digest of the labels (few: at most 20 an iteration, so listing them is cheap and catches two swapped).
 */
export async function citationsFingerprint(em: EntityManager, projectId: number) {
  const [row] = await query(
    em,
    sql<Record<string, unknown>>`select count(*) as n, coalesce(max(id), 0) as max_id,
            md5(coalesce(string_agg(id::text || case when is_relevant then 'r' else 'i' end, ',' order by id)
                filter (where is_relevant is not null), '')) as labels
       from citation where project_id = ${projectId} and duplicate_of is null`,
  );
  return row;
}

/** Up to `perTerm` active citations holding each term as a whole word, to see how the term is written. */
export function termSamples(em: EntityManager, projectId: number, terms: string[], perTerm: number) {
  return query(
    em,
    sql<TermSample>`select t.term, c.title, c.abstract, c.tokens from unnest(${terms}::text[], ${terms.map(wholeWordPattern)}::text[]) as t(term, pattern)
                      cross join lateral (select title, abstract, tokens from citation c
                                           where c.project_id = ${projectId} and c.duplicate_of is null
                                             and strpos(c.tokens, t.term) > 0 and c.tokens ~ t.pattern
                                           limit ${perTerm}) c`,
  );
}
