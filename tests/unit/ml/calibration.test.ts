import { describe, expect, it } from 'vitest';
import { calibratedProbability, fitCalibration } from '../../../src/server/ml/ranker/calibration.ts';

describe('calibrating relevance scores', () => {
  it('turns scores into probabilities that follow how often each score was relevant', () => {
    // At score 0.8 three of four were relevant; at 0.2 one of four.
    const scores = [0.8, 0.8, 0.8, 0.8, 0.2, 0.2, 0.2, 0.2];
    const labels = [true, true, true, false, true, false, false, false];
    const c = fitCalibration(scores, labels)!;
    expect(calibratedProbability(c, 0.8)).toBeGreaterThan(0.6);
    expect(calibratedProbability(c, 0.8)).toBeLessThan(0.8);
    expect(calibratedProbability(c, 0.2)).toBeGreaterThan(0.2);
    expect(calibratedProbability(c, 0.2)).toBeLessThan(0.4);
    expect(calibratedProbability(c, 0.05)).toBeLessThan(calibratedProbability(c, 0.2));
  });

  it('stays finite when the labels separate perfectly', () => {
    const c = fitCalibration([0.9, 0.85, 0.8, 0.3, 0.2, 0.1], [true, true, true, false, false, false])!;
    expect(Number.isFinite(c.a) && Number.isFinite(c.b)).toBe(true);
    expect(calibratedProbability(c, 0.9)).toBeLessThan(1);
    expect(calibratedProbability(c, 0.1)).toBeGreaterThan(0);
    expect(calibratedProbability(c, 0.9)).toBeGreaterThan(calibratedProbability(c, 0.1));
  });

  it('gives no calibration from too few labels of a class', () => {
    expect(fitCalibration([0.9, 0.8, 0.1, 0.2, 0.3], [true, true, false, false, false])).toBeNull();
  });
});
