import { describe, expect, it } from 'vitest';
import { inModelOrder } from '../../../src/server/modules/training/iteration-reading.ts';

describe('labels given in the model order', () => {
  const labels = (...spec: Array<[number, boolean]>) => spec.map(([position, relevant]) => ({ position, relevant }));

  it('accepts labels read from the top, with a couple passed over', () => {
    expect(inModelOrder(labels([1, true], [2, false], [3, false], [5, true], [7, false]))).toBe(true);
  });

  it('accepts gaps once a class is full: its citations are read but cannot be labeled', () => {
    const tenIrrelevant = Array.from({ length: 10 }, (_, i) => [i + 1, false] as [number, boolean]);
    expect(inModelOrder(labels(...tenIrrelevant, [40, true], [95, true]))).toBe(true);
  });

  it('rejects labels picked from further down', () => {
    expect(inModelOrder(labels([1, true], [2, false], [30, false], [31, true]))).toBe(false);
  });
});
