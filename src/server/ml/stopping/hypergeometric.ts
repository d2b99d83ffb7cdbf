// Hypergeometric probabilities in log space, accurate for populations of hundreds of thousands.
// X ~ Hypergeometric(population M, successes K, draws n): the number of successes in n draws
// without replacement from M items of which K are successes.

const SMALL = 256;
const smallLogFactorials: number[] = [0];
for (let i = 1; i < SMALL; i++) smallLogFactorials.push(smallLogFactorials[i - 1]! + Math.log(i));

/** ln(n!) — exact sums below 256, Stirling's series above (error < 1e-15 relative there). */
export function logFactorial(n: number): number {
  if (n < SMALL) return smallLogFactorials[n]!;
  const inv = 1 / n;
  const inv2 = inv * inv;
  return n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + inv * (1 / 12 - inv2 * (1 / 360 - inv2 / 1260));
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/** ln P(X = i); -Infinity outside the support. */
export function logHypergeometricPmf(i: number, M: number, K: number, n: number): number {
  if (i < Math.max(0, n - (M - K)) || i > Math.min(n, K)) return -Infinity;
  return logChoose(K, i) + logChoose(M - K, n - i) - logChoose(M, n);
}

const NEGLIGIBLE = 1e-17;

/**
 * P(X <= k). Sums the pmf from k towards the nearer tail with the term ratio recurrence, so the
 * sum never overflows: below the mean it sums the lower tail, at or above it 1 - the upper tail.
 * `enough` (optional): the caller only needs to know whether the result is below it; summing
 * the lower tail stops early once it reaches `enough` and returns a value ≥ enough.
 */
export function hypergeometricCdf(k: number, M: number, K: number, n: number, enough = Infinity): number {
  if (!(M >= 0 && K >= 0 && K <= M && n >= 0 && n <= M)) throw new RangeError('invalid hypergeometric parameters');
  const lo = Math.max(0, n - (M - K));
  const hi = Math.min(n, K);
  if (k < lo) return 0;
  if (k >= hi) return 1;
  const mean = (n * K) / M;
  if (k < mean) {
    // Lower tail: t(i-1)/t(i) = i (M-K-n+i) / ((K-i+1)(n-i+1)); terms fall as i falls.
    const first = Math.exp(logHypergeometricPmf(k, M, K, n));
    let term = first;
    let sum = first;
    for (let i = k; i > lo; i--) {
      term *= (i * (M - K - n + i)) / ((K - i + 1) * (n - i + 1));
      sum += term;
      if (term < NEGLIGIBLE * sum || sum >= enough) break;
    }
    return Math.min(1, sum);
  }
  // Upper tail from k+1: t(i+1)/t(i) = (K-i)(n-i) / ((i+1)(M-K-n+i+1)); terms fall as i rises.
  let term = Math.exp(logHypergeometricPmf(k + 1, M, K, n));
  let upper = term;
  for (let i = k + 1; i < hi; i++) {
    term *= ((K - i) * (n - i)) / ((i + 1) * (M - K - n + i + 1));
    upper += term;
    if (term < NEGLIGIBLE * upper) break;
  }
  return Math.max(0, 1 - upper);
}
