import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * The items of `pages` passed on in slices of at most `size`, with a turn of the event loop between two
 * slices (none before the first): long work on the server's thread (writing an export, serialising or
 * checking a long answer) done a slice at a time, so other users' requests are answered in between
 * (docs/performance.md, Load). A single in-memory list is one page: `inTurns([list], size)`.
 */
export async function* inTurns<T>(pages: Iterable<T[]> | AsyncIterable<T[]>, size: number): AsyncGenerator<T[]> {
  let first = true;
  for await (const page of pages) {
    for (let start = 0; start < page.length; start += size) {
      if (!first) await nextTurn();
      first = false;
      yield page.slice(start, start + size);
    }
  }
}
