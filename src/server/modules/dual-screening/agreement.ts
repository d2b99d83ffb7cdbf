import type { AgreementResponse } from '../../../shared/dual.schema.ts';

/**
 * Cohen's kappa of two raters' ratings per item (true/false), the first of each pair always the same rater:
 * observed agreement corrected for the agreement the two raters' own rates would give by chance. Null when it is
 * undefined: no pair, or chance agreement is 1 (both always gave the same one answer).
 */
export function cohensKappa(pairs: ReadonlyArray<readonly [boolean, boolean]>): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const observed = pairs.filter(([a, b]) => a === b).length / n;
  const firstYes = pairs.filter(([a]) => a).length / n;
  const secondYes = pairs.filter(([, b]) => b).length / n;
  return corrected(observed, firstYes * secondYes + (1 - firstYes) * (1 - secondYes));
}

/**
 * Fleiss' kappa of two ratings per item by raters that vary from item to item (Fleiss 1971): chance agreement
 * from the rate of all ratings pooled, so it does not matter which rating of a pair is whose. Null when undefined.
 */
export function fleissKappa(pairs: ReadonlyArray<readonly [boolean, boolean]>): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const observed = pairs.filter(([a, b]) => a === b).length / n;
  const yes = pairs.reduce((sum, [a, b]) => sum + (a ? 1 : 0) + (b ? 1 : 0), 0) / (2 * n);
  return corrected(observed, yes * yes + (1 - yes) * (1 - yes));
}

const corrected = (observed: number, chance: number) => (chance >= 1 ? null : (observed - chance) / (1 - chance));

/**
 * The kappa of the pairs' blind decisions. Two reviewers in all: Cohen's, each pair read as (the one reviewer's
 * decision, the other's), as a statistics package reads the two reviewers' columns; pairing them by who happened
 * to decide first mixes the two reviewers' rates and changes the figure with the order of the clicks. More
 * reviewers, pairs of different people: Cohen's kappa has no two raters to compare, and Fleiss' kappa is the one
 * defined for raters that vary by record.
 */
export function pairsKappa(pairs: ReadonlyArray<readonly [PairMember, PairMember]>): {
  kappa: number | null;
  kappa_method: 'cohen' | 'fleiss' | null;
} {
  if (pairs.length === 0) return { kappa: null, kappa_method: null };
  const reviewers = [...new Set(pairs.flatMap(([a, b]) => [a.user_id, b.user_id]))].sort((a, b) => a - b);
  if (reviewers.length > 2)
    return {
      kappa: fleissKappa(pairs.map(([a, b]): [boolean, boolean] => [a.blind, b.blind])),
      kappa_method: 'fleiss',
    };
  const byReviewer = pairs.map(([a, b]): [boolean, boolean] =>
    a.user_id === reviewers[0] ? [a.blind, b.blind] : [b.blind, a.blind],
  );
  return { kappa: cohensKappa(byReviewer), kappa_method: 'cohen' };
}

/** A reviewer's own decision on a record now. */
export interface Vote {
  citation_id: number;
  user_id: number;
  reviewer: string;
  decision: boolean;
}

/** One of the two reviewers of a record's pair: their blind decision, their decision now, and the record's state. */
export interface PairMember {
  citation_id: number;
  user_id: number;
  reviewer: string;
  /** The decision they had when the pair became complete, before seeing the other's. */
  blind: boolean;
  /** Their decision now (null: taken back). */
  decision: boolean | null;
  /** The record has its label now. */
  labelled: boolean;
  /** A lead resolved the record. */
  resolved: boolean;
}

type ReviewerFigures = AgreementResponse['reviewers'][number];

const byCitation = <T extends { citation_id: number }>(rows: readonly T[]) => {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.citation_id, [...(map.get(r.citation_id) ?? []), r]);
  return map;
};

/**
 * Agreement from the reviewers' blind decisions: each record's pair is the two decisions its first two reviewers
 * had when the second of them decided (`members`, ordered by record, then first decided first), and it agrees
 * when those two are the same. The agreement, each reviewer's figures and the kappa all read the same pairs, so a
 * change a reviewer makes after seeing the other decision (an undo and a new decision included) moves none of them:
 * it is counted apart (`changed_after_shown`), and a conflict it settled too (`settled_by_change`). A third
 * reviewer's decision (a lead's click) is counted in `decided`, never paired. `decided` counts each reviewer's
 * decisions now (`votes`). The records awaiting a second reviewer and the conflicts are counted as
 * citation-counts.sql.ts defines them.
 */
export function agreementOf(
  votes: readonly Vote[],
  members: readonly PairMember[],
  counts: { resolved: number; openConflicts: number; awaitingSecond: number },
  screenersPerRecord: number,
): AgreementResponse {
  const reviewers = new Map<number, ReviewerFigures>();
  const figuresOf = (v: { user_id: number; reviewer: string }) => {
    const r = reviewers.get(v.user_id) ?? {
      user_id: v.user_id,
      reviewer: v.reviewer,
      decided: 0,
      paired: 0,
      agreed: 0,
      changed_after_shown: 0,
    };
    reviewers.set(v.user_id, r);
    return r;
  };
  for (const v of votes) figuresOf(v).decided++;
  const pairs: Array<[PairMember, PairMember]> = [];
  let agreed = 0;
  let changed = 0;
  let settledByChange = 0;
  for (const pair of byCitation(members).values()) {
    if (pair.length !== 2) continue;
    const [first, second] = pair as [PairMember, PairMember];
    const agrees = first.blind === second.blind;
    pairs.push([first, second]);
    if (agrees) agreed++;
    if (pair.some((m) => m.decision !== m.blind)) changed++;
    if (!agrees && first.labelled && !first.resolved) settledByChange++;
    for (const m of pair) {
      const r = figuresOf(m);
      r.paired++;
      if (agrees) r.agreed++;
      if (m.decision !== m.blind) r.changed_after_shown++;
    }
  }
  return {
    screeners_per_record: screenersPerRecord,
    reviewers: [...reviewers.values()].sort((a, b) => b.decided - a.decided || a.reviewer.localeCompare(b.reviewer)),
    pairs: pairs.length,
    agreed,
    agreement: pairs.length === 0 ? null : agreed / pairs.length,
    ...pairsKappa(pairs),
    changed_after_shown: changed,
    settled_by_change: settledByChange,
    awaiting_second: counts.awaitingSecond,
    open_conflicts: counts.openConflicts,
    resolved_conflicts: counts.resolved,
  };
}
