import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { pagesById } from '../../db/sql.ts';

export interface TokenDocRow {
  id: number;
  tokens: string;
  label: boolean | null;
  /** Set aside as Maybe (the ranker never presumes it irrelevant). */
  set_aside: boolean;
}

const PAGE = 5000;

/**
 * The project's active citations as lemma tokens and labels, a page at a time in id order, for a worker
 * that needs all of them (training, keyword suggestions): the server's thread then never holds them all,
 * nor copies them all at once into the worker (at 100,000 citations ~100 MB each, and the copy had blocked
 * the event loop).
 */
export function activeTokenPages(em: EntityManager, projectId: number): AsyncGenerator<TokenDocRow[]> {
  return pagesById(
    em,
    (after) =>
      sql<TokenDocRow>`select id, coalesce(tokens, '') as tokens, is_relevant as label,
                               id = any(array(select r.citation_id from citation_review r where r.project_id = ${projectId} and r.maybe)) as set_aside
                          from citation
                        where project_id = ${projectId} and duplicate_of is null and id > ${after} order by id limit ${PAGE}`,
  );
}
