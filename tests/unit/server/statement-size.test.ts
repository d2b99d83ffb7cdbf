import { describe, expect, it } from 'vitest';
import { rowsToTake } from '../../../src/server/coordination/statement-size.ts';

const bounds = { min: 50, max: 5000 };

describe('the rows the next statement of bulk work takes', () => {
  it('are as many as fit the target at the time a row took, not twice or half the last', () => {
    // 400 rows took 40 ms: 0.1 ms a row, so 300 fit 30 ms (doubling and halving would have gone to 200).
    expect(rowsToTake(30, 40 / 400, 400, bounds)).toBe(300);
    // 400 rows took 20 ms: 600 fit (doubling would have gone to 800, a 40 ms statement).
    expect(rowsToTake(30, 20 / 400, 400, bounds)).toBe(600);
  });

  it('are at most twice the last, however quick it was', () => {
    expect(rowsToTake(30, 1 / 400, 400, bounds)).toBe(800);
    expect(rowsToTake(30, 0, 400, bounds)).toBe(800);
  });

  it('stay within the bounds', () => {
    expect(rowsToTake(30, 10, 400, bounds)).toBe(50);
    expect(rowsToTake(30, 0.001, 4000, bounds)).toBe(5000);
  });
});
