import { describe, expect, it } from 'vitest';
import { dualMessages } from '../../src/shared/dual.messages.ts';
import { memberMessages } from '../../src/shared/member.messages.ts';
import { reviewMessages } from '../../src/shared/review.messages.ts';
import { screeningMessages } from '../../src/shared/screening.messages.ts';
import type { DecisionOutput } from '../../src/shared/screening.schema.ts';
import { decisionKind } from '../../src/server/modules/export/results-rows.ts';
import { deleteUser } from '../../src/server/modules/admin/admin-users.service.ts';
import { castVote } from '../../src/server/modules/dual-screening/votes.service.ts';
import type { UserEntity } from '../../src/server/db/entities/index.ts';
import { UNSETTLE_STUCK_RECORDS } from '../../prisma-free-migrations/Migration20261202060000_unsettle_stuck_records.ts';
import { teamOfThree, type Account } from '../helpers/team-project.ts';
import { signUp, testDatabases } from '../helpers/test-app.ts';

describe.each(testDatabases())('blind dual screening on $name', (db) => {
  const { t, owner, ann, ben, call, newProject, decide, recordLabel } = teamOfThree(db);

  it('refuses two screeners per record in an iteration project, at creation and later', async () => {
    const created = await call('POST', '/api/projects', { name: 'Pairs', screeners_per_record: 2 });
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toBe(dualMessages.needsContinuousAtCreation);
    const plain = await call('POST', '/api/projects', { name: 'Plain' });
    const id = plain.json().project.id as number;
    const patched = await call('PATCH', `/api/projects/${id}`, { name: 'Pairs now', screeners_per_record: 2 });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().message).toBe(dualMessages.needsContinuous);
    expect((await call('PATCH', `/api/projects/${id}`, { screeners_per_record: 3 })).statusCode).toBe(422);
    expect((await call('GET', `/api/projects/${id}`)).json()).toMatchObject({ name: 'Plain', screeners_per_record: 1 });
    // Switched and paired in one request: both at once.
    const both = await call('PATCH', `/api/projects/${id}`, { screening_mode: 'continuous', screeners_per_record: 2 });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ screening_mode: 'continuous', screeners_per_record: 2 });
  });

  it("keeps each reviewer's decision to themselves until a second decides; agreement decides the record", async () => {
    const { id, ids } = await newProject();
    const [first] = ids;
    const mine = await decide(id, first!, true, ann);
    expect(mine.review?.decision).toBe(true);
    expect(mine.is_relevant).toBeNull();
    expect(await recordLabel(first!)).toBeNull();
    await call('PUT', `/api/projects/${id}/citations/${first}/review`, { note: 'Ann thinks RCT' }, ann);

    // Ben sees neither Ann's decision nor her note, and is offered the record Ann decided first.
    const next = (await call('GET', `/api/projects/${id}/next`, undefined, ben)).json();
    expect(next.citation.id).toBe(first);
    expect(next.citation.is_relevant).toBeNull();
    expect(next.citation.review).toBeNull();
    expect(next.dual).toEqual({ decided_by_you: 0, awaiting_second: 1, open_conflicts: 0 });
    const blind = (await call('GET', `/api/projects/${id}/citations/${first}/reviews`, undefined, ben)).json();
    expect(blind.reviews).toEqual([]);
    // Ann is not offered her own record again.
    expect((await call('GET', `/api/projects/${id}/next`, undefined, ann)).json().citation.id).not.toBe(first);

    expect((await decide(id, first!, true, ben)).is_relevant).toBe(true);
    expect(await recordLabel(first!)).toBe(true);
    const open = (await call('GET', `/api/projects/${id}/citations/${first}/reviews`, undefined, ben)).json();
    expect(open.reviews.map((r: { note: string | null }) => r.note)).toContain('Ann thinks RCT');
    // A complete record is offered to no one.
    expect((await call('GET', `/api/projects/${id}/next`, undefined, owner)).json().citation.id).not.toBe(first);

    const history = (await call('GET', `/api/projects/${id}/decisions`)).json();
    const votes = history.decisions.filter((d: { vote: boolean }) => d.vote);
    expect(votes.map((d: { user_id: number }) => d.user_id).sort()).toEqual([ann.user.id, ben.user.id].sort());
    expect(history.decisions.filter((d: { vote: boolean }) => !d.vote)).toHaveLength(1);
  });

  it('says one record decided after finishing as one record, however many history entries the pair made', async () => {
    const { id, ids } = await newProject();
    const [a, b] = ids;
    await decide(id, a!, true, ann);
    await decide(id, a!, true, ben);
    expect(
      (await call('POST', `/api/projects/${id}/finish`, { target_recall: 0.95, confidence: 0.95 })).statusCode,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Ann decides, Ben decides, takes it back and decides again: one record; four decisions and the three changes
    // of the record's label they brought about.
    await decide(id, b!, false, ann);
    await decide(id, b!, false, ben);
    await call('PUT', `/api/projects/${id}/citations/${b}/relevance`, { is_relevant: null }, ben);
    await decide(id, b!, false, ben);
    const prisma = (await call('GET', `/api/projects/${id}/prisma`)).json();
    expect(prisma.since_finished).toBe(
      'Since screening was finished: 1 record decided or changed (7 entries in the decision history).',
    );
  });

  it('turns a disagreement into a conflict that only a lead resolves, and counts agreement and kappa', async () => {
    const { id, ids } = await newProject();
    const [a, b, c, d] = ids;
    // Two agreements (one each way) and one disagreement.
    for (const [citation, annSays, benSays] of [
      [a, true, true],
      [b, false, false],
      [c, true, false],
    ] as const) {
      await decide(id, citation!, annSays, ann);
      await decide(id, citation!, benSays, ben);
    }
    await call('PUT', `/api/projects/${id}/citations/${c}/review`, { exclusion_reason: 'wrong population' }, ben);
    await decide(id, d!, false, ann);
    expect(await recordLabel(c!)).toBeNull();

    const conflicts = (await call('GET', `/api/projects/${id}/conflicts`, undefined, ann)).json();
    expect(conflicts.total).toBe(1);
    expect(conflicts.conflicts[0].citation.id).toBe(c);
    expect(
      conflicts.conflicts[0].decisions.map(
        (x: { reviewer: string; decision: boolean; exclusion_reason: string | null }) => [
          x.reviewer,
          x.decision,
          x.exclusion_reason,
        ],
      ),
    ).toEqual([
      ['Ann Able', true, null],
      ['Ben Baker', false, 'wrong population'],
    ]);

    const agreement = (await call('GET', `/api/projects/${id}/agreement`, undefined, ben)).json();
    expect(agreement).toMatchObject({
      pairs: 3,
      agreed: 2,
      awaiting_second: 1,
      open_conflicts: 1,
      resolved_conflicts: 0,
    });
    expect(agreement.agreement).toBeCloseTo(2 / 3, 5);
    // Ann: yes, no, yes; Ben: yes, no, no → po = 2/3, pe = 2/3·1/3 + 1/3·2/3 = 4/9, kappa = (2/9) / (5/9) = 0.4.
    expect(agreement.kappa).toBeCloseTo(0.4, 5);
    expect(agreement.reviewers.find((r: { user_id: number }) => r.user_id === ann.user.id)).toMatchObject({
      decided: 4,
      paired: 3,
      agreed: 2,
    });

    const refused = await call('PUT', `/api/projects/${id}/conflicts/${c}`, { is_relevant: true }, ann);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(memberMessages.needsLead);
    const notOne = await call('PUT', `/api/projects/${id}/conflicts/${a}`, { is_relevant: false });
    expect(notOne.statusCode).toBe(409);
    expect(notOne.json().message).toBe(dualMessages.notAConflict);

    const resolved = await call('PUT', `/api/projects/${id}/conflicts/${c}`, { is_relevant: false });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().is_relevant).toBe(false);
    // The history tells the lead's resolution from the reviewers' agreements.
    const history = (await call('GET', `/api/projects/${id}/decisions?page=1&page_size=100`)).json()
      .decisions as Array<{
      citation_id: number;
      vote: boolean;
      resolution?: boolean;
    }>;
    const labels = history.filter((d) => !d.vote);
    expect(labels.filter((d) => d.resolution).map((d) => d.citation_id)).toEqual([c]);
    expect(
      labels
        .filter((d) => !d.resolution)
        .map((d) => d.citation_id)
        .sort(),
    ).toEqual([a, b].sort());
    // A reviewer changing their mind later does not undo a lead's resolution.
    await decide(id, c!, false, ann);
    expect(await recordLabel(c!)).toBe(false);
    const after = (await call('GET', `/api/projects/${id}/agreement`)).json();
    expect(after).toMatchObject({ open_conflicts: 0, resolved_conflicts: 1 });
    expect((await call('GET', `/api/projects/${id}/conflicts`)).json().total).toBe(0);
    // The lead can still change her resolution, whatever the reviewers' decisions have become since.
    await decide(id, c!, null, ann);
    const changed = await call('PUT', `/api/projects/${id}/conflicts/${c}`, { is_relevant: true });
    expect(changed.statusCode).toBe(200);
    expect(await recordLabel(c!)).toBe(true);

    // The resolved conflicts are listed apart, with the latest resolution: who, as what, how.
    const listed = (await call('GET', `/api/projects/${id}/conflicts?state=resolved`, undefined, ann)).json();
    expect(listed.total).toBe(1);
    expect(listed.conflicts[0]).toMatchObject({
      citation: { id: c, is_relevant: true },
      resolution: { is_relevant: true, resolver: 'Lena Lead', resolver_role: 'owner', resolver_screened: false },
    });
    expect(Date.parse(listed.conflicts[0].resolution.resolved_at)).not.toBeNaN();
    // The decisions as they are now: Ann took hers back above.
    expect(listed.conflicts[0].decisions.map((d: { reviewer: string }) => d.reviewer)).toEqual(['Ben Baker']);
    expect((await call('GET', `/api/projects/${id}/conflicts?state=open`)).json()).toEqual({ conflicts: [], total: 0 });
    const bad = await call('GET', `/api/projects/${id}/conflicts?state=closed`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/state must be open or resolved/);
  });

  it("keeps a reviewer's decisions when their account is deleted: the conflict, the kappa and the export stay", async () => {
    const { id, ids } = await newProject();
    const cara = await signUp(t.app, { first_name: 'Cara', last_name: 'Cole' });
    expect(
      (await call('POST', `/api/projects/${id}/members`, { email: cara.email, role: 'reviewer' })).statusCode,
    ).toBe(201);
    const [a, b] = ids;
    await decide(id, a!, true, cara);
    await decide(id, a!, true, ben);
    await decide(id, b!, true, cara);
    await decide(id, b!, false, ben);
    await call('PUT', `/api/projects/${id}/citations/${b}/review`, { note: 'dose unclear' }, cara);
    const before = (await call('GET', `/api/projects/${id}/agreement`)).json();
    expect(before).toMatchObject({ pairs: 2, agreed: 1, open_conflicts: 1 });

    await deleteUser(t.orm.em.fork(), cara.user.id);

    expect(await recordLabel(a!)).toBe(true);
    const after = (await call('GET', `/api/projects/${id}/agreement`)).json();
    expect(after).toMatchObject({ pairs: 2, agreed: 1, awaiting_second: 0, open_conflicts: 1 });
    expect(after.kappa).toBe(before.kappa);
    const conflicts = (await call('GET', `/api/projects/${id}/conflicts`)).json();
    expect(conflicts.total).toBe(1);
    expect(
      conflicts.conflicts[0].decisions.map((x: { reviewer: string; decision: boolean }) => [x.reviewer, x.decision]),
    ).toEqual([
      ['deleted account', true],
      ['Ben Baker', false],
    ]);
    const notes = (await call('GET', `/api/projects/${id}/citations/${b}/reviews`)).json();
    expect(JSON.stringify(notes)).toContain('dose unclear');
    expect(JSON.stringify(notes)).toContain('deleted account');
    // The lead still resolves it.
    expect((await call('PUT', `/api/projects/${id}/conflicts/${b}`, { is_relevant: true })).statusCode).toBe(200);
  });

  it("keeps a reviewer's tags to themselves too until the record is complete: the tag list and the tag filter", async () => {
    const { id, ids } = await newProject();
    const a = ids[0]!;
    await decide(id, a, true, ann);
    await call('PUT', `/api/projects/${id}/citations/${a}/review`, { tags: ['dose-response'] }, ann);
    const tags = async (as: Account) =>
      (await call('GET', `/api/projects/${id}/tags`, undefined, as)).json().tags as Array<{ tag: string }>;
    const tagged = async (as: Account) =>
      (
        await call('GET', `/api/projects/${id}/citations/filter?tag=dose-response&page=1&page_size=50`, undefined, as)
      ).json().citations as Array<{ id: number }>;
    expect((await tags(ann)).map((t) => t.tag)).toEqual(['dose-response']);
    expect((await tagged(ann)).map((c) => c.id)).toEqual([a]);
    expect(await tags(ben)).toEqual([]);
    expect(await tagged(ben)).toEqual([]);
    // Once Ben has decided too, the record is complete and its reviews are open to both.
    await decide(id, a, true, ben);
    expect((await tags(ben)).map((t) => t.tag)).toEqual(['dose-response']);
    expect((await tagged(ben)).map((c) => c.id)).toEqual([a]);
  });

  it('refuses Maybe on a record a lead resolved or two others agreed on, and changes nothing', async () => {
    const { id, ids } = await newProject();
    const [a, b] = ids;
    await decide(id, a!, true, ann);
    await decide(id, a!, false, ben);
    expect((await call('PUT', `/api/projects/${id}/conflicts/${a}`, { is_relevant: true })).statusCode).toBe(200);
    await decide(id, b!, false, ann);
    await decide(id, b!, false, ben);
    for (const [citation, as] of [
      [a!, ann],
      [b!, owner],
    ] as const) {
      const res = await call('PUT', `/api/projects/${id}/citations/${citation}/maybe`, { maybe: true }, as);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(reviewMessages.maybeDecided);
    }
    expect([await recordLabel(a!), await recordLabel(b!)]).toEqual([true, false]);
    const maybes = await t.orm.em
      .fork()
      .execute('select count(*)::int as n from citation_review where project_id = ? and maybe', [id]);
    expect(maybes[0]!.n).toBe(0);
  });

  it('withdrawing a decision after agreement takes the record back to undecided', async () => {
    const { id, ids } = await newProject();
    const [a] = ids;
    await decide(id, a!, false, ann);
    await decide(id, a!, false, ben);
    expect(await recordLabel(a!)).toBe(false);
    await decide(id, a!, null, ben);
    expect(await recordLabel(a!)).toBeNull();
    const next = (await call('GET', `/api/projects/${id}/next`, undefined, ben)).json();
    expect(next.citation.id).toBe(a);
  });

  it('going to one screener: waiting records take their one decision, conflicts stay for a lead, and every count agrees, there and back', async () => {
    const { id, ids } = await newProject();
    const [a, b, c] = ids;
    await decide(id, a!, true, ann);
    await decide(id, a!, false, ben);
    await decide(id, b!, false, ann);
    await decide(id, c!, true, ben);
    /** The Conflicts page's counts, the screening bar's and the stopping test's, which must always agree. */
    const counts = async () => {
      const agreement = (await call('GET', `/api/projects/${id}/agreement`)).json();
      const next = (await call('GET', `/api/projects/${id}/next`)).json();
      const stopping = (await call('GET', `/api/projects/${id}/stopping`)).json();
      const listed = (await call('GET', `/api/projects/${id}/conflicts`)).json().total;
      expect(next.dual?.awaiting_second ?? 0).toBe(agreement.awaiting_second);
      expect(stopping.awaiting_second).toBe(agreement.awaiting_second);
      expect(next.dual?.open_conflicts ?? 0).toBe(agreement.open_conflicts);
      expect(stopping.open_conflicts).toBe(agreement.open_conflicts);
      expect(listed).toBe(agreement.open_conflicts);
      return { awaiting: agreement.awaiting_second, open: agreement.open_conflicts, next, stopping };
    };
    const before = await counts();
    expect(before).toMatchObject({ awaiting: 2, open: 1 });
    // Before the switch, "Finish screening" and the Summary read the stopping statement, which names both.
    expect(before.stopping.statement).toContain(screeningMessages.awaitingSecondPending(2));
    expect(before.stopping.statement).toContain(screeningMessages.conflictsPending(1));
    expect(
      (await call('POST', `/api/projects/${id}/finish`, { target_recall: 0.95, confidence: 0.95 })).statusCode,
    ).toBe(200);
    const [finished] = await t.orm.em
      .fork()
      .execute(`select finish_summary->>'statement' as statement from project where id = ?`, [id]);
    expect(finished!.statement).toBe(before.stopping.statement);

    expect((await call('PATCH', `/api/projects/${id}`, { screeners_per_record: 1 })).statusCode).toBe(200);
    expect([await recordLabel(a!), await recordLabel(b!), await recordLabel(c!)]).toEqual([null, false, true]);
    const one = await counts();
    expect(one).toMatchObject({ awaiting: 0, open: 1 });
    expect(one.next.dual).toMatchObject({ awaiting_second: 0, open_conflicts: 1 });
    expect(one.stopping.statement).toContain(screeningMessages.conflictsPending(1));
    expect(one.stopping.statement).not.toContain('second reviewer');
    const history = (await call('GET', `/api/projects/${id}/decisions?page=1&page_size=100`)).json()
      .decisions as DecisionOutput[];
    expect(
      history
        .filter((d) => d.from_one_vote)
        .map((d) => [d.citation_id, d.to_label, decisionKind(d)])
        .sort(),
    ).toEqual(
      [
        [b, false, 'Record label: its one decision, on going to one screener per record'],
        [c, true, 'Record label: its one decision, on going to one screener per record'],
      ].sort(),
    );

    // One screener decides every record /next gives; the conflict is never among them, and no click settles it.
    for (let next = one.next; next.citation; next = (await call('GET', `/api/projects/${id}/next`)).json()) {
      expect(next.citation.id).not.toBe(a);
      await decide(id, next.citation.id, false, owner);
    }
    const click = await call('PUT', `/api/projects/${id}/citations/${a}/relevance`, { is_relevant: true });
    expect(click.statusCode).toBe(409);
    expect(click.json().message).toBe(dualMessages.openConflict);
    expect(await recordLabel(a!)).toBeNull();
    // A decided record can still change under one screener: Ann's "irrelevant" becomes relevant, openly.
    await decide(id, b!, true, owner);
    const done = await counts();
    expect(done).toMatchObject({ awaiting: 0, open: 1 });
    expect(done.stopping.remaining).toBe(1);

    expect((await call('PATCH', `/api/projects/${id}`, { screeners_per_record: 2 })).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ awaiting: 0, open: 1 });
    expect((await call('PUT', `/api/projects/${id}/conflicts/${a}`, { is_relevant: true })).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ awaiting: 0, open: 0 });
  });

  it('a label cleared under one screener takes an agreed record and a resolved conflict back to unscreened: back with two, /next serves them and every count agrees', async () => {
    const { id, ids } = await newProject();
    const [agreed, resolved] = ids as [number, number];
    await decide(id, agreed, true, ann);
    await decide(id, agreed, true, ben);
    await decide(id, resolved, true, ann);
    await decide(id, resolved, false, ben);
    expect((await call('PUT', `/api/projects/${id}/conflicts/${resolved}`, { is_relevant: true })).statusCode).toBe(
      200,
    );
    expect([await recordLabel(agreed), await recordLabel(resolved)]).toEqual([true, true]);
    const events = async () =>
      (await t.orm.em.fork().execute('select count(*)::int as n from label_event where project_id = ?', [id]))[0]!
        .n as number;

    expect((await call('PATCH', `/api/projects/${id}`, { screeners_per_record: 1 })).statusCode).toBe(200);
    const kept = await events();
    for (const citation of [agreed, resolved]) expect((await decide(id, citation, null, owner)).is_relevant).toBeNull();
    // The history keeps every decision: the clearing only adds its own two changes of the record's label.
    expect(await events()).toBe(kept + 2);
    const votes = (
      await t.orm.em
        .fork()
        .execute('select citation_id, to_label from label_event where project_id = ? and vote order by id', [id])
    ).map((r) => [r.citation_id, r.to_label]);
    expect(votes).toEqual([
      [agreed, true],
      [agreed, true],
      [resolved, true],
      [resolved, false],
    ]);

    expect((await call('PATCH', `/api/projects/${id}`, { screeners_per_record: 2 })).statusCode).toBe(200);
    /** The screening bar's counts, the stopping test's and the Conflicts page's, which must agree. */
    const counts = async (as: Account) => {
      const agreement = (await call('GET', `/api/projects/${id}/agreement`)).json();
      const next = (await call('GET', `/api/projects/${id}/next`, undefined, as)).json();
      const stopping = (await call('GET', `/api/projects/${id}/stopping`)).json();
      const listed = (await call('GET', `/api/projects/${id}/conflicts`)).json().total;
      const [unlabelled] = await t.orm.em
        .fork()
        .execute(
          'select count(*)::int as n from citation where project_id = ? and duplicate_of is null and is_relevant is null',
          [id],
        );
      expect(next.dual.awaiting_second).toBe(agreement.awaiting_second);
      expect(stopping.awaiting_second).toBe(agreement.awaiting_second);
      expect(next.dual.open_conflicts).toBe(agreement.open_conflicts);
      expect(stopping.open_conflicts).toBe(agreement.open_conflicts);
      expect(listed).toBe(agreement.open_conflicts);
      expect(next.progress.remaining).toBe(unlabelled!.n);
      expect(stopping.remaining).toBe(unlabelled!.n);
      return { agreement, next, left: unlabelled!.n as number };
    };
    const back = await counts(ann);
    expect(back.agreement).toMatchObject({ awaiting_second: 0, open_conflicts: 0, resolved_conflicts: 0, pairs: 0 });
    expect(back.left).toBe(ids.length);

    // Each reviewer screens every record /next gives: the two cleared records are among them, for both.
    for (const who of [ann, ben]) {
      const served: number[] = [];
      for (let next = (await counts(who)).next; next.citation; next = (await counts(who)).next) {
        served.push(next.citation.id);
        await decide(id, next.citation.id, false, who);
      }
      expect(served).toEqual(expect.arrayContaining([agreed, resolved]));
      expect(served).toHaveLength(ids.length);
    }
    const done = await counts(ann);
    expect(done.left).toBe(0);
    expect(done.agreement).toMatchObject({
      awaiting_second: 0,
      open_conflicts: 0,
      pairs: ids.length,
      agreed: ids.length,
    });
    expect([await recordLabel(agreed), await recordLabel(resolved)]).toEqual([false, false]);
  });

  it('the repair of records a cleared label left settled serves them again; an open conflict and decided records stay', async () => {
    const { id, ids } = await newProject();
    const [agreed, resolved, conflict, decided] = ids as [number, number, number, number];
    for (const citation of [agreed, decided]) for (const who of [ann, ben]) await decide(id, citation, true, who);
    for (const citation of [resolved, conflict]) {
      await decide(id, citation, true, ann);
      await decide(id, citation, false, ben);
    }
    expect((await call('PUT', `/api/projects/${id}/conflicts/${resolved}`, { is_relevant: true })).statusCode).toBe(
      200,
    );
    // What a label cleared before the clearing took decisions with it left: unlabelled, yet settled.
    await t.orm.em.fork().execute('update citation set is_relevant = null where id in (?, ?)', [agreed, resolved]);
    const state = async () =>
      (
        await t.orm.em.fork().execute(
          `select c.id, c.is_relevant, c.resolved_at is not null as resolved,
                  (select count(*)::int from citation_review r where r.citation_id = c.id and r.decision is not null) as votes
             from citation c where c.id in (?, ?, ?, ?) order by c.id`,
          [agreed, resolved, conflict, decided],
        )
      ).map((r) => [r.id, r.is_relevant, r.resolved, r.votes]);
    expect(await state()).toEqual([
      [agreed, null, false, 2],
      [resolved, null, true, 2],
      [conflict, null, false, 2],
      [decided, true, false, 2],
    ]);
    const servedTo = async (who: Account) => {
      const served: number[] = [];
      for (let next = (await call('GET', `/api/projects/${id}/next`, undefined, who)).json(); next.citation;) {
        served.push(next.citation.id);
        await decide(id, next.citation.id, false, who);
        next = (await call('GET', `/api/projects/${id}/next`, undefined, who)).json();
      }
      return served;
    };

    await t.orm.em.fork().execute(UNSETTLE_STUCK_RECORDS);
    expect(await state()).toEqual([
      [agreed, null, false, 0],
      [resolved, null, false, 0],
      [conflict, null, false, 2],
      [decided, true, false, 2],
    ]);
    // Ann, who had decided all four, is served the two repaired records again, and neither of the others.
    const served = await servedTo(ann);
    expect(served).toEqual(expect.arrayContaining([agreed, resolved]));
    expect(served).not.toContain(conflict);
    expect(served).not.toContain(decided);
  });

  it('lets a lead resolve a conflict she screened, and the history says the resolution was not independent and who resolved', async () => {
    const { id, ids } = await newProject();
    const [a, b] = ids;
    expect((await call('PATCH', `/api/projects/${id}/members/${ben.user.id}`, { role: 'lead' })).statusCode).toBe(200);
    for (const c of [a!, b!]) {
      await decide(id, c, true, ann);
      await decide(id, c, false, ben);
    }
    const shown = async (as: Account) =>
      (
        (await call('GET', `/api/projects/${id}/conflicts`, undefined, as)).json().conflicts as Array<{
          screened_by_you: boolean;
        }>
      ).map((x) => x.screened_by_you);
    expect(await shown(ben)).toEqual([true, true]);
    expect(await shown(owner)).toEqual([false, false]);
    expect((await call('PUT', `/api/projects/${id}/conflicts/${a}`, { is_relevant: false }, ben)).statusCode).toBe(200);
    expect((await call('PUT', `/api/projects/${id}/conflicts/${b}`, { is_relevant: true })).statusCode).toBe(200);
    const history = (await call('GET', `/api/projects/${id}/decisions?page=1&page_size=100`)).json()
      .decisions as DecisionOutput[];
    const resolutions = history
      .filter((d) => d.resolution)
      .map((d) => [d.citation_id, d.resolver_role, d.resolver_screened, decisionKind(d)]);
    expect(resolutions.sort()).toEqual(
      [
        [a, 'lead', true, 'Conflict resolved by one of its screeners (a lead)'],
        [b, 'owner', false, 'Conflict resolved by the owner'],
      ].sort(),
    );
  });

  it('takes every decision when two reviewers complete pairs at the same moment (no deadlock between their votes)', async () => {
    const { id, ids } = await newProject();
    // Each vote that completes a pair also writes the record's label under the project's lock; on PostgreSQL two
    // such votes had each share-locked the project through their rows' foreign keys and then waited on each other.
    const answers = await Promise.all(
      ids.flatMap((citation, i) =>
        [ann, ben].map((who) =>
          call('PUT', `/api/projects/${id}/citations/${citation}/relevance`, { is_relevant: i < 12 }, who),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    for (const [i, citation] of ids.entries()) expect(await recordLabel(citation)).toBe(i < 12);
  });

  it('a vote that reaches the project after it went back to one screener is not cast: the click labels instead', async () => {
    const { id, ids } = await newProject();
    expect((await call('PATCH', `/api/projects/${id}`, { screeners_per_record: 1 })).statusCode).toBe(200);
    // As if the click had read the project as screened in pairs just before the switch.
    const actor = { id: ann.user.id, is_admin: false } as UserEntity;
    const voted = await castVote(t.orm.em.fork(), actor, id, ids[0]!, true);
    expect(voted).toBe('not-dual');
    const votes = await t.orm.em
      .fork()
      .execute('select count(*)::int as n from citation_review where citation_id = ? and decision is not null', [
        ids[0],
      ]);
    expect(votes[0]!.n).toBe(0);
    // Through the API the same click is a label like any other.
    expect((await decide(id, ids[0]!, true, ann)).is_relevant).toBe(true);
    expect(await recordLabel(ids[0]!)).toBe(true);
  });
});
