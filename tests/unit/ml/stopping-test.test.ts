import { describe, expect, it } from 'vitest';
import { hypergeometricCdf, logHypergeometricPmf } from '../../../src/server/ml/stopping/hypergeometric.ts';
import { stoppingTest } from '../../../src/server/ml/stopping/stopping-test.ts';

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** P(X ≤ k) by exact integer combinatorics. */
function exactCdf(k: number, M: number, K: number, n: number): number {
  let num = 0n;
  for (let i = 0; i <= k; i++) num += choose(K, i) * choose(M - K, n - i);
  return Number((num * 10n ** 18n) / choose(M, n)) / 1e18;
}

/** The test written out naively: every window, exact arithmetic, as in buscar's calculate_h0. */
function bruteForceP(total: number, decisions: boolean[], target: number): number {
  const rSeen = decisions.filter(Boolean).length;
  let best = 1;
  for (let n = 1; n <= decisions.length; n++) {
    const window = decisions.slice(decisions.length - n);
    const k = window.filter(Boolean).length;
    const M = total - decisions.length + n;
    const K = Math.floor(rSeen / target + 1e-9) + 1 - (rSeen - k);
    best = Math.min(best, K > M ? 0 : exactCdf(k, M, K, n));
  }
  return best;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function randomScreening(random: () => number, total: number, screened: number, prevalence: number): boolean[] {
  return Array.from({ length: screened }, (_, i) => random() < prevalence * (1 - i / total) * 2);
}

describe('hypergeometric probabilities', () => {
  it('match exact combinatorics on small urns', () => {
    expect(hypergeometricCdf(0, 9, 2, 3)).toBeCloseTo(35 / 84, 12);
    expect(hypergeometricCdf(1, 10, 3, 4)).toBeCloseTo(140 / 210, 12);
    for (const [k, M, K, n] of [
      [0, 20, 5, 10],
      [2, 20, 5, 10],
      [4, 30, 12, 9],
      [7, 40, 20, 15],
      [1, 50, 3, 49],
    ] as const)
      expect(hypergeometricCdf(k, M, K, n)).toBeCloseTo(exactCdf(k, M, K, n), 12);
  });

  it('stay accurate and sum to one in a 100,000-record urn', () => {
    const [M, K, n] = [100_000, 300, 20_000];
    let total = 0;
    for (let i = 0; i <= K; i++) total += Math.exp(logHypergeometricPmf(i, M, K, n));
    expect(total).toBeCloseTo(1, 10);
    for (const k of [20, 45, 60, 75, 100]) {
      let direct = 0;
      for (let i = 0; i <= k; i++) direct += Math.exp(logHypergeometricPmf(i, M, K, n));
      expect(hypergeometricCdf(k, M, K, n)).toBeCloseTo(Math.min(1, direct), 8);
    }
    expect(hypergeometricCdf(0, M, K, n)).toBeGreaterThan(0);
    expect(hypergeometricCdf(0, M, K, n)).toBeLessThan(1e-25);
  });
});

describe('the stopping test (Callaghan & Müller-Hansen 2020)', () => {
  it('gives the hand-computed p for a small review', () => {
    // 10 records, 1 relevant then 3 irrelevant, target 50 %: H0 says ≥ 3 relevant in all (1/3 < 50 %).
    // Window of the last 3: drawn from an urn of 9 holding ≥ 3 − 1 = 2 relevant; P(none in 3 draws) =
    // C(7,3)/C(9,3) = 35/84. The whole window: urn of 10 holding 3, P(≤ 1 in 4) = 140/210. p = 35/84.
    const r = stoppingTest({ total: 10, decisions: [true, false, false, false], targetRecall: 0.5, confidence: 0.5 });
    expect(r).toMatchObject({ screened: 4, relevantFound: 1, irrelevantInARow: 3, remaining: 6 });
    expect(r.pValue).toBeCloseTo(35 / 84, 12);
    expect(r.canStop).toBe(true);
    expect(
      stoppingTest({ total: 10, decisions: [true, false, false, false], targetRecall: 0.5, confidence: 0.6 }).canStop,
    ).toBe(false);
  });

  it('agrees with every-window exact arithmetic on random small reviews', () => {
    const random = rng(7);
    for (let trial = 0; trial < 200; trial++) {
      const total = 5 + Math.floor(random() * 60);
      const screened = 1 + Math.floor(random() * total);
      const decisions = randomScreening(random, total, screened, 0.05 + random() * 0.4);
      const target = [0.5, 0.8, 0.9, 0.95, 1][trial % 5]!;
      const p = stoppingTest({ total, decisions, targetRecall: target, confidence: 0.95 }).pValue!;
      expect(p).toBeCloseTo(bruteForceP(total, decisions, target), 10);
    }
  });

  it('says stop with 95 % confidence only after a long run of irrelevant records', () => {
    // 1,000 records; 50 relevant found in the first 200; how many irrelevant in a row after that?
    const start = Array.from({ length: 200 }, (_, i) => i % 4 === 0);
    const run = (n: number) =>
      stoppingTest({
        total: 1000,
        decisions: [...start, ...Array(n).fill(false)],
        targetRecall: 0.95,
        confidence: 0.95,
      });
    expect(run(20).canStop).toBe(false);
    let n = 0;
    while (!run(n).canStop) n += 10;
    expect(n).toBeGreaterThan(100);
    expect(n).toBeLessThan(800);
    expect(run(n).pValue!).toBeLessThan(0.05);
  });

  it('has no p before anything is screened', () => {
    expect(stoppingTest({ total: 100, decisions: [], targetRecall: 0.95, confidence: 0.95 })).toEqual({
      screened: 0,
      relevantFound: 0,
      irrelevantInARow: 0,
      remaining: 100,
      canStop: false,
      pValue: null,
    });
  });

  it('keeps p within [0, 1], never raises it with one more irrelevant record, and stops when all is screened', () => {
    const random = rng(11);
    for (let trial = 0; trial < 100; trial++) {
      const total = 20 + Math.floor(random() * 400);
      const all = randomScreening(random, total, total, 0.02 + random() * 0.2);
      let previous: number | null = null;
      for (let screened = 1; screened <= total; screened++) {
        const r = stoppingTest({ total, decisions: all.slice(0, screened), targetRecall: 0.95, confidence: 0.95 });
        expect(r.pValue).not.toBeNull();
        expect(r.pValue!).toBeGreaterThanOrEqual(0);
        expect(r.pValue!).toBeLessThanOrEqual(1);
        if (!all[screened - 1] && previous !== null) expect(r.pValue!).toBeLessThanOrEqual(previous + 1e-12);
        previous = r.pValue;
      }
      const end = stoppingTest({ total, decisions: all, targetRecall: 0.95, confidence: 0.95 });
      expect(end.canStop).toBe(true);
      expect(end.remaining).toBe(0);
    }
  });

  it('stays quick and finite in a 100,000-record review with thousands found', () => {
    const random = rng(3);
    const decisions = Array.from({ length: 60_000 }, (_, i) => random() < (i < 20_000 ? 0.1 : 0.001));
    const r = stoppingTest({ total: 100_000, decisions, targetRecall: 0.95, confidence: 0.95 });
    expect(r.pValue).not.toBeNull();
    expect(Number.isFinite(r.pValue!)).toBe(true);
    expect(r.relevantFound).toBeGreaterThan(1000);
  });

  it('refuses impossible input', () => {
    expect(() => stoppingTest({ total: 1, decisions: [true, false], targetRecall: 0.95, confidence: 0.95 })).toThrow(
      RangeError,
    );
    expect(() => stoppingTest({ total: 10, decisions: [], targetRecall: 0, confidence: 0.95 })).toThrow(RangeError);
    expect(() => stoppingTest({ total: 10, decisions: [], targetRecall: 0.95, confidence: 1 })).toThrow(RangeError);
  });
});
