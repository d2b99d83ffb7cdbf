import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';

/** The statements of tokenising; citation-tokens.service.ts runs the workers and the claim. */

export type Pending = { id: number; title: string; abstract: string };
export type Tokenised = Array<{ id: number; tokens: string; count: number; titleCount: number }>;

/** Up to `limit` citations of one lane (id modulo `lanes`) still without tokens, by id. */
export function untokenisedBatch(
  em: EntityManager,
  projectId: number,
  { lane, lanes, limit }: { lane: number; lanes: number; limit: number },
) {
  return query(
    em,
    sql<Pending>`select id, title, abstract from citation
                  where project_id = ${projectId} and tokens is null and id % ${lanes} = ${lane} order by id limit ${limit}`,
  );
}

export async function writeTokens(em: EntityManager, rows: Tokenised) {
  await query(
    em,
    sql`update citation c set tokens = u.tokens, token_count = u.count, title_token_count = u.title_count
          from unnest(${rows.map((r) => r.id)}::int[], ${rows.map((r) => r.tokens)}::text[], ${rows.map((r) => r.count)}::int[],
                      ${rows.map((r) => r.titleCount)}::int[])
               as u(id, tokens, count, title_count)
         where c.id = u.id`,
  );
}

/** Whether any citation of the project still lacks tokens: one probe of a partial index, asked by every list request. */
export async function anyUntokenised(em: EntityManager, projectId: number): Promise<boolean> {
  const [missing] = await query(
    em,
    sql`select 1 from citation where project_id = ${projectId} and tokens is null limit 1`,
  );
  return Boolean(missing);
}
