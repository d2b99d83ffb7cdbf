import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { vacuumAsYouInsert } from '../../coordination/tidy-citations.ts';
import { giveWayToRequests } from '../../coordination/server-activity.ts';
import { OPTIONAL_TEXT_FIELDS, type CitationInput } from '../../import/types.ts';
import { storable, type CitationIndex } from '../../ml/citation-index.ts';

/** Rows per statement at most: 18 parameters each stay well under PostgreSQL's 65,535 per statement. */
const MAX_ROWS = 1000;
const MIN_ROWS = 50;
/**
 * Aim for statements this short (ms). On the embedded database a statement holds the server's only thread,
 * so an import of 100,000 citations goes in pieces others' requests fit between; on PostgreSQL a thousand
 * rows take less than this and the statements stay at MAX_ROWS.
 */
const TARGET_MS = 50;
/**
 * After each statement, other users' requests go first for up to this many times as long as it took (at most
 * MAX_GIVE_WAY_MS): beside them the import takes about a third of the database's time. Statements of 25 ms
 * instead of 50 made the clicks beside an import no faster on PGlite and the import alone 6 % slower.
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
    const next = took < TARGET_MS / 2 ? size * 2 : took > TARGET_MS ? size / 2 : size;
    size = Math.max(MIN_ROWS, Math.min(MAX_ROWS, Math.floor(next)));
  }
}
