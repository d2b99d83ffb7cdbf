import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows written between two turns of the event loop: a few milliseconds of the server's thread. */
export const ROWS_PER_TURN = 200;

/**
 * The rows of `chunks` (pages read from the database, 5,000 citations each) passed on in slices of
 * ROWS_PER_TURN with a turn of the event loop between slices. Writing a page of 5,000 rows into the
 * workbook held the server's thread 150–250 ms at a time, for the whole export of a large project, while
 * every other user's click waited (docs/performance.md, Load).
 */
export async function* rowsInTurns<T>(chunks: AsyncIterable<T[]>): AsyncGenerator<T[]> {
  let first = true;
  for await (const chunk of chunks) {
    for (let start = 0; start < chunk.length; start += ROWS_PER_TURN) {
      if (!first) await nextTurn();
      first = false;
      yield chunk.slice(start, start + ROWS_PER_TURN);
    }
  }
}
