import { describe, expect, it } from 'vitest';
import type { DecisionOutput } from '../../src/shared/screening.schema.ts';
import { decisionKind } from '../../src/server/modules/export/results-rows.ts';
import { BLIND_DECISIONS_FROM_HISTORY } from '../../prisma-free-migrations/Migration20261207004511_blind_decisions.ts';
import { teamOfThree, type Account } from '../helpers/team-project.ts';
import { testDatabases } from '../helpers/test-app.ts';
import { rowsOf, workbookOf } from '../helpers/workbook-sheets.ts';

/**
 * The agreement figures read each reviewer's blind decision: the one they had given when the record's pair
 * became complete. A change after that point (after seeing the colleague's decision) is allowed and marked, and
 * moves neither the agreement nor the kappa; an undo before the pair is complete is a plain correction.
 */
describe.each(testDatabases())('agreement from blind decisions on $name', (db) => {
  const { t, owner, ann, ben, call, newProject, decide, recordLabel } = teamOfThree(db);
  const agreement = async (id: number) => (await call('GET', `/api/projects/${id}/agreement`)).json();
  const history = async (id: number) =>
    (await call('GET', `/api/projects/${id}/decisions?page=1&page_size=100`)).json().decisions as DecisionOutput[];
  const summaryOf = async (id: number) => {
    const { book, summary } = await workbookOf((await call('GET', `/api/projects/${id}/download`)).rawPayload);
    const { rows } = rowsOf(book.getWorksheet('Ranked citations')!);
    return { summary, row: (citation: number) => rows.find((r) => r.ID === citation)! };
  };

  it('a reviewer who takes back a decision after seeing the other and agrees instead does not raise the agreement or the kappa', async () => {
    const { id, ids } = await newProject();
    const [a, b, c] = ids as [number, number, number];
    await decide(id, a, true, ann);
    await decide(id, a, true, ben);
    await decide(id, b, false, ann);
    await decide(id, b, false, ben);
    await decide(id, c, true, ann);
    await decide(id, c, false, ben);
    // The pair is complete: Ben now sees Ann's decision on the Conflicts page, takes his back and agrees.
    const conflicts = (await call('GET', `/api/projects/${id}/conflicts`, undefined, ben)).json();
    expect(conflicts.conflicts.map((x: { citation: { id: number } }) => x.citation.id)).toEqual([c]);
    await decide(id, c, null, ben);
    await decide(id, c, true, ben);
    expect(await recordLabel(c)).toBe(true);
    expect((await call('GET', `/api/projects/${id}/conflicts`)).json().total).toBe(0);

    // Blind: Ann yes, no, yes; Ben yes, no, no. Agreement 2 of 3, kappa 0.4 (as without the change).
    const figures = await agreement(id);
    expect(figures).toMatchObject({
      pairs: 3,
      agreed: 2,
      changed_after_shown: 1,
      settled_by_change: 1,
      open_conflicts: 0,
      resolved_conflicts: 0,
    });
    expect(figures.agreement).toBeCloseTo(2 / 3, 5);
    expect(figures.kappa).toBeCloseTo(0.4, 5);
    const byName = (user: Account) =>
      figures.reviewers.find((r: { user_id: number }) => r.user_id === user.user.id) as Record<string, number>;
    expect(byName(ben)).toMatchObject({ decided: 3, paired: 3, agreed: 2, changed_after_shown: 1 });
    expect(byName(ann)).toMatchObject({ decided: 3, paired: 3, agreed: 2, changed_after_shown: 0 });

    // The history says which decisions came after the decisions were shown, and how the record got its label.
    const events = (await history(id)).filter((d) => d.citation_id === c).reverse();
    expect(events.map((d) => [d.vote, d.to_label, d.after_shown, decisionKind(d)])).toEqual([
      [true, true, false, "Reviewer's own decision"],
      [true, false, false, "Reviewer's own decision"],
      [true, null, true, "Reviewer's own decision, given after seeing the other decision"],
      [true, true, true, "Reviewer's own decision, given after seeing the other decision"],
      [false, true, true, "Label set by a reviewer's change after the decisions were shown"],
    ]);

    // The export's Summary repeats the blind figures, and the row gives each screener's blind decision.
    const { summary, row } = await summaryOf(id);
    expect(summary.get('Agreement (share of pairs that agree)')).toBe('66.7 % (2 of 3 pairs)');
    expect(summary.get("Cohen's kappa")).toBe(0.4);
    expect(summary.get('Pairs changed after seeing the other decision')).toBe(1);
    expect(summary.get("Conflicts settled by a reviewer's change after the decisions were shown")).toBe(1);
    expect(row(c)).toMatchObject({
      Label: 'Relevant',
      'Screened by':
        "Conflict settled by a reviewer's change after the decisions were shown (Ben Baker: Irrelevant, then Relevant): Ann Able, Ben Baker",
      'Screener 1 decision': 'Relevant',
      'Screener 2 decision': 'Irrelevant',
    });
  });

  it('a decision undone and given again before the pair is complete is a plain correction: the agreement reads the final decisions', async () => {
    const { id, ids } = await newProject();
    const [a, b] = ids as [number, number];
    await decide(id, a, true, ann);
    await decide(id, a, null, ann);
    await decide(id, a, false, ann);
    await decide(id, b, true, ann);
    await decide(id, b, false, ann);
    await decide(id, a, false, ben);
    await decide(id, b, false, ben);
    expect([await recordLabel(a), await recordLabel(b)]).toEqual([false, false]);
    expect(await agreement(id)).toMatchObject({ pairs: 2, agreed: 2, changed_after_shown: 0, settled_by_change: 0 });
    const events = await history(id);
    expect(events.every((d) => d.after_shown === false)).toBe(true);
    expect(events.filter((d) => !d.vote).map(decisionKind)).toEqual([
      'Reviewers agreed (their decisions set the label)',
      'Reviewers agreed (their decisions set the label)',
    ]);
  });

  it('a change after the pair is complete leaves the blind figures as they were and is marked, whoever decides later', async () => {
    const { id, ids } = await newProject();
    const [a, b] = ids as [number, number];
    // An agreement one of them breaks after seeing it: still an agreed pair, now an open conflict.
    await decide(id, a, true, ann);
    await decide(id, a, true, ben);
    await decide(id, a, false, ann);
    // A conflict, a third decision (the owner's), then Ann decides again: the pair stays Ann's and Ben's.
    await decide(id, b, true, ann);
    await decide(id, b, false, ben);
    await decide(id, b, false, owner);
    await decide(id, b, null, ann);
    await decide(id, b, false, ann);
    expect(await recordLabel(b)).toBe(false);

    const figures = await agreement(id);
    expect(figures).toMatchObject({ pairs: 2, agreed: 1, changed_after_shown: 2, settled_by_change: 1 });
    expect(figures.agreement).toBe(0.5);
    // The owner's third decision is counted, never paired.
    expect(figures.reviewers.find((r: { user_id: number }) => r.user_id === owner.user.id)).toMatchObject({
      decided: 1,
      paired: 0,
      agreed: 0,
    });
    const conflict = (await call('GET', `/api/projects/${id}/conflicts`)).json().conflicts;
    expect(conflict).toHaveLength(1);
    expect(
      conflict[0].decisions.map((d: { reviewer: string; decision: boolean; blind_decision: boolean | null }) => [
        d.reviewer,
        d.decision,
        d.blind_decision,
      ]),
    ).toEqual([
      ['Ben Baker', true, true],
      ['Ann Able', false, true],
    ]);
    // The owner's decision on a complete record was cast seeing the others: marked, though never paired.
    const owners = (await history(id)).filter((d) => d.vote && d.user_id === owner.user.id);
    expect(owners.map((d) => d.after_shown)).toEqual([true]);
  });

  it("a lead's resolution is unchanged: it stands, the blind figures count the conflict, and a later change is marked", async () => {
    const { id, ids } = await newProject();
    const [a] = ids as [number];
    await decide(id, a, true, ann);
    await decide(id, a, false, ben);
    expect((await call('PUT', `/api/projects/${id}/conflicts/${a}`, { is_relevant: true })).statusCode).toBe(200);
    expect(await agreement(id)).toMatchObject({
      pairs: 1,
      agreed: 0,
      resolved_conflicts: 1,
      changed_after_shown: 0,
      settled_by_change: 0,
    });
    await decide(id, a, true, ben);
    expect(await recordLabel(a)).toBe(true);
    expect(await agreement(id)).toMatchObject({
      pairs: 1,
      agreed: 0,
      resolved_conflicts: 1,
      changed_after_shown: 1,
      settled_by_change: 0,
    });
    const kinds = (await history(id)).filter((d) => !d.vote).map(decisionKind);
    expect(kinds).toEqual(['Conflict resolved by the owner']);
  });

  it('the migration finds the blind decisions of pairs completed before it in the history, as a decision finds them now', async () => {
    const { id, ids } = await newProject();
    const [gamed, agreed, broken, corrected, cleared] = ids as [number, number, number, number, number];
    await decide(id, gamed, true, ann);
    await decide(id, gamed, false, ben);
    await decide(id, gamed, null, ben);
    await decide(id, gamed, true, ben);
    await decide(id, agreed, false, ann);
    await decide(id, agreed, false, ben);
    await decide(id, broken, true, ann);
    await decide(id, broken, true, ben);
    await decide(id, broken, null, ann);
    await decide(id, corrected, true, ben);
    await decide(id, corrected, false, ben);
    await decide(id, corrected, false, ann);
    await decide(id, cleared, true, ann);
    await decide(id, cleared, true, ben);
    const em = () => t.orm.em.fork();
    // A record whose decisions were cleared without a vote (as a clearing under one screener per record does).
    await em().execute('update citation_review set decision = null, decided_at = null where citation_id = ?', [
      cleared,
    ]);
    const stored = async () => ({
      blind: await em().execute(
        `select citation_id, user_id, blind_decision, blind_decided_at from citation_review
          where project_id = ? and blind_decision is not null order by citation_id, user_id`,
        [id],
      ),
      shown: await em().execute('select id from label_event where project_id = ? and after_shown order by id', [id]),
    });
    const now = await stored();
    const figures = await agreement(id);
    expect(figures).toMatchObject({ pairs: 5, agreed: 4, changed_after_shown: 3, settled_by_change: 1 });

    // As before the migration: no blind decision kept, no decision marked.
    await em().execute(
      'update citation_review set blind_decision = null, blind_decided_at = null where project_id = ?',
      [id],
    );
    await em().execute('update label_event set after_shown = false where project_id = ?', [id]);
    await em().execute(BLIND_DECISIONS_FROM_HISTORY);
    // The cleared record's history no longer gives its decisions: it is no pair, as a clearing leaves it now.
    expect(await stored()).toEqual({
      blind: now.blind.filter((r) => r.citation_id !== cleared),
      shown: now.shown,
    });
    expect(await agreement(id)).toMatchObject({ pairs: 4, agreed: 3, changed_after_shown: 2, settled_by_change: 1 });
  });
});
