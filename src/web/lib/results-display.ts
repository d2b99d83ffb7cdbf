import { displayedIteration, MAX_ITERATIONS } from '../../shared/training.schema.ts';

export { allTrainingsDone } from '../../shared/training.schema.ts';

/** "Iteration n/10", n as displayedIteration counts it: 10/10 after the tenth training, never 11/10. */
export const iterationLabel = (currentIteration: number) =>
  `Iteration ${displayedIteration(currentIteration)}/${MAX_ITERATIONS}`;

/** "0.93", or a dash when cross-validation could not run (too few labels of a class). */
export function aucLabel(metrics: Record<string, unknown> | null): string {
  const auc = metrics?.cv_auc;
  return typeof auc === 'number' ? auc.toFixed(2) : '–';
}

/** "850 ms", "4.2 s". */
export const durationLabel = (ms: number) => (ms < 1_000 ? `${ms} ms` : `${(ms / 1_000).toFixed(1)} s`);

/** The label counts of a class as the charts round them: whole citations, thousands separated. */
export const countLabel = (n: number) => n.toLocaleString('en-US');

/**
 * The top of a chart's scale: the smallest of 2, 4, 6, 8, 10, 20, 40, … that holds `n`, so the line
 * drawn at half height always stands for a whole number.
 */
export function chartCeiling(n: number): number {
  let scale = 1;
  for (;;) {
    const fit = [2, 4, 6, 8, 10].map((step) => step * scale).find((top) => top >= n);
    if (fit !== undefined) return fit;
    scale *= 10;
  }
}
