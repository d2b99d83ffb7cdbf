/**
 * Checks the iteration mode's "Still to find" after every training of the simulated protocol: does the
 * interval hold the true number of relevant citations among the unlabelled ones, and how far is its middle
 * figure from it. Beside it, the estimate it replaced (sum of Platt-calibrated scores), for comparison.
 */
import { calibratedProbability, fitCalibration } from '../src/server/ml/ranker/calibration.ts';
import { stillToFind } from '../src/server/ml/stopping/still-to-find.ts';
import type { TrainingCheck } from './simulate-protocol.ts';

export interface EstimateTally {
  checks: number;
  /** Trainings after which there was no reading yet (no interval given). */
  unavailable: number;
  covered: number;
  absoluteError: number;
  width: number;
  previous: { checks: number; absoluteError: number };
}

export const emptyTally = (): EstimateTally => ({
  checks: 0,
  unavailable: 0,
  covered: 0,
  absoluteError: 0,
  width: 0,
  previous: { checks: 0, absoluteError: 0 },
});

export function tallyCheck(tally: EstimateTally, check: TrainingCheck): void {
  const truth = check.relevantUnlabelled;
  const calibration = fitCalibration(
    check.scoredLabels.map((p) => p.score),
    check.scoredLabels.map((p) => p.relevant),
  );
  if (calibration) {
    tally.previous.checks++;
    tally.previous.absoluteError += Math.abs(
      check.unlabelledScores.reduce((sum, s) => sum + calibratedProbability(calibration, s), 0) - truth,
    );
  }
  if (!check.lastReading) {
    tally.unavailable++;
    return;
  }
  const { estimate, low, high } = stillToFind({
    reading: check.lastReading,
    relevantSince: 0,
    unlabelled: check.unlabelled,
  });
  tally.checks++;
  if (low <= truth && truth <= high) tally.covered++;
  tally.absoluteError += Math.abs(estimate - truth);
  tally.width += high - low;
}

export function addTally(into: EstimateTally, t: EstimateTally): void {
  into.checks += t.checks;
  into.unavailable += t.unavailable;
  into.covered += t.covered;
  into.absoluteError += t.absoluteError;
  into.width += t.width;
  into.previous.checks += t.previous.checks;
  into.previous.absoluteError += t.previous.absoluteError;
}

export const describeTally = (t: EstimateTally) =>
  `still to find: covered ${t.covered}/${t.checks} (${((100 * t.covered) / Math.max(1, t.checks)).toFixed(1)} %), MAE ${(t.absoluteError / Math.max(1, t.checks)).toFixed(1)}, ` +
  `mean width ${(t.width / Math.max(1, t.checks)).toFixed(0)}, no interval ${t.unavailable}; previous estimate MAE ${(t.previous.absoluteError / Math.max(1, t.previous.checks)).toFixed(1)} (${t.previous.checks} checks)`;
