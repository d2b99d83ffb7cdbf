import type { NextResponse } from '../../shared/screening.schema.ts';

/** "14:05" in the reader's own time. */
const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * How current the ranking is, in words: none yet (the include keywords' order, or the file's without one),
 * retraining, or when it was trained and what it has not seen.
 */
export function modelStatus(
  status: Pick<
    NextResponse,
    'model_trained_at' | 'labelled_since_training' | 'model_retraining' | 'ordered_by_keywords'
  >,
): string {
  if (status.model_retraining) return 'Model updating…';
  if (!status.model_trained_at)
    return `${status.ordered_by_keywords ? 'Keyword' : 'File'} order until the first relevant and irrelevant decisions`;
  const unseen = status.labelled_since_training;
  const since = unseen === 0 ? 'up to date' : `${unseen} decision${unseen === 1 ? '' : 's'} since`;
  return `Model trained ${clock(status.model_trained_at)}, ${since}`;
}

/** "95" from 0.95, for the percentage fields; and back. */
export const toPercent = (share: number) => Math.round(share * 1000) / 10;
export const fromPercent = (percent: number) => Math.round(percent * 10) / 1000;

/** "p = 0.042", "p < 0.001", "p = 0", and what it must stay below for the test to say stop. */
export function pValueText(p: number, confidence: number): string {
  const value = p === 0 ? '= 0' : p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`;
  return `p ${value}, to be below ${(1 - confidence).toFixed(3)}`;
}

/**
 * What "Left" (progress.remaining: every record without a label) holds besides records still to screen, so it
 * reads beside the Unlabeled list, which leaves out what the keywords hide: "(1 Maybe, 87 hidden by keywords)",
 * or '' when it holds neither.
 */
export function leftNote(maybe: number, hidden = 0): string {
  const parts = [
    maybe > 0 ? `${maybe.toLocaleString('en-US')} Maybe` : '',
    hidden > 0 ? `${hidden.toLocaleString('en-US')} hidden by keywords` : '',
  ].filter(Boolean);
  return parts.length ? `(${parts.join(', ')})` : '';
}
