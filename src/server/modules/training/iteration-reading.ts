import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { MAX_LABELS_PER_CLASS } from '../../../shared/citation.schema.ts';
import { query } from '../../db/sql.ts';
import type { Reading } from '../../ml/stopping/still-to-find.ts';

/** An iteration's reading as stored with the training after it (`metrics.reading`), for "Still to find". */
export interface IterationReading {
  pool: number;
  depth: number;
  relevant: number;
  irrelevant: number;
  relevant_full: boolean;
  /** The labels were given from the top of the model's order (see inModelOrder). */
  in_order: boolean;
}

/** Citations a reviewer may pass over, unlabelled, among the first labels of an iteration and still count as reading in order. */
const SKIPPED_IN_ORDER = 2;

/**
 * Whether labels (positions in the order they were read from, ascending) were given from the top: until
 * either class is full every citation read can be labelled, so up to that label the positions should run
 * 1, 2, 3, … with at most a couple skipped. After it the full class's citations are read but cannot be
 * labelled, so gaps are expected.
 */
export function inModelOrder(labels: Array<{ position: number; relevant: boolean }>): boolean {
  const count = { relevant: 0, irrelevant: 0 };
  for (const [i, { position, relevant }] of labels.entries()) {
    if (position - (i + 1) > SKIPPED_IN_ORDER) return false;
    if (++count[relevant ? 'relevant' : 'irrelevant'] >= MAX_LABELS_PER_CLASS) return true;
  }
  return true;
}

/**
 * Unlabelled citations the keyword lists hide, which the list does not show (citation-list.sql.ts): they were
 * not read however high they score, so they come after every citation the list showed. Counted as unread,
 * "Still to find" leaves room for relevant ones among them instead of taking them for passed over.
 */
const hiddenLast = sql`(c.is_relevant is null and c.keyword_match is false
  and exists (select 1 from keyword k where k.project_id = c.project_id))`;

/**
 * How an iteration was read: the order is the one the project's current scores give (the list's "Most
 * relevant first": score, then keyword score, then id, the citations the keywords hide last) over the
 * citations unlabelled when that model scored them — those unlabelled now and those labelled in the iteration. Call it while the scores are
 * still the ones the iteration was read by: at the next training before the new scores are written, or
 * for the iteration in progress. Null when the iteration has no label or its citations have no score
 * (before the first training there is no model order).
 */
export async function readingOfIteration(
  em: EntityManager,
  projectId: number,
  iteration: number,
): Promise<IterationReading | null> {
  const rows = await query(
    em,
    sql<{ position: number; pool: number; is_relevant: boolean }>`
      select position::int, pool::int, is_relevant from (
        select is_relevant, iteration,
               row_number() over (order by ${hiddenLast}, relevance_score desc, keyword_score desc, id) as position,
               count(*) over () as pool
          from citation c
         where project_id = ${projectId} and duplicate_of is null and relevance_score is not null
           and (is_relevant is null or iteration = ${iteration})
      ) ranked
      where is_relevant is not null
      order by position`,
  );
  if (rows.length === 0) return null;
  const labels = rows.map((r) => ({ position: r.position, relevant: r.is_relevant }));
  const relevant = labels.filter((l) => l.relevant).length;
  return {
    pool: rows[0]!.pool,
    depth: rows[rows.length - 1]!.position,
    relevant,
    irrelevant: labels.length - relevant,
    relevant_full: relevant >= MAX_LABELS_PER_CLASS,
    in_order: inModelOrder(labels),
  };
}

export const toReading = (r: IterationReading): Reading => ({
  pool: r.pool,
  depth: r.depth,
  relevant: r.relevant,
  relevantFull: r.relevant_full,
});
