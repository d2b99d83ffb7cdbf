import type { CitationBrief } from '../../../../../../shared/dedup.schema.ts';

/** A duplicate entry previews 150 characters of each abstract. */
export const ABSTRACT_PREVIEW_CHARS = 150;

/** The first 150 characters of an abstract, with an ellipsis when there was more. */
export function abstractPreview(abstract: string): string {
  const text = abstract.trim();
  return text.length > ABSTRACT_PREVIEW_CHARS ? `${text.slice(0, ABSTRACT_PREVIEW_CHARS)}…` : text;
}

/**
 * The label badge of a duplicate entry, Relevant or Not Relevant; none for a citation not labelled yet
 * (issue 20: an "Unknown" badge on every fresh citation read as a warning about it).
 */
export function relevanceBadge(isRelevant: CitationBrief['is_relevant']) {
  if (isRelevant === true) return { text: 'Relevant', color: 'success' } as const;
  if (isRelevant === false) return { text: 'Not Relevant', color: 'error' } as const;
  return undefined;
}

/** The app counts iterations from 1 ("Iteration 1 of 10") while the server stores them from 0; nothing before a label. */
export const iterationLabel = (iteration: CitationBrief['iteration']) =>
  iteration === null ? undefined : `Iteration ${iteration + 1}`;

/**
 * A 0–1 similarity as a whole percentage: 0.968 reads "97%". Only identical details read "100%": a pair that
 * differs, however little, reads 99.x % cut (not rounded) to one decimal, 0.9996 "99.9%".
 */
export const similarityPercent = (score: number) =>
  score < 1 && Math.round(score * 100) === 100 ? `${Math.floor(score * 1000) / 10}%` : `${Math.round(score * 100)}%`;

/** What a removed pair's similarity means, in words. */
export function similarityMeaning(score: number): string {
  // From the percentage shown, so that one figure always reads the same way.
  const percent = Math.round(score * 100);
  if (percent >= 97) return 'almost certainly the same publication';
  if (percent >= 90) return 'very likely the same publication';
  if (percent >= 75) return 'possibly the same publication: check the details';
  return 'alike in places: check the details';
}

/** A removed pair's one similarity figure: "Match 93% — very likely the same publication". */
export const matchText = (score: number) => `Match ${similarityPercent(score)} — ${similarityMeaning(score)}`;

/**
 * A possible duplicate's one similarity figure. Automatic removal left the pair for a person because a detail
 * disagrees or evidence is missing, so however alike its words it is never called the same publication, and a
 * pair whose reason names what contradicts it ("…; but different volumes") says so: "Match 98% — very alike,
 * but not proven the same publication: check the details".
 */
export function possibleMatchText(score: number, reason: string): string {
  const percent = Math.round(score * 100);
  const meaning = reason.includes('; but ')
    ? 'alike, but a detail differs: check it'
    : percent >= 90
      ? 'very alike, but not proven the same publication: check the details'
      : similarityMeaning(score);
  return `Match ${similarityPercent(score)} — ${meaning}`;
}

/**
 * A reason without figures of its own, so the pair shows one percentage: "title 97% similar" reads
 * "nearly identical title". Reasons in other words are shown as they come.
 */
export const plainReason = (reason: string) =>
  reason.replace(/\b([a-z]+) (\d{1,3})% similar\b/gi, (_all, field: string, percent: string) => {
    const n = Number(percent);
    return `${n >= 95 ? 'nearly identical' : n >= 80 ? 'similar' : 'partly similar'} ${field}`;
  });

/** The spec's method codes (shown in upper case) with what each means. */
export const METHOD_MEANING: Record<string, string> = {
  exact: 'identical records, case and punctuation aside',
  doi: 'same DOI',
  similar: 'same details, written differently',
  manual: 'removed by a person',
};

// English wording like the rest of the app, in the visitor's own time zone: "Mar 5, 2026, 1:00 PM".
const timestampFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a duplicate was set aside, or the raw text when it is not a readable date. */
export function processedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timestampFormat.format(date);
}
