import { describe, expect, test } from 'vitest';
import { ROWS_PER_TURN, rowsInTurns } from '../../../src/server/modules/export/rows-in-turns.ts';
import { turnsDuring } from '../../helpers/event-loop-turns.ts';

/** Pages as the export reads them from the database: 5,000 rows, then a shorter last page. */
async function* pages(total: number, size = 5000) {
  for (let start = 0; start < total; start += size)
    yield Array.from({ length: Math.min(size, total - start) }, (_, k) => start + k);
}

const collect = async (slices: AsyncIterable<number[]>) => {
  const all: number[][] = [];
  for await (const slice of slices) all.push(slice);
  return all;
};

describe('export rows written in turns', () => {
  test('every row comes once, in order, in slices no longer than a turn', async () => {
    const slices = await collect(rowsInTurns(pages(12_345)));
    expect(slices.flat()).toEqual(Array.from({ length: 12_345 }, (_, k) => k));
    expect(Math.max(...slices.map((s) => s.length))).toBe(ROWS_PER_TURN);
    expect(await collect(rowsInTurns(pages(0)))).toEqual([]);
  });

  test('other requests get turns of the event loop between the slices of one page, not only between pages', async () => {
    expect(await turnsDuring(() => collect(pages(5000)))).toBe(0);
    const turns = await turnsDuring(() => collect(rowsInTurns(pages(5000))));
    expect(turns).toBeGreaterThanOrEqual(5000 / ROWS_PER_TURN - 1);
  });
});
