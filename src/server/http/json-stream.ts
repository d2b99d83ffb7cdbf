import { Readable } from 'node:stream';
import { inTurns } from '../coordination/in-turns.ts';

/** Items written between turns of the event loop: a few hundred KB of JSON at a time. */
const BATCH = 200;

/**
 * A JSON object whose one long list (`key`, written last) is serialised a batch at a time, giving the
 * event loop a turn between batches: 20,000 duplicate details with both abstracts are ~60 MB of JSON,
 * which JSON.stringify would write in one block of over a second while every other request waits.
 */
export function jsonWithLongList<T extends object, K extends keyof T & string>(value: T, key: K): Readable {
  const { [key]: list, ...rest } = value;
  const items = list as unknown[];
  const head = JSON.stringify(rest);
  async function* chunks() {
    yield `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(key)}:[`;
    let first = true;
    for await (const batch of inTurns([items], BATCH)) {
      yield (first ? '' : ',') + batch.map((item) => JSON.stringify(item)).join(',');
      first = false;
    }
    yield ']}';
  }
  return Readable.from(chunks(), { objectMode: false });
}
