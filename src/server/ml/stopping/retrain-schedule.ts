/**
 * When continuous screening retrains: after every `retrainEvery(labelled)` new decisions. One decision
 * at a time while a review is young (the model changes most then, and a training on a few labels is
 * cheap), then a batch growing with the review — RETRAIN_SHARE of the decisions made so far, as
 * AutoTAR's batches grow by a tenth (Cormack & Grossman 2015) — so the number of trainings grows with the
 * logarithm of the decisions, not with the decisions: 20 + ln(L / 20) / ln(1.05) for L decisions, about
 * 150 for 10,000 and 195 for all of a 100,000-citation project (a few seconds each at that size).
 * Chosen in docs/ranking.md ("Continuous screening"): against 2 % it cost no WSS@95 on ace and less than
 * half the training time.
 */
export const RETRAIN_SHARE = 0.05;

export function retrainEvery(labelled: number, share = RETRAIN_SHARE): number {
  return Math.max(1, Math.floor(labelled * share));
}
