import { describe, expect, it } from 'vitest';
import { jsonWithLongList } from '../../../src/server/http/json-stream.ts';

const text = async (stream: NodeJS.ReadableStream) => {
  let all = '';
  for await (const chunk of stream) all += String(chunk);
  return all;
};

describe('a JSON answer with a long list written in batches', () => {
  it('parses to the same object, for a long list, an empty one and an object with nothing else', async () => {
    const long = {
      message: 'done "quoted"',
      count: 2,
      details: Array.from({ length: 1001 }, (_, i) => ({ id: i, title: `T${i}\n`, abstract: 'é'.repeat(i % 7) })),
    };
    expect(JSON.parse(await text(jsonWithLongList(long, 'details')))).toEqual(long);
    expect(JSON.parse(await text(jsonWithLongList({ message: 'none', details: [] as number[] }, 'details')))).toEqual({
      message: 'none',
      details: [],
    });
    expect(JSON.parse(await text(jsonWithLongList({ details: [1, 2] }, 'details')))).toEqual({ details: [1, 2] });
  });

  it('lets other work run while it writes', async () => {
    const stream = jsonWithLongList({ details: Array.from({ length: 2000 }, (_, i) => i) }, 'details');
    // Written without a turn of the event loop, the whole answer would be done before this callback.
    let ended = false;
    let ranBeforeTheEnd = false;
    setImmediate(() => (ranBeforeTheEnd = !ended));
    await text(stream);
    ended = true;
    expect(ranBeforeTheEnd).toBe(true);
  });
});
