import { describe, expect, it } from 'vitest';
import { AsyncQueue } from '../../../src/server/jobs/async-queue.ts';

async function readAll<T>(queue: AsyncQueue<T>): Promise<T[]> {
  const read: T[] = [];
  for await (const item of queue) read.push(item);
  return read;
}

describe('a queue of results read as they come', () => {
  it('gives every item in order, those pushed before the reader came and those after', async () => {
    const queue = new AsyncQueue<number>();
    queue.push(1);
    queue.push(2);
    const reading = readAll(queue);
    await Promise.resolve();
    queue.push(3);
    setTimeout(() => {
      queue.push(4);
      queue.end();
    }, 5);
    expect(await reading).toEqual([1, 2, 3, 4]);
  });

  it('waits in ready() until the first item, and ends at once when nothing comes', async () => {
    const queue = new AsyncQueue<string>();
    let ready = false;
    const waiting = queue.ready().then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ready).toBe(false);
    queue.push('first');
    await waiting;
    expect(ready).toBe(true);

    const empty = new AsyncQueue<string>();
    empty.end();
    await expect(empty.ready()).resolves.toBeUndefined();
    expect(await readAll(empty)).toEqual([]);
  });

  it('hands over what came before a failure, then throws it to the reader', async () => {
    const queue = new AsyncQueue<number>();
    queue.push(1);
    queue.fail(new Error('the worker stopped'));
    const read: number[] = [];
    await expect(
      (async () => {
        for await (const item of queue) read.push(item);
      })(),
    ).rejects.toThrow('the worker stopped');
    expect(read).toEqual([1]);
    expect(() => queue.push(2)).toThrow('the queue has ended');
  });
});
