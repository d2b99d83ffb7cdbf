import type { AgreementResponse } from '../../../shared/dual.schema.ts';

/**
 * Cohen's kappa of two ratings per item (true/false): observed agreement corrected for the agreement the
 * two raters' own rates would give by chance. Null when it is undefined: no pair, or chance agreement is 1
 * (both always gave the same one answer).
 */
export function cohensKappa(pairs: ReadonlyArray<readonly [boolean, boolean]>): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const observed = pairs.filter(([a, b]) => a === b).length / n;
  const firstYes = pairs.filter(([a]) => a).length / n;
  const secondYes = pairs.filter(([, b]) => b).length / n;
  const chance = firstYes * secondYes + (1 - firstYes) * (1 - secondYes);
  if (chance >= 1) return null;
  return (observed - chance) / (1 - chance);
}

export interface Vote {
  citation_id: number;
  user_id: number;
  reviewer: string;
  decision: boolean;
}

/**
 * Agreement from every reviewer's own decisions (ordered by record, then first decided first): a record
 * with two or more decisions is a pair of its first two, and it agrees when those two are the same. The
 * agreement, each reviewer's figures and the kappa all read the same pairs (a later third decision, such as a
 * lead's, makes the record a conflict to resolve but does not change how far its two screeners agreed).
 * The records awaiting a second reviewer and the conflicts are counted as citation-counts.sql.ts defines them
 * (a record with one decision that is decided otherwise, e.g. under one screener per record, awaits nobody).
 */
export function agreementOf(
  votes: readonly Vote[],
  counts: { resolved: number; openConflicts: number; awaitingSecond: number },
  screenersPerRecord: number,
): AgreementResponse {
  const byRecord = new Map<number, Vote[]>();
  for (const v of votes) byRecord.set(v.citation_id, [...(byRecord.get(v.citation_id) ?? []), v]);
  const reviewers = new Map<number, AgreementResponse['reviewers'][number]>();
  const pairs: Array<[boolean, boolean]> = [];
  let agreed = 0;
  for (const record of byRecord.values()) {
    const paired = record.length >= 2;
    const agrees = paired && record[0]!.decision === record[1]!.decision;
    if (paired) {
      pairs.push([record[0]!.decision, record[1]!.decision]);
      if (agrees) agreed++;
    }
    for (const [k, v] of record.entries()) {
      const r = reviewers.get(v.user_id) ?? {
        user_id: v.user_id,
        reviewer: v.reviewer,
        decided: 0,
        paired: 0,
        agreed: 0,
      };
      r.decided++;
      // The pair is the first two decisions: a third reviewer's decision is counted, not paired.
      if (paired && k < 2) r.paired++;
      if (agrees && k < 2) r.agreed++;
      reviewers.set(v.user_id, r);
    }
  }
  return {
    screeners_per_record: screenersPerRecord,
    reviewers: [...reviewers.values()].sort((a, b) => b.decided - a.decided || a.reviewer.localeCompare(b.reviewer)),
    pairs: pairs.length,
    agreed,
    agreement: pairs.length === 0 ? null : agreed / pairs.length,
    kappa: cohensKappa(pairs),
    awaiting_second: counts.awaitingSecond,
    open_conflicts: counts.openConflicts,
    resolved_conflicts: counts.resolved,
  };
}
