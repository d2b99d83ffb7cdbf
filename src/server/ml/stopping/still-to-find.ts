/**
 * "Still to find" in the iteration mode: how many relevant citations the unlabelled ones still hold, as an
 * interval, from how deep the reviewer had to read in the latest model's order to find what they found.
 *
 * The model of a reading: a training ranks the n citations then unlabelled; each of the K relevant ones
 * among them lands in the top fraction f of that order with probability F(f) = 1 − (1 − f)^θ, where
 * θ ≥ 1 says how much better than chance the order is for them (θ = 1: no better than a random order;
 * the order's AUC for them is θ / (θ + 1)). Reading the top `depth` of the order and finding r relevant
 * citations there is a binomial draw, r ~ Binomial(K, F(depth / n)) (at least r when the relevant class
 * was full). K is R, the relevant citations unlabelled now (the unknown), plus the relevant ones
 * labelled since that order was made (known).
 *
 * θ is not known: it is averaged over a log-uniform prior on [1, THETA_MAX]; R has a 1/(R + 1) prior (no
 * scale preferred). The interval is the central `level` of R's posterior, the estimate its median. Only
 * the latest completed reading is used: relevant citations found late are harder to find than the first
 * ones, so readings made under earlier models, with another θ, would make a falling yield look like the
 * pool running dry and the interval too low (measured in docs/ranking.md, "Still to find").
 *
 * The assumptions, stated on the Help page: each iteration is read in the model's order ("Most relevant
 * first") and what is read is labelled; the order is no worse than chance for the relevant citations
 * still unlabelled (θ ≥ 1, as the stopping test assumes); and it is not sharper than θ = THETA_MAX (AUC
 * 0.98) for them. Early on, when the reading was shallow, the interval is wide; it narrows as the reading
 * goes deeper.
 */
import { logFactorial } from './hypergeometric.ts';

/** One iteration's reading, in the order the training before it ranked the citations. */
export interface Reading {
  /** Citations without a label when that training ranked them: the length of the order read. */
  pool: number;
  /** The position in that order of the lowest-ranked citation labelled (1 = the top). */
  depth: number;
  /** Relevant citations labelled in that reading. */
  relevant: number;
  /** The relevant class was full (more relevant citations may have been read than could be labelled). */
  relevantFull: boolean;
}

export const THETA_MAX = 50;
const THETAS = Array.from({ length: 40 }, (_, i) => Math.exp((Math.log(THETA_MAX) * i) / 39));

const logChoose = (n: number, k: number) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/** log Σ exp(terms) / terms.length. */
function logMeanExp(terms: Float64Array): number {
  let max = -Infinity;
  for (const t of terms) if (t > max) max = t;
  if (max === -Infinity) return max;
  let sum = 0;
  for (const t of terms) sum += Math.exp(t - max);
  return max + Math.log(sum / terms.length);
}

/**
 * The reading's likelihood of K relevant citations in the order it was read from, θ averaged out:
 * K ↦ log mean over θ of P(r of K in the top fraction f), or of P(at least r) when the class was full.
 */
function likelihood(reading: Reading): (K: number) => number {
  const f = Math.min(1, reading.depth / reading.pool);
  const p = THETAS.map((theta) => Math.min(1 - 1e-12, Math.max(1e-12, 1 - (1 - f) ** theta)));
  const logP = p.map(Math.log);
  const log1mP = p.map((x) => Math.log1p(-x));
  const r = reading.relevant;
  const terms = new Float64Array(THETAS.length);
  return (K) => {
    if (K < r) return -Infinity;
    if (!reading.relevantFull) {
      for (let t = 0; t < THETAS.length; t++) terms[t] = r * logP[t]! + (K - r) * log1mP[t]!;
      return logChoose(K, r) + logMeanExp(terms);
    }
    // P(X ≥ r) = 1 − P(X < r), summed over the few terms below r.
    const choose = Array.from({ length: r }, (_, i) => logChoose(K, i));
    for (let t = 0; t < THETAS.length; t++) {
      let below = 0;
      for (let i = 0; i < r; i++) below += Math.exp(choose[i]! + i * logP[t]! + (K - i) * log1mP[t]!);
      terms[t] = Math.log(Math.max(1e-300, 1 - below));
    }
    return logMeanExp(terms);
  };
}

/** R's values with the share of the line each one stands for: every integer up to 2,000, then 0.5 % apart. */
function grid(unlabelled: number): Array<{ R: number; width: number }> {
  const points: number[] = [];
  for (let R = 0; R <= Math.min(unlabelled, 2000); R++) points.push(R);
  for (let R = 2000; R < unlabelled;) points.push((R = Math.min(unlabelled, Math.ceil(R * 1.005))));
  return points.map((R, i) => ({ R, width: i === 0 ? 1 : R - points[i - 1]! }));
}

export interface StillToFindInput {
  /** The latest completed reading. */
  reading: Reading;
  /** Relevant citations labelled after that reading (in the iteration now open). */
  relevantSince: number;
  /** Citations without a label now, all of them scored. */
  unlabelled: number;
  level?: number;
}

export interface StillToFindEstimate {
  estimate: number;
  low: number;
  high: number;
  level: number;
}

export function stillToFind({
  reading,
  relevantSince,
  unlabelled,
  level = 0.9,
}: StillToFindInput): StillToFindEstimate {
  const before = reading.relevant + relevantSince;
  const points = grid(unlabelled);
  const logLikelihood = likelihood(reading);
  const logPost = points.map(({ R, width }) => logLikelihood(R + before) - Math.log(R + 1) + Math.log(width));
  const max = Math.max(...logPost);
  const mass = logPost.map((l) => Math.exp(l - max));
  const total = mass.reduce((a, b) => a + b, 0);
  const quantile = (q: number) => {
    let acc = 0;
    for (let i = 0; i < points.length; i++) if ((acc += mass[i]! / total) >= q) return points[i]!.R;
    return unlabelled;
  };
  return { estimate: quantile(0.5), low: quantile((1 - level) / 2), high: quantile(1 - (1 - level) / 2), level };
}
