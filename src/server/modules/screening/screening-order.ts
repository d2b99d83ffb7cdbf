import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { awaitingSecondCount, maybeCount, openConflictCount } from '../citations/citation-counts.sql.ts';

/** The project's screening so far: every active citation, and the labeled ones' labels in the order screened. */
export interface ScreeningRecord {
  total: number;
  decisions: boolean[];
  /** Undecided records set aside as Maybe: among the total, never among the decisions. */
  maybe: number;
  /** Blind dual screening's undecided records waiting for a second reviewer, and open conflicts (citation-counts.sql.ts). */
  awaitingSecond: number;
  openConflicts: number;
}

/**
 * A labelled citation counts as screened when its current label began: the last decision that took it from
 * unlabelled to a label (a later change of mind does not move it; an undo and a new decision do). Labels
 * older than the decision history (given before it was kept) come first, by iteration and id.
 * Records set aside as Maybe are undecided, so they stay in the remainder the test reasons about: the
 * test never counts them as screened (irrelevant) before a reviewer settles them; so do records waiting for
 * a second reviewer and open conflicts, counted to be said beside the test.
 */
export async function screeningRecord(em: EntityManager, projectId: number): Promise<ScreeningRecord> {
  const [row] = await query(
    em,
    sql<{ total: number; decisions: boolean[] | null; maybe: number; awaiting: number; conflicts: number }>`
      select (select count(*)::int from citation where project_id = ${projectId} and duplicate_of is null) as total,
             (select array_agg(s.is_relevant order by s.screened_at nulls first, s.iteration nulls first, s.id)
                from (select c.id, c.iteration, c.is_relevant,
                             (select max(e.id) from label_event e where e.citation_id = c.id and not e.vote and e.from_label is null and e.to_label is not null) as screened_at
                        from citation c where c.project_id = ${projectId} and c.duplicate_of is null and c.is_relevant is not null) s) as decisions,
             ${maybeCount(projectId)} as maybe, ${awaitingSecondCount(projectId)} as awaiting, ${openConflictCount(projectId)} as conflicts`,
  );
  return {
    total: row?.total ?? 0,
    decisions: row?.decisions ?? [],
    maybe: row?.maybe ?? 0,
    awaitingSecond: row?.awaiting ?? 0,
    openConflicts: row?.conflicts ?? 0,
  };
}

/** Relevant found against records screened, thinned to about `points` points (the first and last always kept). */
export function foundCurve(
  decisions: readonly boolean[],
  points = 200,
): Array<{ screened: number; relevant_found: number }> {
  const step = Math.max(1, Math.ceil(decisions.length / points));
  const curve = [{ screened: 0, relevant_found: 0 }];
  let found = 0;
  decisions.forEach((relevant, i) => {
    if (relevant) found++;
    const screened = i + 1;
    if (screened % step === 0 || screened === decisions.length) curve.push({ screened, relevant_found: found });
  });
  return curve;
}
