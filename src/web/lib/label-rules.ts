import {
  MAX_LABELS_PER_CLASS,
  MIN_LABELS_PER_CLASS,
  type CitationOutput,
  type FilterResult,
} from '../../shared/citation.schema.ts';
import { labelIsLocked, labelRefusal, type LabelRefusal } from '../../shared/label-rules.ts';
import { keywordMessages } from '../../shared/messages.ts';
import { labellingScreenMessages as text } from '../../shared/labelling-screen.messages.ts';

/** Relevant, irrelevant, or none (Deselect). */
export type Label = boolean | null;
export type LabelCounts = FilterResult['label_counts'];
type Labelled = Pick<CitationOutput, 'is_relevant' | 'iteration'>;

const labelName = (label: boolean) => (label ? 'relevant' : 'irrelevant');

/**
 * A label given in an earlier iteration was used in training and stays as it is. A
 * continuous project (`continuous`) has no locks and no caps: every decision can change.
 */
export const isLocked = (citation: Labelled, counts: LabelCounts, continuous = false) =>
  !continuous && labelIsLocked(citation, counts.iteration);

/** Why a label button cannot be used on this citation, or undefined when it can: the server's rules (shared/label-rules.ts). */
export function buttonBlock(
  citation: Labelled,
  label: Label,
  counts: LabelCounts,
  continuous = false,
): string | undefined {
  const refusal: LabelRefusal | undefined = labelRefusal({
    continuous,
    currentIteration: counts.iteration,
    citation,
    label,
    classCount: label === null ? 0 : label ? counts.relevant : counts.irrelevant,
  });
  if (refusal === 'maximum') return text.classFull(labelName(label!), MAX_LABELS_PER_CLASS);
  return refusal && refusal !== 'duplicate' ? keywordMessages[refusal] : undefined;
}

/** Why each label button (Relevant, Irrelevant, Deselect) cannot be used on this citation. */
export const labelBlocks = (citation: Labelled, counts: LabelCounts, continuous = false) => ({
  relevant: buttonBlock(citation, true, counts, continuous),
  irrelevant: buttonBlock(citation, false, counts, continuous),
  deselect: buttonBlock(citation, null, counts, continuous),
});

/** Why a label asked for by keyboard does nothing: the button rules, plus asking for what is already there. */
export function shortcutBlock(
  citation: Labelled,
  label: Label,
  counts: LabelCounts,
  continuous = false,
): string | undefined {
  const block = buttonBlock(citation, label, counts, continuous);
  if (block) return block;
  if (label === null) return citation.is_relevant === null ? text.notLabeled : undefined;
  return citation.is_relevant === label ? text.alreadyLabeled : undefined;
}

function tally(counts: LabelCounts, citation: Labelled, step: number): LabelCounts {
  if (citation.is_relevant === null || citation.iteration !== counts.iteration) return counts;
  const key = citation.is_relevant ? 'relevant' : 'irrelevant';
  return { ...counts, [key]: counts[key] + step };
}

/**
 * A page of the list as it will be once the server has the label: the citation carries the label and
 * the current iteration, and the counters move with it. Used for the optimistic update and to undo it.
 */
export function applyLabel(page: FilterResult, citationId: number, label: Label): FilterResult {
  const citation = page.citations.find((c) => c.id === citationId);
  if (!citation) return page;
  const labelled = {
    ...citation,
    is_relevant: label,
    iteration: label === null ? null : page.label_counts.iteration,
  };
  return {
    ...page,
    citations: page.citations.map((c) => (c.id === citationId ? labelled : c)),
    label_counts: tally(tally(page.label_counts, citation, -1), labelled, 1),
  };
}

/**
 * Blind dual screening: a citation as its reviewer sees it in the list — with their own decision, the
 * record's own waiting for a second reviewer.
 */
export const ownDecisionView = (c: CitationOutput): CitationOutput => ({
  ...c,
  is_relevant: c.review?.decision ?? null,
});

/** Blind dual screening: the caller's own decision given on the page on screen (the record's label is the server's to settle). */
export function applyOwnDecision(page: FilterResult, citationId: number, label: Label): FilterResult {
  const mine = (c: CitationOutput): CitationOutput => ({
    ...c,
    review: { note: null, tags: [], exclusion_reason: null, ...c.review, decision: label },
  });
  return { ...page, citations: page.citations.map((c) => (c.id === citationId ? mine(c) : c)) };
}

/** Training needs at least 5 labels of each class in the current iteration. */
export const trainingReady = (counts: LabelCounts) =>
  counts.relevant >= MIN_LABELS_PER_CLASS && counts.irrelevant >= MIN_LABELS_PER_CLASS;

/**
 * Late in a review: a model exists, this iteration's irrelevant class is full and fewer than 5 relevant
 * citations are labelled, so reading on can only add irrelevant ones the model cannot use. Only then do
 * the pages say so and offer the ways forward; right after a training (no labels yet) they do not.
 */
export const fewRelevantLeft = (counts: LabelCounts) =>
  counts.iteration > 0 && counts.irrelevant >= MAX_LABELS_PER_CLASS && counts.relevant < MIN_LABELS_PER_CLASS;
