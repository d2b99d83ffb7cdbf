import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { activeCitationPages } from '../../db/sql.ts';

export interface TokenDocRow {
  id: number;
  tokens: string;
  /** How many of the tokens are the title's (null for a citation not tokenised yet). */
  title_token_count: number | null;
  label: boolean | null;
  /**
   * Set aside as Maybe, or undecided with a reviewer's own decision on it (blind dual screening: awaiting a second
   * reviewer or in conflict): the ranker never presumes it irrelevant, whichever way the vote went.
   */
  set_aside: boolean;
}

/**
 * Citations a page: small enough that one page is a short statement on the embedded database (~20 ms at 500, with
 * the tokens read from out of line), large enough that the statements' own cost stays small (100,000 citations
 * read in 2.2 s at 500 a page, 2.9 s at 200).
 */
const PAGE = 500;

/**
 * The project's active citations as lemma tokens and labels, a page at a time in id order, for a worker
 * that needs all of them (training, keyword suggestions). The label is the record's own (`is_relevant`), never a
 * reviewer's vote: under blind dual screening a record one reviewer decided, or in conflict, is unlabelled until
 * the two agree or a lead resolves it, so no score and no order says how a colleague voted (docs/teams.md,
 * "The model learns from settled decisions"); nor is such a record drawn as presumed irrelevant (`set_aside`). A page at a time, the server's thread never holds them all,
 * nor copies them all at once into the worker (at 100,000 citations ~100 MB each, and the copy had blocked
 * the event loop).
 */
export function activeTokenPages(em: EntityManager, projectId: number): AsyncGenerator<TokenDocRow[]> {
  return activeCitationPages(
    em,
    projectId,
    (after) =>
      sql<TokenDocRow>`select c.id, coalesce(c.tokens, '') as tokens, c.title_token_count, c.is_relevant as label,
                               (c.id = any(array(select r.citation_id from citation_review r where r.project_id = ${projectId} and r.maybe))
                                or (c.is_relevant is null and exists (select 1 from citation_review r where r.citation_id = c.id and r.decision is not null))) as set_aside
                          from citation c
                        where c.project_id = ${projectId} and c.duplicate_of is null and c.id > ${after} order by c.id limit ${PAGE}`,
  );
}
