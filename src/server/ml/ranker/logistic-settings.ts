/** The regression's settings: as tuned on the iteration protocol, and as they give way with more evidence. */

// L2 1e-3 rather than 1e-2: better on the sets where every model struggles, the same elsewhere (docs/ranking.md).
export const LOGISTIC = { l2: 1e-3, epochs: 300, rate: 2 };
/** The most labels a training saw where LOGISTIC was tuned: the iteration workflow's ten iterations of ≤ 10 + 10. */
const TUNED_LABELS = 200;
/** The fewest relevant labels such a training holds: 5 to start and at least 5 from each of nine readings after. */
const TUNED_RELEVANT = 50;
const MAX_EPOCHS = 1500;
/** Rows × epochs of one regression at most (~3 s here): the epochs stop growing once the rows alone would cost more. */
const ROW_EPOCHS = 5_000_000;

/** What a training is fitted on: its labels, how many of them are relevant, and its rows (labels + presumed sample). */
interface TrainingSize {
  labels: number;
  relevant: number;
  rows?: number;
}

/**
 * The regression's penalty and epochs for a training. Up to TUNED_LABELS labels or TUNED_RELEVANT relevant ones,
 * LOGISTIC as tuned. Beyond both, as continuous screening gathers hundreds or thousands of labels, the penalty
 * weakens with the evidence: it acts as a prior of fixed weight, which more evidence should outweigh (the loss is
 * a mean over the training rows, so a fixed penalty would weigh as much against 2,000 labels as against 20). The
 * evidence is the labels, and no more than the relevant labels bear out: with the classes balanced, a few relevant
 * labels among thousands are still a few, and a weaker penalty would let the model hold on to the relevant
 * records found so far and find the last, unlike ones later. Gradient descent runs as many times longer, since
 * its early stop regularises too and a weaker penalty takes more steps to reach: at most MAX_EPOCHS, and no more
 * than ROW_EPOCHS allow (never fewer than tuned), so a training's time stays bounded however many labels there are.
 * `byLabelsOnly`: the evidence counted as the labels alone (the rule before, for the simulation).
 */
export function logisticSettings(
  { labels, relevant, rows = labels }: TrainingSize,
  base: { l2: number; epochs: number } = LOGISTIC,
  byLabelsOnly = false,
) {
  const byRelevant = byLabelsOnly ? Infinity : relevant / TUNED_RELEVANT;
  const growth = Math.max(1, Math.min(labels / TUNED_LABELS, byRelevant));
  const epochs = Math.min(MAX_EPOCHS, Math.round(base.epochs * growth), Math.floor(ROW_EPOCHS / Math.max(rows, 1)));
  return { ...LOGISTIC, l2: base.l2 / growth, epochs: Math.max(base.epochs, epochs) };
}
