// The hypergeometric stopping test of Callaghan & Müller-Hansen (2020), "Statistical stopping
// criteria for automated screening in systematic reviews", Systematic Reviews 9:273,
// https://doi.org/10.1186/s13643-020-01521-4.
//
// Followed from the authors' reference code (buscar for R, `k_h0` and `calculate_h0`; buscarpy,
// `calculate_h0`, github.com/mcallaghan/buscarpy): for every window of the last n records
// screened, treat those n records as a random sample drawn without replacement from the records
// that were still unscreened when the window began (the window plus what is left now, M =
// remaining + n). H0: recall < target, i.e. the total number of relevant records R > r_seen/target,
// so that urn holds at least K = floor(r_seen/target) + 1 − r_before relevant records (their
// k_h0: floor(r_seen/target − r_al + 1)). The window's p = P(X ≤ k) for X ~ Hypergeometric(M, K, n),
// k the relevant records found in the window; the test's p is the smallest over all windows, and
// H0 is rejected (stop) when p < 1 − confidence.
//
// Two points where we are explicit and their code leaves it to NaN handling: a window whose K
// exceeds M makes H0 impossible (more relevant records than records left), so its p is 0 — this
// is what makes the test say stop once everything has been screened.

import { hypergeometricCdf } from './hypergeometric.ts';

export interface StoppingInput {
  total: number;
  /** Relevance of each screened record in the order screened, true = relevant. */
  decisions: readonly boolean[];
  targetRecall: number;
  confidence: number;
}

export interface StoppingResult {
  screened: number;
  relevantFound: number;
  irrelevantInARow: number;
  remaining: number;
  canStop: boolean;
  pValue: number | null;
}

// r_seen / target computed in floating point can land a hair below an integer it equals
// exactly (e.g. 19 / 0.95); the tolerance keeps floor() on the exact side.
const FLOOR_TOLERANCE = 1e-9;

/** The smallest number of relevant records left in the urn under H0 (recall < target). */
export function relevantUnderH0(relevantSeen: number, relevantBefore: number, targetRecall: number): number {
  return Math.floor(relevantSeen / targetRecall + FLOOR_TOLERANCE) + 1 - relevantBefore;
}

export function stoppingTest(input: StoppingInput): StoppingResult {
  const { total, decisions, targetRecall, confidence } = input;
  if (!Number.isInteger(total) || total < 0) throw new RangeError('total must be a whole number ≥ 0');
  if (decisions.length > total) throw new RangeError('more decisions than records');
  if (!(targetRecall > 0 && targetRecall <= 1)) throw new RangeError('targetRecall must be in (0, 1]');
  if (!(confidence > 0 && confidence < 1)) throw new RangeError('confidence must be in (0, 1)');

  const screened = decisions.length;
  const remaining = total - screened;
  let relevantFound = 0;
  for (const d of decisions) if (d) relevantFound++;
  let irrelevantInARow = 0;
  while (irrelevantInARow < screened && !decisions[screened - 1 - irrelevantInARow]) irrelevantInARow++;

  const pValue = screened === 0 ? null : smallestWindowP(decisions, remaining, relevantFound, targetRecall);
  return {
    screened,
    relevantFound,
    irrelevantInARow,
    remaining,
    canStop: pValue !== null && pValue < 1 - confidence,
    pValue,
  };
}

/**
 * The minimum of P(X ≤ k) over all windows. For a fixed k, widening the window by an irrelevant
 * record never raises p (the unseen part is then drawn from a larger urn with the same number
 * of relevant records), so only the widest window for each k is a candidate: the one reaching
 * back to just after the (k+1)-th relevant record from the end. That is r_seen + 1 windows
 * instead of one per record screened; the unit tests check it against every window.
 */
function smallestWindowP(
  decisions: readonly boolean[],
  remaining: number,
  relevantSeen: number,
  target: number,
): number {
  let best = 1;
  let k = 0;
  for (let i = decisions.length - 1; i >= -1; i--) {
    if (i >= 0 && !decisions[i]) continue;
    // Window = records i+1 … end: n records with k relevant, relevantSeen − k before it.
    const n = decisions.length - 1 - i;
    if (n > 0) {
      const M = remaining + n;
      const K = relevantUnderH0(relevantSeen, relevantSeen - k, target);
      const p = K > M ? 0 : hypergeometricCdf(k, M, K, n, best);
      if (p < best) best = p;
      if (best === 0) return 0;
    }
    k++;
  }
  return best;
}
