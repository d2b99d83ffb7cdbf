import { inTurns } from '../../coordination/in-turns.ts';

/** Rows written between two turns of the event loop: a few milliseconds of the server's thread. */
export const ROWS_PER_TURN = 200;

/**
 * The export's rows (pages read from the database: 5,000 citations each, 500 on PGlite) passed on
 * ROWS_PER_TURN at a time with a turn of the event loop between. Writing a page of 5,000 rows into the
 * workbook held the server's thread 150–250 ms at a time, for the whole export of a large project, while
 * every other user's click waited (docs/performance.md, Load).
 */
export const rowsInTurns = <T>(pages: AsyncIterable<T[]>) => inTurns(pages, ROWS_PER_TURN);
