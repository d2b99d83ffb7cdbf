import { MIN_LABELS_PER_CLASS } from '../../shared/citation.schema.ts';
import type { StillToFindSummary } from '../../shared/training.schema.ts';
import { fewRelevantLeft, type LabelCounts } from '../lib/label-rules.ts';
import { useResultsSummary } from './use-results-summary.ts';

/** Where an iteration review stands once this iteration's irrelevant class is full with relevant labels short. */
export type LateInReview =
  /** Nothing to say: the class is not full, or the estimate is still loading. */
  | { kind: 'none' }
  /** "Still to find" holds at least 5 relevant citations: read on, the next training is within reach. */
  | { kind: 'read-on'; estimate: StillToFindSummary & { low: number; high: number } }
  /** No estimate, or fewer than 5 may be left: the model may not train again; the ways forward. */
  | { kind: 'stuck' };

/** Reads "Still to find" only once the irrelevant class is full and relevant labels are short (fewRelevantLeft). */
export function useLateInReview(projectId: number, counts: LabelCounts | undefined): LateInReview {
  const few = counts !== undefined && fewRelevantLeft(counts);
  const summary = useResultsSummary(projectId, few);
  if (!few) return { kind: 'none' };
  if (summary.isPending) return { kind: 'none' };
  const estimate = summary.data?.still_to_find;
  if (estimate && estimate.low !== null && estimate.high !== null && estimate.low >= MIN_LABELS_PER_CLASS) {
    return { kind: 'read-on', estimate: { ...estimate, low: estimate.low, high: estimate.high } };
  }
  return { kind: 'stuck' };
}
