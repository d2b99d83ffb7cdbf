import { describe, expect, it } from 'vitest';
import { stillToFind, THETA_MAX } from '../../../src/server/ml/stopping/still-to-find.ts';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * One iteration read as the iteration protocol does: an order of `pool` citations with `relevant` of them
 * placed by a ranking of sharpness θ (position quantile 1 − U^(1/θ)), read from the top until 10
 * irrelevant and 5 relevant are labelled (at most 10 of a class).
 */
function readOnce(random: () => number, pool: number, relevant: number, theta: number) {
  const positions = new Set<number>();
  while (positions.size < relevant) positions.add(Math.min(pool - 1, Math.floor((1 - random() ** (1 / theta)) * pool)));
  const count = { rel: 0, irr: 0 };
  let depth = 0;
  for (let p = 0; p < pool; p++) {
    if (count.irr >= 10 && count.rel >= 5) break;
    const isRelevant = positions.has(p);
    if (isRelevant ? count.rel >= 10 : count.irr >= 10) continue;
    depth = p + 1;
    if (isRelevant) count.rel++;
    else count.irr++;
  }
  return { pool, depth, relevant: count.rel, relevantFull: count.rel >= 10 };
}

describe('"Still to find" from how deep the last iteration was read', () => {
  it('holds the true number in about nine readings of ten, for rankings from chance to sharp', () => {
    const random = rng(5);
    let covered = 0;
    let trials = 0;
    for (const theta of [1, 3, 10, 30]) {
      for (const left of [5, 20, 60, 150]) {
        for (let k = 0; k < 6; k++) {
          const reading = readOnce(random, 2000, left, theta);
          const truth = left - reading.relevant;
          const r = stillToFind({
            reading,
            relevantSince: 0,
            unlabelled: 2000 - reading.relevant - Math.min(10, reading.depth - reading.relevant),
          });
          trials++;
          if (r.low <= truth && truth <= r.high) covered++;
        }
      }
    }
    expect(covered / trials).toBeGreaterThanOrEqual(0.85);
  });

  it('says fewer are left when the same finds took a deeper reading', () => {
    const shallow = stillToFind({
      reading: { pool: 2000, depth: 20, relevant: 5, relevantFull: false },
      relevantSince: 0,
      unlabelled: 1985,
    });
    const deep = stillToFind({
      reading: { pool: 2000, depth: 600, relevant: 5, relevantFull: false },
      relevantSince: 0,
      unlabelled: 1985,
    });
    expect(deep.high).toBeLessThan(shallow.high);
    expect(deep.estimate).toBeLessThanOrEqual(shallow.estimate);
    expect(shallow.low).toBeLessThanOrEqual(shallow.estimate);
    expect(shallow.estimate).toBeLessThanOrEqual(shallow.high);
  });

  it('says none are left when the whole order was read', () => {
    expect(
      stillToFind({
        reading: { pool: 300, depth: 300, relevant: 7, relevantFull: false },
        relevantSince: 0,
        unlabelled: 0,
      }),
    ).toMatchObject({ low: 0, high: 0, estimate: 0 });
  });

  it('leaves room for many more when the relevant class filled at the very top', () => {
    const r = stillToFind({
      reading: { pool: 1000, depth: 12, relevant: 10, relevantFull: true },
      relevantSince: 0,
      unlabelled: 988,
    });
    expect(r.high).toBeGreaterThan(100);
  });

  it('never asks for an order sharper than its limit: a first shallow reading cannot say "none left"', () => {
    const r = stillToFind({
      reading: { pool: 2000, depth: 16, relevant: 6, relevantFull: false },
      relevantSince: 0,
      unlabelled: 1984,
    });
    expect(THETA_MAX).toBe(50);
    expect(r.low).toBeGreaterThan(0);
  });

  it('gives a finite interval for a 100,000-citation project', () => {
    const r = stillToFind({
      reading: { pool: 100_000, depth: 40, relevant: 5, relevantFull: false },
      relevantSince: 0,
      unlabelled: 99_985,
    });
    expect(r.low).toBeGreaterThanOrEqual(0);
    expect(r.high).toBeLessThanOrEqual(99_985);
    expect(r.high).toBeGreaterThan(r.low);
  });
});
