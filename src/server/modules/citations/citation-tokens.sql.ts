import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';

/** The statements of tokenising; citation-tokens.service.ts runs the workers and the claim. */

/**
 * A citation to tokenise. `tokenised`: its tokens were stored before the title's count was
 * (Migration20261129060000), so only its title is read (`abstract` comes empty).
 */
export type Pending = { id: number; title: string; abstract: string; tokenised: boolean };
/** Tokens and their count null: the citation keeps those it has. */
export type Tokenised = Array<{ id: number; tokens: string | null; count: number | null; titleTokenCount: number }>;

/**
 * A citation still to tokenise, of the table `c` names: without tokens, or without the title's count. The
 * partial index citation_untokenised_idx has the same condition.
 */
export const untokenised = (c = 'citation') =>
  sql`(${sql.ref(`${c}.tokens`)} is null or ${sql.ref(`${c}.title_token_count`)} is null)`;

/** Up to `limit` citations of one lane (id modulo `lanes`) still without tokens or the title's count, by id. */
export function untokenisedBatch(
  em: EntityManager,
  projectId: number,
  { lane, lanes, limit }: { lane: number; lanes: number; limit: number },
) {
  return query(
    em,
    sql<Pending>`select id, title, case when tokens is null then abstract else '' end as abstract, tokens is not null as tokenised
                   from citation
                  where project_id = ${projectId} and ${untokenised()} and id % ${lanes} = ${lane}
                  order by id limit ${limit}`,
  );
}

export async function writeTokens(em: EntityManager, rows: Tokenised) {
  await query(
    em,
    sql`update citation c set tokens = coalesce(u.tokens, c.tokens), token_count = coalesce(u.count, c.token_count),
                              title_token_count = u.title_count
          from unnest(${rows.map((r) => r.id)}::int[], ${rows.map((r) => r.tokens)}::text[], ${rows.map((r) => r.count)}::int[],
                      ${rows.map((r) => r.titleTokenCount)}::int[])
               as u(id, tokens, count, title_count)
         where c.id = u.id`,
  );
}

/** Whether any citation of the project still lacks tokens or the title's count: one probe of a partial index. */
export async function anyUntokenised(em: EntityManager, projectId: number): Promise<boolean> {
  const [missing] = await query(
    em,
    sql`select 1 from citation where project_id = ${projectId} and ${untokenised()} limit 1`,
  );
  return Boolean(missing);
}
