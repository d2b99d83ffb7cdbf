import { describe, expect, it } from 'vitest';
import { trainForest } from '../../../src/server/ml/ranker/forest.ts';
import { countedSplitSearch } from '../../../src/server/ml/ranker/tree-splits.ts';
import { seededGenerator as random } from '../../../src/server/ml/ranker/sampling.ts';

/** Rows as the forest gets them from text: mostly zeros, a few TF-IDF weights (some repeated), labels mixed. */
function textLikeRows(n: number, columns: number, seed: number) {
  const rand = random(seed);
  const y = Array.from({ length: n }, () => (rand() < 0.3 ? 1 : 0));
  const rows = y.map((label) =>
    Array.from({ length: columns }, (_, c) => {
      const present = rand() < (c < 5 && label === 1 ? 0.5 : 0.12);
      return present ? [0.05, 0.1, 0.1, 0.2, rand() * 0.4][Math.floor(rand() * 5)]! : 0;
    }),
  );
  return { rows, y };
}

describe("the forest's split search", () => {
  it('grows the same trees as ml-cart when it counts classes from running totals', () => {
    for (const seed of [1, 2, 3]) {
      const { rows, y } = textLikeRows(240, 30, seed);
      countedSplitSearch(false);
      const library = JSON.stringify(trainForest(rows, y, seed).toJSON());
      countedSplitSearch(true);
      const counted = JSON.stringify(trainForest(rows, y, seed).toJSON());
      expect(counted).toEqual(library);
      expect(counted).toContain('splitValue');
    }
  });

  it('grows the same trees on columns of few repeated values, where splits fall between equal neighbours', () => {
    const rand = random(7);
    const y = Array.from({ length: 300 }, () => (rand() < 0.5 ? 1 : 0));
    const rows = y.map((label) =>
      Array.from({ length: 12 }, (_, c) => Math.floor(rand() * (c < 3 ? 2 + label : 3)) / 3),
    );
    countedSplitSearch(false);
    const library = JSON.stringify(trainForest(rows, y, 7).toJSON());
    countedSplitSearch(true);
    expect(JSON.stringify(trainForest(rows, y, 7).toJSON())).toEqual(library);
  });
});
