import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { vacuumAsYouInsert } from '../../coordination/tidy-citations.ts';
import { giveWayToRequests } from '../../coordination/server-activity.ts';
import { rowsToTake } from '../../coordination/statement-size.ts';
import { OPTIONAL_TEXT_FIELDS, type CitationInput } from '../../import/types.ts';
import { storable, type CitationIndex } from '../../ml/citation-index.ts';

/** Rows per statement at most: 18 parameters each stay well under PostgreSQL's 65,535 per statement. */
const MAX_ROWS = 1000;
const MIN_ROWS = 50;
/**
 * Aim for statements this short (ms). On the embedded database a statement holds the server's only thread,
 * so an import of 100,000 citations goes in pieces others' requests fit between; on PostgreSQL a thousand
 * rows take less than this and the statements stay at MAX_ROWS. Each statement's size is this over the time a
 * row took in the statements so far (a moving mean: rowsToTake).
 */
const TARGET_MS = 30;
/** How much the latest statement counts in the mean time of a row. */
const RECENT_WEIGHT = 0.3;
/**
 * After each statement, other users' requests go first for up to this many times as long as it took (at most
 * MAX_GIVE_WAY_MS): beside them the import takes about a third of the database's time. Statements of 30 ms
 * instead of the 50 ms aimed at before made an import of 50,000 alone no slower (bench:import, 7.1-7.2 s against
 * 7.3-7.5 s); a fifth of them still take 40-80 ms (a statement now and then takes two or three times the others,
 * whatever its size: 15 ms statements had as many over 40 ms).
 */
const GIVE_WAY_FACTOR = 2;
const MAX_GIVE_WAY_MS = 60;

/**
 * Inserts in file order, a multi-row VALUES statement per up to a thousand citations, sized to take about
 * TARGET_MS. Each citation comes with its
 * index (same position in `index`), so it is stored ready to match and rank. Plain values rather than one
 * array per column: PostgreSQL and PGlite both spent a third of the time parsing and unnesting the arrays
 * (scratch measurement: 20,000 rows of real lengths, 1.0 vs 0.6 s on PostgreSQL, 1.9 vs 1.3 s on PGlite).
 */
export async function insertCitations(
  em: EntityManager,
  projectId: number,
  citations: CitationInput[],
  index: CitationIndex[],
  sourceFileId: number,
): Promise<void> {
  if (index.length !== citations.length)
    throw new Error(`${citations.length} citations came with ${index.length} index entries`);
  const vacuumed = vacuumAsYouInsert(em);
  let rowMs: number | undefined;
  for (let start = 0, size = 250; start < citations.length;) {
    const started = performance.now();
    const rows = citations.slice(start, start + size).map((c, k) => {
      const { exactHash, tokens, tokenCount, titleTokenCount } = index[start + k]!;
      const optional = OPTIONAL_TEXT_FIELDS.map((name) => (c[name] === undefined ? null : storable(c[name])));
      return sql`(${projectId}, ${sourceFileId}, now(), ${storable(c.title)}, ${storable(c.abstract)}, ${exactHash}, ${tokens}, ${tokenCount}, ${titleTokenCount}, ${c.year ?? null}, ${sql.join(optional)})`;
    });
    await query(
      em,
      sql`insert into citation (project_id, source_file_id, created_at, title, abstract, exact_hash, tokens, token_count, title_token_count, year, ${sql.join(OPTIONAL_TEXT_FIELDS.map((name) => sql.ref(name)))})
          values ${sql.join(rows)}`,
    );
    start += rows.length;
    const took = performance.now() - started;
    await vacuumed(rows.length);
    // Outside a transaction each statement stands alone: other users' requests go first.
    await giveWayToRequests(em.getDriver(), Math.min(GIVE_WAY_FACTOR * took, MAX_GIVE_WAY_MS), 1);
    const latest = took / rows.length;
    rowMs = rowMs === undefined ? latest : RECENT_WEIGHT * latest + (1 - RECENT_WEIGHT) * rowMs;
    size = rowsToTake(TARGET_MS, rowMs, rows.length, { min: MIN_ROWS, max: MAX_ROWS });
  }
}
