import { describe, expect, it } from 'vitest';
import { agreementOf, cohensKappa, fleissKappa } from '../../../src/server/modules/dual-screening/agreement.ts';
import { agreedDecision } from '../../../src/server/modules/dual-screening/votes.service.ts';
import { kappaWords } from '../../../src/web/routes/_app/projects/$id/-conflicts/dual-display.ts';

describe("blind dual screening's agreement", () => {
  it("computes Cohen's kappa as in the textbook 2×2 example, and none where it is undefined", () => {
    // 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no: po = 0.7, pe = 0.5·0.6 + 0.5·0.4 = 0.5, kappa = 0.4.
    const pairs: Array<[boolean, boolean]> = [
      ...Array.from({ length: 20 }, () => [true, true] as [boolean, boolean]),
      ...Array.from({ length: 5 }, () => [true, false] as [boolean, boolean]),
      ...Array.from({ length: 10 }, () => [false, true] as [boolean, boolean]),
      ...Array.from({ length: 15 }, () => [false, false] as [boolean, boolean]),
    ];
    expect(cohensKappa(pairs)).toBeCloseTo(0.4, 10);
    expect(cohensKappa([])).toBeNull();
    // Both always said no: agreement is perfect but chance explains all of it.
    expect(cohensKappa([[false, false]])).toBeNull();
    expect(kappaWords(0.4)).toBe('fair');
    expect(kappaWords(-0.1)).toBe('poor (below chance)');
  });

  it('decides a record only when two or more reviewers agree', () => {
    expect(agreedDecision([])).toBeNull();
    expect(agreedDecision([true])).toBeNull();
    expect(agreedDecision([true, true])).toBe(true);
    expect(agreedDecision([false, false])).toBe(false);
    expect(agreedDecision([true, false])).toBeNull();
    expect(agreedDecision([false, false, true])).toBeNull();
  });

  /** A pair member as decisionsAndConflicts reads them: blind and now the same unless `now` is given. */
  const member = (citation_id: number, user_id: number, blind: boolean, now: boolean | null = blind) => ({
    citation_id,
    user_id,
    reviewer: ['', 'Ann', 'Ben', 'Lena'][user_id]!,
    blind,
    decision: now,
    labelled: false,
    resolved: false,
  });
  const vote = (citation_id: number, user_id: number, decision: boolean) => ({
    citation_id,
    user_id,
    reviewer: ['', 'Ann', 'Ben', 'Lena'][user_id]!,
    decision,
  });

  it('counts pairs and each reviewer’s agreement from the pairs, decisions from the votes, and the waiting records as counted', () => {
    const result = agreementOf(
      [vote(1, 1, true), vote(1, 2, true), vote(2, 1, false), vote(2, 2, true), vote(3, 1, false)],
      [member(1, 1, true), member(1, 2, true), member(2, 1, false), member(2, 2, true)],
      { resolved: 0, openConflicts: 1, awaitingSecond: 1 },
      2,
    );
    expect(result).toMatchObject({ pairs: 2, agreed: 1, agreement: 0.5, awaiting_second: 1, open_conflicts: 1 });
    expect(result.reviewers).toEqual([
      { user_id: 1, reviewer: 'Ann', decided: 3, paired: 2, agreed: 1, changed_after_shown: 0 },
      { user_id: 2, reviewer: 'Ben', decided: 2, paired: 2, agreed: 1, changed_after_shown: 0 },
    ]);
  });

  it('reads the agreement and the kappa from the same pairs, the blind decisions, when a third comes later', () => {
    // Ann and Ben agree on both records; then Lena, a lead, clicks the other way on the first.
    const result = agreementOf(
      [vote(1, 1, true), vote(1, 2, true), vote(1, 3, false), vote(2, 1, false), vote(2, 2, false)],
      [member(1, 1, true), member(1, 2, true), member(2, 1, false), member(2, 2, false)],
      { resolved: 0, openConflicts: 1, awaitingSecond: 0 },
      2,
    );
    expect(result).toMatchObject({ pairs: 2, agreed: 2, agreement: 1, open_conflicts: 1 });
    expect(result.kappa).toBe(
      cohensKappa([
        [true, true],
        [false, false],
      ]),
    );
    expect(result.reviewers.find((r) => r.reviewer === 'Lena')).toMatchObject({ decided: 1, paired: 0, agreed: 0 });
  });

  it('keeps a change made after seeing the other decision out of the agreement, and counts it and the conflict it settled', () => {
    // Record 1: Ann yes, Ben no, then Ben yes (the record is labelled). Record 2: both yes, then Ann takes hers back.
    const settled = { ...member(1, 2, false, true), labelled: true };
    const result = agreementOf(
      [vote(1, 1, true), vote(1, 2, true), vote(2, 2, true)],
      [{ ...member(1, 1, true), labelled: true }, settled, member(2, 1, true, null), member(2, 2, true)],
      { resolved: 0, openConflicts: 0, awaitingSecond: 1 },
      2,
    );
    expect(result).toMatchObject({ pairs: 2, agreed: 1, agreement: 0.5, changed_after_shown: 2, settled_by_change: 1 });
    expect(result.reviewers).toEqual([
      { user_id: 2, reviewer: 'Ben', decided: 2, paired: 2, agreed: 1, changed_after_shown: 1 },
      { user_id: 1, reviewer: 'Ann', decided: 1, paired: 2, agreed: 1, changed_after_shown: 1 },
    ]);
  });

  it("gives two reviewers Cohen's kappa of one's decisions against the other's, whoever decided first", () => {
    // 14 pairs of Lena (3) and Ben (2): Lena said relevant once, Ben six times, and they agreed on 9 (1 yes, 8 no).
    const decisions: Array<[boolean, boolean]> = [
      [true, true],
      ...Array.from({ length: 8 }, (): [boolean, boolean] => [false, false]),
      ...Array.from({ length: 5 }, (): [boolean, boolean] => [false, true]),
    ];
    const kappaWhenFirst = (lenaFirst: (record: number) => boolean) =>
      agreementOf(
        [],
        decisions.flatMap(([lena, ben], record) =>
          lenaFirst(record)
            ? [member(record, 3, lena), member(record, 2, ben)]
            : [member(record, 2, ben), member(record, 3, lena)],
        ),
        { resolved: 0, openConflicts: 5, awaitingSecond: 0 },
        2,
      );
    // po = 9/14, pe = 1/14 · 6/14 + 13/14 · 8/14 = 110/196: kappa = 0.186, as a statistics package gives from the two columns.
    const expected = (9 / 14 - 110 / 196) / (1 - 110 / 196);
    for (const order of [() => true, () => false, (r: number) => r % 2 === 0, (r: number) => r >= 7]) {
      const result = kappaWhenFirst(order);
      expect(result.kappa).toBeCloseTo(expected, 12);
      expect(result.kappa_method).toBe('cohen');
    }
    // Reading the first and second decision by time instead mixed the two reviewers' rates: with Lena first on every
    // other record, 0.054.
    const byTime = decisions.map(([lena, ben], r): [boolean, boolean] => (r % 2 === 0 ? [lena, ben] : [ben, lena]));
    expect(cohensKappa(byTime)).toBeCloseTo((9 / 14 - 122 / 196) / (1 - 122 / 196), 12);
  });

  it("gives pairs of more than two reviewers Fleiss' kappa, which does not depend on who is first", () => {
    const result = agreementOf(
      [],
      [
        member(1, 1, true),
        member(1, 2, true),
        member(2, 2, false),
        member(2, 3, true),
        member(3, 1, false),
        member(3, 3, false),
      ],
      { resolved: 0, openConflicts: 1, awaitingSecond: 0 },
      2,
    );
    // po = 2/3; three yes of six ratings: pe = 0.5² + 0.5² = 0.5; kappa = (2/3 − 1/2) / (1/2) = 1/3.
    expect(result.kappa_method).toBe('fleiss');
    expect(result.kappa).toBeCloseTo(1 / 3, 12);
    expect(fleissKappa([[true, false]])).toBe(fleissKappa([[false, true]]));
    expect(agreementOf([], [], { resolved: 0, openConflicts: 0, awaitingSecond: 0 }, 2)).toMatchObject({
      kappa: null,
      kappa_method: null,
    });
  });
});
