/**
 * Bulk work on many rows (an import's inserts, keyword verdicts a range of citations at a time) goes in statements
 * sized to take about a target time each: on the embedded database each statement holds the server's only thread,
 * and the clicks that come meanwhile wait for it to end. The next statement takes as many rows as the target over
 * the time a row took (the last statement's, or a mean of the last few), at most twice as many as the last one (a
 * quick statement on a warm cache says little of the next), within `min`..`max`.
 *
 * The purge and the keyword samples keep their own rule (double below half the target, halve above it): it keeps
 * their statements at about two thirds of the target, and sized by this rule at the same targets (20 and 30 ms)
 * they made the label clicks beside heavy work slower (bench:load --heavy, docs/performance.md, Load).
 */
export function rowsToTake(
  targetMs: number,
  rowMs: number,
  lastRows: number,
  { min, max }: { min: number; max: number },
): number {
  const fitting = rowMs > 0 ? Math.floor(targetMs / rowMs) : Infinity;
  return Math.max(min, Math.min(max, 2 * lastRows, fitting));
}
