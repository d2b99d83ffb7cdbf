import type { ScreeningProgress } from '../../../shared/screening.schema.ts';

/**
 * Where screening stands, from the project's active citations, its labels and its Maybe records (maybeCount):
 * the one reckoning of /next's progress and /stopping's `remaining`, so the screening view's "Left", the
 * labelling and results pages' counters and the stopping test count the same records.
 */
export function screeningProgress(counts: {
  total: number;
  relevant: number;
  irrelevant: number;
  maybe: number;
}): ScreeningProgress {
  const screened = counts.relevant + counts.irrelevant;
  const remaining = counts.total - screened;
  return { ...counts, screened, remaining, unlabelled: remaining - counts.maybe };
}
