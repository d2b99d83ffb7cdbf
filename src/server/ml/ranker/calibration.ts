/**
 * Platt scaling: probability = 1 / (1 + exp(-(a * score + b))), fitted on scores the model gave to
 * citations *before* they were labelled. Those are out of sample, and because the labelled citations
 * were chosen by their score, P(relevant | score) is not biased by the choice, so the fitted curve turns
 * any later score into a usable probability.
 */
export interface Calibration {
  a: number;
  b: number;
  pairs: number;
}

const MIN_PER_CLASS = 3;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Fits a and b by Newton's method on Platt's smoothed targets, which keep the fit finite when the
 * classes separate perfectly. Null with fewer than three scored labels of either class.
 */
export function fitCalibration(scores: number[], labels: boolean[]): Calibration | null {
  const positives = labels.filter(Boolean).length;
  const negatives = labels.length - positives;
  if (positives < MIN_PER_CLASS || negatives < MIN_PER_CLASS) return null;
  const high = (positives + 1) / (positives + 2);
  const low = 1 / (negatives + 2);
  const targets = labels.map((l) => (l ? high : low));
  let a = 1;
  let b = 0;
  for (let step = 0; step < 100; step++) {
    // Gradient and Hessian of the log loss, with a small ridge so the Hessian stays invertible.
    let [ga, gb, haa, hab, hbb] = [0, 0, 1e-6, 0, 1e-6];
    scores.forEach((s, i) => {
      const p = sigmoid(a * s + b);
      const d = p - targets[i]!;
      const w = p * (1 - p);
      ga += d * s;
      gb += d;
      haa += w * s * s;
      hab += w * s;
      hbb += w;
    });
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return Number.isFinite(a) && Number.isFinite(b) ? { a, b, pairs: scores.length } : null;
}

export const calibratedProbability = (c: Calibration, score: number) => sigmoid(c.a * score + c.b);
