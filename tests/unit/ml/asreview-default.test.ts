import { describe, expect, it } from 'vitest';
import { asreviewFeatures, doubleBalance, trainAsreviewDefault } from '../../../scripts/asreview-default.ts';
import { random } from '../../../scripts/simulate-protocol.ts';

// The continuous benchmark's reference (docs/ranking.md): ASReview LAB's default model as scikit-learn and
// ASReview compute it. Figures worked out by hand from their definitions.
describe("ASReview's default model, the benchmark's reference", () => {
  it('weighs words as TfidfVectorizer(stop_words="english"): raw counts, smoothed idf, unit length', () => {
    const { vectors, dims } = asreviewFeatures(['The Café café trial', 'a trial of x', 'placebo']);
    // "the", "of" are stop words; "a" and "x" are shorter than two characters; "café" is one word.
    expect(dims).toBe(3);
    const [first] = vectors;
    const idfCafe = Math.log(4 / 2) + 1;
    const idfTrial = Math.log(4 / 3) + 1;
    const norm = Math.hypot(2 * idfCafe, idfTrial);
    expect([...first!.val]).toEqual([(2 * idfCafe) / norm, idfTrial / norm].map((v) => expect.closeTo(v, 12)));
    expect(vectors[2]!.val[0]).toBeCloseTo(1, 12);
  });

  it('balances the labels as ASReview does: copies of the relevant ones, a sample of the irrelevant', () => {
    const relevant = Array.from({ length: 10 }, (_, i) => i);
    const irrelevant = Array.from({ length: 500 }, (_, i) => 10 + i);
    const rows = doubleBalance(relevant, irrelevant, random(3));
    // weight of a relevant label 2.155 · (10/500)^-0.94 ≈ 85.4; of an irrelevant one 1 − 0.211/511 ≈ 1.
    expect(rows.relevant.length + rows.irrelevant.length).toBe(510);
    expect(rows.relevant.length).toBeGreaterThanOrEqual(320);
    expect(rows.relevant.length).toBeLessThanOrEqual(322);
    expect(new Set(rows.relevant)).toEqual(new Set(relevant));
    expect(new Set(rows.irrelevant).size).toBe(rows.irrelevant.length);
  });

  it('ranks a record with the relevant labels’ words above one with the irrelevant labels’ words', () => {
    const data = asreviewFeatures([
      'statin trial',
      'statin cohort',
      'bridge design',
      'bridge steel',
      'statin dose',
      'steel design',
    ]);
    const score = trainAsreviewDefault(data, [true, true, false, false, null, null], random(1));
    expect(score(4)).toBeGreaterThan(0);
    expect(score(5)).toBeLessThan(0);
  });
});
