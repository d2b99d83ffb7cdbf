/**
 * Screening metrics as asreview-insights defines them (../shared/datasets/README.md), for true labels in
 * screening order: WSS@95 and Recall@10 % in percent, ATD as the mean 1-based position of the relevant records.
 */
export function screeningMetrics(labels: boolean[]) {
  const n = labels.length;
  const p = labels.filter(Boolean).length;
  const found: number[] = [];
  labels.reduce((sum, l, i) => (found[i] = sum + (l ? 1 : 0)), 0);
  const k = Math.ceil(0.95 * p);
  const random = Array.from({ length: n }, (_, i) => Math.round((p * i) / (n - 1)));
  const firstAtLeast = (xs: number[], v: number) => {
    const i = xs.findIndex((x) => x >= v);
    return i === -1 ? xs.length : i;
  };
  const wss95 = ((firstAtLeast(random, k) - firstAtLeast(found, k)) / n) * 100;
  const recall10 = ((found[Math.ceil(0.1 * n) - 1] ?? 0) / p) * 100;
  const positions = labels.flatMap((l, i) => (l ? [i + 1] : []));
  return { wss95, recall10, atd: positions.reduce((a, b) => a + b, 0) / p };
}
