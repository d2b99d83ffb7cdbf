import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';
import { beforeActiveCitations, query } from '../../db/sql.ts';
import { rowsToTake } from '../../coordination/statement-size.ts';

/*
 * Work that reads every active citation of a project, with a regular expression or more for each (keyword
 * verdicts, keyword counts), goes a range of ids a statement, each sized to take a few tens of milliseconds.
 */

/**
 * The last id of a page of the project's active citations after `after` in id order (at most `limit`; null: none
 * left). The page is then read as the range (after, last] of the index on (project_id, id) of active citations, in
 * the table's order, both ends given as values (a semi-join on the page's ids cost ten times as much a row, and a
 * range ending at a subquery's value was planned as a scan of every citation after the page's start).
 */
const pageEnd = (projectId: number, after: number, limit: number) =>
  sql<{ last: number | null }>`select max(id) as last from (select id from citation where project_id = ${projectId}
                                and duplicate_of is null and id > ${after} order by id limit ${limit}) ids`;

/** A page of active citations: the range (after, last] of their ids. */
export interface CitationRange {
  after: number;
  last: number;
}
export const inRange = (projectId: number, { after, last }: CitationRange) =>
  sql`c.project_id = ${projectId} and c.duplicate_of is null and c.id > ${after} and c.id <= ${last}`;

/** Citations the first statement reads; then as many as take PAGE_TARGET_MS, within MIN_PAGE..MAX_PAGE. */
const FIRST_PAGE = 250;
const MIN_PAGE = 50;
const MAX_PAGE = 10_000;
/**
 * Statements aim at this long. The keyword verdicts' whole pass in one statement took 13-15 s at 100,000 citations
 * with five include words on the embedded database, where it held the server's only thread, and everyone waited;
 * on PostgreSQL it held every citation's row lock as long, so a click on any of them waited too.
 */
const PAGE_TARGET_MS = 30;

/**
 * Steps through the project's active citations in id order, a page (a range of ids) a statement, sized to take
 * about PAGE_TARGET_MS; on PGlite the requests being answered go first between two pages. `step` answers false
 * to stop. True when every page was stepped through.
 */
export async function inTimedPages(
  em: EntityManager,
  projectId: number,
  step: (range: CitationRange) => Promise<boolean>,
): Promise<boolean> {
  let after = await beforeActiveCitations(em, projectId);
  for (let size = FIRST_PAGE, first = true; ; first = false) {
    if (!first) await giveWayOnPglite(em, 1);
    const [end] = await query(em, pageEnd(projectId, after, size));
    if (end?.last == null) return true;
    const started = performance.now();
    if (!(await step({ after, last: end.last }))) return false;
    const took = performance.now() - started;
    size = rowsToTake(PAGE_TARGET_MS, Math.max(took, 1) / size, size, { min: MIN_PAGE, max: MAX_PAGE });
    after = end.last;
  }
}
