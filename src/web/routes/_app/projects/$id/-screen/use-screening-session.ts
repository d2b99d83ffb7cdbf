import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CitationOutput } from '../../../../../../shared/citation.schema.ts';
import type { ReviewOutput } from '../../../../../../shared/review.schema.ts';
import { MAX_SKIPPED } from '../../../../../../shared/screening.schema.ts';
import { useTRPC } from '../../../../../trpc.ts';
import { useSaveReview, useSetMaybe } from '../../../../../hooks/use-reviews.ts';
import { useGiveDecision } from '../../../../../hooks/use-give-decision.ts';
import { useDecide } from '../../../../../hooks/use-screening.ts';

/** A record as /next served it: with whether the keyword lists hide it (it came once none they show was left). */
export type ScreenedCitation = CitationOutput & { hiddenByKeywords: boolean };

/** A decision of this sitting, kept so U can take it back. */
export interface SittingDecision {
  /** Which decision of the sitting it is: the same record may be decided again after an undo. */
  serial: number;
  citation: ScreenedCitation;
  /** 'maybe': set aside. */
  label: boolean | 'maybe';
  /** The label before it (null: unlabelled), which an undo restores. */
  previous: boolean | null;
}

/**
 * The records the next one must not be: the latest decided (their labels may not have landed yet; older
 * ones are labelled on the server anyway) and the skipped, in one order, so the query fetched ahead for
 * "after this one" is the one asked for once it is decided.
 */
const excludeList = (passed: number[], skipped: number[]) =>
  [...new Set([...passed.slice(-MAX_SKIPPED / 2), ...skipped.slice(-MAX_SKIPPED / 2)])].sort((a, b) => a - b);

/** The record on screen: loading (undefined), none left (null), or a citation. */
export type Shown = ScreenedCitation | null | undefined;

/**
 * One sitting of screening: the record on screen, the decisions made (for undo) and the records skipped.
 * The record shown is held here, not read from a query, so a retrain that reorders the project never
 * swaps it under the reader; the next one is fetched ahead while this one is read, so a decision moves on
 * at once. Records decided in this sitting are passed over too, until their decision has landed.
 */
export function useScreeningSession(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const decide = useDecide(projectId);
  const giveDecision = useGiveDecision(projectId);
  const setMaybe = useSetMaybe(projectId);
  const saveReview = useSaveReview(projectId);
  const [shown, setShown] = useState<Shown>(undefined);
  const [decisions, setDecisions] = useState<SittingDecision[]>([]);
  // The decisions as last rendered, for a decision's outcome that comes back after later ones.
  const latestDecisions = useRef(decisions);
  latestDecisions.current = decisions;
  const serial = useRef(0);
  const stillKept = (serialOf: number) => latestDecisions.current.some((d) => d.serial === serialOf);
  const [skipped, setSkipped] = useState<number[]>([]);
  const passed = useRef<number[]>([]);
  const [failed, setFailed] = useState<unknown>(null);
  /** Records set aside as Maybe when /next has none left to serve: they wait for a decision in the list. */
  const [maybeLeft, setMaybeLeft] = useState(0);

  const optionsFor = useCallback(
    (exclude: number[]) => trpc.screening.next.queryOptions({ projectId, skip: exclude }),
    [trpc, projectId],
  );
  /** Fetches the next record passing over these, shows it, and fetches the one after it ahead. */
  const show = useCallback(
    async (passedNow: number[], skippedNow: number[]) => {
      try {
        const next = await queryClient.fetchQuery(optionsFor(excludeList(passedNow, skippedNow)));
        setFailed(null);
        setMaybeLeft(next.progress.maybe);
        setShown(next.citation && { ...next.citation, hiddenByKeywords: next.hidden_by_keywords });
        if (next.citation)
          void queryClient.prefetchQuery(optionsFor(excludeList([...passedNow, next.citation.id], skippedNow)));
      } catch (error) {
        setFailed(error);
      }
    },
    [queryClient, optionsFor],
  );

  useEffect(() => {
    void show([], []);
  }, [show]);

  /** Moves on from the record shown once its decision is sent; the decision, kept for undo. */
  const decided = (citation: ScreenedCitation, label: SittingDecision['label']): SittingDecision => {
    const decision = { serial: ++serial.current, citation, label, previous: citation.is_relevant };
    setDecisions((before) => [...before, decision]);
    passed.current = [...passed.current, citation.id];
    setShown(undefined);
    void show(passed.current, skipped);
    return decision;
  };

  /** Records a decision on the record shown (an irrelevant one with its exclusion reason, once the decision has landed) and moves on. */
  const give = (label: boolean, reason?: string) => {
    if (!shown) return;
    const citationId = shown.id;
    // The decision's own promise, not mutate's onSuccess: TanStack calls that only for the observer's latest call, so
    // a reason was dropped whenever the next decision was given before this one landed (a slow server). A decision
    // whose answer never came is asked again before it is kept for undo or its record goes back into the queue.
    const { serial: given } = decided(shown, label);
    void giveDecision({ projectId, citationId, is_relevant: label }, () => stillKept(given)).then((landed) => {
      if (!landed) return putBack(given, citationId);
      if (label === false && reason) saveReview.mutate({ projectId, citationId, exclusion_reason: reason });
    });
  };

  /**
   * A decision that did not land (refused, or never answered however often asked) is no longer passed over, nor on
   * the undo list: /next serves its record again. Before, the sitting passed over it to its end, which said "Every
   * record is screened." beside "Left 1". One undone meanwhile is the undo's.
   */
  const putBack = (given: number, citationId: number) => {
    if (!stillKept(given)) return;
    passed.current = passed.current.filter((id) => id !== citationId);
    setDecisions((before) => before.filter((d) => d.serial !== given));
  };

  /** Sets the record shown aside as Maybe (out of training and the stopping test until decided) and moves on. */
  const setAside = () => {
    if (!shown) return;
    setMaybe.mutate({ projectId, citationId: shown.id, maybe: true });
    decided(shown, 'maybe');
  };

  /** Passes over the record shown for the rest of this sitting. */
  const skip = () => {
    if (!shown) return;
    const next = [...skipped, shown.id];
    setSkipped(next);
    setShown(undefined);
    void show(passed.current, next);
  };

  /** Takes the last decision of this sitting back and shows its record again. */
  const undo = (): SittingDecision | undefined => {
    const last = decisions.at(-1);
    if (!last) return undefined;
    setDecisions(decisions.slice(0, -1));
    passed.current = passed.current.filter((id) => id !== last.citation.id);
    if (last.label === 'maybe') setMaybe.mutate({ projectId, citationId: last.citation.id, maybe: false });
    // Only while the record still has this sitting's decision: a colleague's later one is not undone (409, said).
    if (last.label !== 'maybe')
      decide.mutate({ projectId, citationId: last.citation.id, is_relevant: last.previous, if_label: last.label });
    else if (last.previous !== null)
      decide.mutate({ projectId, citationId: last.citation.id, is_relevant: last.previous });
    setShown({ ...last.citation, is_relevant: last.previous });
    return last;
  };

  /** A note, tags or reason saved on a record of this sitting: kept with it, so an undo shows them. */
  const reviewed = (review: ReviewOutput) => {
    const withReview = (c: ScreenedCitation) =>
      c.id === review.citation_id
        ? { ...c, review: { note: review.note, tags: review.tags, exclusion_reason: review.exclusion_reason } }
        : c;
    setShown((now) => now && withReview(now));
    setDecisions((before) => before.map((d) => ({ ...d, citation: withReview(d.citation) })));
  };

  /** Brings the skipped records back into the queue. */
  const unskip = () => {
    setSkipped([]);
    setShown(undefined);
    void show(passed.current, []);
  };

  return {
    shown,
    decisions,
    skipped,
    failed,
    maybeLeft,
    give,
    setAside,
    skip,
    undo,
    unskip,
    reviewed,
    retry: () => void show(passed.current, skipped),
  };
}
