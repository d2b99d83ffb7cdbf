import type { CitationBrief } from '../../shared/dedup.schema.ts';

/** Spec section 9: a duplicate entry previews 150 characters of each abstract. */
export const ABSTRACT_PREVIEW_CHARS = 150;

/** The first 150 characters of an abstract, with an ellipsis when there was more. */
export function abstractPreview(abstract: string): string {
  const text = abstract.trim();
  return text.length > ABSTRACT_PREVIEW_CHARS ? `${text.slice(0, ABSTRACT_PREVIEW_CHARS)}…` : text;
}

/** The label badge of spec section 2: Relevant, Not Relevant, or Unknown for an unlabelled citation. */
export function relevanceBadge(isRelevant: CitationBrief['is_relevant']) {
  if (isRelevant === true) return { text: 'Relevant', color: 'success' } as const;
  if (isRelevant === false) return { text: 'Not Relevant', color: 'error' } as const;
  return { text: 'Unknown', color: 'default' } as const;
}

/** The app counts iterations from 1 ("Iteration 1 of 10") while the server stores them from 0. */
export const iterationLabel = (iteration: CitationBrief['iteration']) =>
  iteration === null ? 'No iteration' : `Iteration ${iteration + 1}`;

/** A 0–1 similarity as a whole percentage: 0.968 reads "97%". */
export const similarityPercent = (score: number) => `${Math.round(score * 100)}%`;

// English wording like the rest of the app, in the visitor's own time zone: "Mar 5, 2026, 1:00 PM".
const timestampFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a duplicate was set aside, or the raw text when it is not a readable date. */
export function processedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timestampFormat.format(date);
}
