import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamProject, type Account } from '../helpers/team-project.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';
import { rowsOf, workbookOf } from '../helpers/workbook-sheets.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(testDatabases())('the export of a blind dual-screened project on $name', (db) => {
  let t: TestApp;
  let olivia: Account;
  let rafael: Account;
  let lena: Account;
  beforeAll(async () => {
    t = await createTestApp(db);
    olivia = await signUp(t.app, { first_name: 'Olivia', last_name: 'Owner' });
    rafael = await signUp(t.app, { first_name: 'Rafael', last_name: 'Reviewer' });
    lena = await signUp(t.app, { first_name: 'Lena', last_name: 'Lead' });
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, as = olivia) =>
    t.app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
  const newProject = (screeners: '1' | '2') =>
    teamProject(
      t,
      olivia,
      [
        [rafael, 'reviewer'],
        [lena, 'lead'],
      ],
      { screeners: Number(screeners) as 1 | 2 },
    );
  const decide = async (id: number, citation: number, value: boolean | null, as: Account) =>
    expect(
      (await call('PUT', `/api/projects/${id}/citations/${citation}/relevance`, { is_relevant: value }, as)).statusCode,
    ).toBe(200);
  const workbook = async (id: number) => {
    const res = await call('GET', `/api/projects/${id}/download`);
    expect(res.statusCode).toBe(200);
    return workbookOf(res.rawPayload);
  };

  it('gives the agreement, kappa and conflicts in the Summary and each screener’s decision beside each record', async () => {
    const { id, ids } = await newProject('2');
    const [agreed, resolved, open, single, undone] = ids as [number, number, number, number, number];
    await decide(id, agreed, true, rafael);
    await decide(id, agreed, true, lena);
    await decide(id, resolved, true, rafael);
    await decide(id, resolved, false, lena);
    expect((await call('PUT', `/api/projects/${id}/conflicts/${resolved}`, { is_relevant: true })).statusCode).toBe(
      200,
    );
    await decide(id, open, false, rafael);
    await decide(id, open, true, lena);
    await decide(id, single, false, rafael);
    await decide(id, undone, false, rafael);
    await decide(id, undone, false, lena);
    await decide(id, undone, null, lena);
    const agreement = (await call('GET', `/api/projects/${id}/agreement`)).json();
    const { book, summary } = await workbook(id);

    // The same figures as GET /agreement, from the blind decisions: [T,T] [T,F] [F,T] and the undone record's [F,F]
    // (Lena took hers back once the pair was complete: a change after seeing Rafael's, counted apart);
    // kappa (1/2 - 1/2) / (1/2) = 0.
    expect(agreement).toMatchObject({
      pairs: 4,
      agreed: 2,
      changed_after_shown: 1,
      open_conflicts: 1,
      resolved_conflicts: 1,
    });
    expect(agreement.kappa).toBeCloseTo(0);
    expect(summary.get('Screeners per record')).toBe('Two, blind');
    expect(summary.get('Records decided by two screeners (pairs)')).toBe(4);
    expect(summary.get('Agreement (share of pairs that agree)')).toBe('50 % (2 of 4 pairs)');
    expect(summary.get("Cohen's kappa")).toBe(0);
    expect(summary.get('Pairs changed after seeing the other decision')).toBe(1);
    expect(summary.get('Awaiting a second screener')).toBe(2);
    expect(summary.get('Conflicts open')).toBe(1);
    expect(summary.get('Conflicts resolved (by a lead or the owner)')).toBe(1);

    const ranked = rowsOf(book.getWorksheet('Ranked citations')!);
    // The columns the export had keep their places; the screeners' come last.
    expect(ranked.header.slice(0, 6)).toEqual(['Rank', 'ID', 'Title', 'Abstract', 'Relevance score', 'Label']);
    expect(ranked.header.slice(-8)).toEqual([
      'Record ID in file',
      'Source file',
      'Screened by',
      'Screener 1',
      'Screener 1 decision',
      'Screener 2',
      'Screener 2 decision',
      'Publication type',
    ]);
    const row = (citation: number) => ranked.rows.find((r) => r.ID === citation)!;
    expect(row(agreed)).toMatchObject({
      Label: 'Relevant',
      'Screened by': 'Agreed: Rafael Reviewer, Lena Lead',
      'Screener 1': 'Rafael Reviewer',
      'Screener 1 decision': 'Relevant',
      'Screener 2': 'Lena Lead',
      'Screener 2 decision': 'Relevant',
    });
    expect(row(resolved)).toMatchObject({
      Label: 'Relevant',
      'Screened by': 'Conflict resolved by Olivia Owner: Rafael Reviewer, Lena Lead',
      'Screener 2 decision': 'Irrelevant',
    });
    expect(row(open)).toMatchObject({
      Label: 'Unlabeled',
      'Screened by': 'Conflict, open: Rafael Reviewer, Lena Lead',
    });
    // Blind: a record awaiting its second screener shows nobody's decision (the owner may screen it yet).
    for (const citation of [single, undone])
      expect(row(citation)).toMatchObject({
        Label: 'Unlabeled',
        'Screened by': '',
        'Screener 1': '',
        'Screener 1 decision': '',
      });
    // A time is given only where there is a decision: the open conflict, the single and the undone one have none.
    for (const citation of [agreed, resolved]) expect(String(row(citation)['Decided at'])).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const citation of [open, single, undone]) expect(row(citation)['Decided at']).toBe('');

    // In the history, the label two reviewers' agreement set is not one person's decision.
    const history = rowsOf(book.getWorksheet('Decision history')!).rows;
    const kinds = (citation: number) => history.filter((h) => h['Citation ID'] === citation).map((h) => h.Kind);
    expect(kinds(agreed)).toEqual([
      "Reviewer's own decision",
      "Reviewer's own decision",
      'Reviewers agreed (their decisions set the label)',
    ]);
    // Awaiting its second screener again: its votes, and the labels they set and took back, wait with it.
    expect(kinds(undone)).toEqual([]);
    expect(kinds(resolved).at(-1)).toBe('Conflict resolved by the owner');

    // The Notes sheet's rows are each reviewer's: the record's label beside the reviewer's own decision, never one
    // for the other (before, Lena's row on the resolved conflict said "Relevant" under "Label", her vote Irrelevant).
    const notes = rowsOf(book.getWorksheet('Notes')!);
    expect(notes.header.slice(0, 4)).toEqual(['Citation ID', 'Title', "Record's label", 'Reviewer']);
    expect(notes.header.at(-1)).toBe("Reviewer's own decision");
    const onResolved = notes.rows.filter((n) => n['Citation ID'] === resolved);
    expect(onResolved.map((n) => [n.Reviewer, n["Record's label"], n["Reviewer's own decision"]])).toEqual(
      expect.arrayContaining([
        ['Rafael Reviewer', 'Relevant', 'Relevant'],
        ['Lena Lead', 'Relevant', 'Irrelevant'],
      ]),
    );

    // Back to one screener per record: the export still says how the pairs went.
    expect((await call('PATCH', `/api/projects/${id}`, { screeners_per_record: 1 })).statusCode).toBe(200);
    const after = await workbook(id);
    expect(after.summary.get('Screeners per record')).toBe('One (two, blind, before)');
    expect(after.summary.get("Cohen's kappa")).toBe(0);
    expect(rowsOf(after.book.getWorksheet('Ranked citations')!).header).toContain('Screener 1 decision');
  });

  it("keeps a colleague's vote and notes on a record out of a lead's exports and history until the lead has voted too", async () => {
    const { id, ids } = await newProject('2');
    const [citation] = ids as [number];
    await decide(id, citation, false, rafael);
    expect(
      (
        await call(
          'PUT',
          `/api/projects/${id}/citations/${citation}/review`,
          { note: 'Rafael: wrong population', tags: ['adults'] },
          rafael,
        )
      ).statusCode,
    ).toBe(200);
    const seenBy = async (as: Account) => {
      const res = await call('GET', `/api/projects/${id}/download`, undefined, as);
      const { book, summary } = await workbookOf(res.rawPayload);
      const row = rowsOf(book.getWorksheet('Ranked citations')!).rows.find((r) => r.ID === citation)!;
      const csv = (await call('GET', `/api/projects/${id}/download?format=csv`, undefined, as)).body;
      const ris = (await call('GET', `/api/projects/${id}/download?format=ris`, undefined, as)).body;
      const decisionsCsv = (await call('GET', `/api/projects/${id}/download?format=decisions`, undefined, as)).body;
      const decisions = (await call('GET', `/api/projects/${id}/decisions`, undefined, as)).json();
      const byRafael = (
        await call('GET', `/api/projects/${id}/citations/filter?reviewer=${rafael.user.id}`, undefined, as)
      ).json().citations.length;
      return {
        byRafael,
        changes: summary.get('Changes recorded (each change of a decision, undos included)'),
        row,
        notes: rowsOf(book.getWorksheet('Notes')!).rows.length,
        history: rowsOf(book.getWorksheet('Decision history')!).rows.length,
        text: [csv, ris].join('\n'),
        decisionsCsvRows: decisionsCsv.trim().split('\r\n').length - 1,
        decisions: decisions.total,
      };
    };
    const before = await seenBy(lena);
    expect(before.row).toMatchObject({ 'Screened by': '', 'Screener 1 decision': '', Notes: '', Tags: '' });
    expect(before.text).not.toContain('wrong population');
    // Nor which records Rafael has voted on, nor how many votes are held back.
    expect(before).toMatchObject({ notes: 0, history: 0, decisionsCsvRows: 0, decisions: 0, changes: 0, byRafael: 0 });

    await decide(id, citation, false, lena);
    const after = await seenBy(lena);
    expect(after.row).toMatchObject({
      Label: 'Irrelevant',
      'Screened by': 'Agreed: Rafael Reviewer, Lena Lead',
      'Screener 1 decision': 'Irrelevant',
      Tags: 'adults',
    });
    expect(String(after.row.Notes)).toContain('wrong population');
    expect(after.text).toContain('wrong population');
    expect(after).toMatchObject({ notes: 2, history: 3, decisionsCsvRows: 3, decisions: 3, changes: 3, byRafael: 1 });
  });

  it('leaves the screeners out of a one-screener project, and gives no decision time to an undone decision in any format', async () => {
    const { id, ids } = await newProject('1');
    const [kept, undone] = ids as [number, number];
    await decide(id, kept, true, rafael);
    await decide(id, undone, false, rafael);
    await decide(id, undone, null, lena);
    const { book, summary } = await workbook(id);
    expect(summary.has('Screeners per record')).toBe(false);
    expect(summary.has("Cohen's kappa")).toBe(false);
    const ranked = rowsOf(book.getWorksheet('Ranked citations')!);
    // Without two screeners ever, no screeners' columns: who decided each record, then its publication type, close its row.
    expect(ranked.header.slice(-3)).toEqual(['Source file', 'Decided by', 'Publication type']);
    const row = (citation: number) => ranked.rows.find((r) => r.ID === citation)!;
    expect(String(row(kept)['Decided at'])).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row(kept)['Decided by']).toBe('Rafael Reviewer');
    expect(row(undone)).toMatchObject({ Label: 'Unlabeled', 'Decided at': '', 'Decided by': '' });

    const csv = (await call('GET', `/api/projects/${id}/download?format=csv`)).body.split('\r\n');
    const header = csv[0]!.replace('\uFEFF', '').split(',');
    const cells = (citation: number) => csv.find((line) => line.split(',')[1] === String(citation))!.split(',');
    // Counted from the end: titles and abstracts may hold commas, the columns after decided_at do not here.
    const fromEnd = header.indexOf('decided_at') - header.length;
    expect(cells(undone).at(fromEnd)).toBe('');
    expect(cells(kept).at(fromEnd)).toMatch(/^\d{4}-\d\d-\d\dT/);
    const ris = (await call('GET', `/api/projects/${id}/download?format=ris`)).body.split('ER  - ');
    const risOf = (citation: number) => ris.find((r) => r.includes(`ID  - ${citation}\r\n`))!;
    expect(risOf(undone)).toMatch(/N1 {2}- Screener: Unlabeled; rank \d+; relevance score [^;]+\r\n/);
    expect(risOf(kept)).toMatch(/; decided \d{4}-/);
  });
});
