import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXCLUSION_REASONS } from '../../src/shared/review.schema.ts';
import { reviewMessages } from '../../src/shared/review.messages.ts';
import { KEEP_LANGUAGE_REASON } from '../../prisma-free-migrations/Migration20261207085500_language_reason.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(testDatabases())('notes, tags, exclusion reasons and Maybe on $name', (db) => {
  let t: TestApp;
  let owner: { cookie: string; user: { id: number } };
  let reviewer: { cookie: string; email: string; user: { id: number } };
  beforeAll(async () => {
    t = await createTestApp(db);
    owner = await signUp(t.app, { first_name: 'Julian', last_name: 'Higgins' });
    reviewer = await signUp(t.app, { first_name: 'Ruth', last_name: 'Reviewer' });
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, as = owner.cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  /** labelling.csv (12 statin trials, then 12 exercise cohorts), shared with the reviewer. */
  const newProject = async (mode: 'iterations' | 'continuous' = 'continuous') => {
    const body = await multipart({ name: 'Statins', screening_mode: mode }, { files: ['labelling.csv'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: owner.cookie, ...body.headers },
      payload: body.payload,
    });
    const id = res.json().project.id as number;
    expect(
      (await call('POST', `/api/projects/${id}/members`, { email: reviewer.email, role: 'reviewer' })).statusCode,
    ).toBe(201);
    const ids = (await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id])).map(
      (r) => r.id as number,
    );
    return { id, trials: ids.slice(0, 12), cohorts: ids.slice(12) };
  };
  const label = async (id: number, citation: number, value: boolean | null, as = owner.cookie) =>
    expect(
      (await call('PUT', `/api/projects/${id}/citations/${citation}/relevance`, { is_relevant: value }, as)).statusCode,
    ).toBe(200);
  const review = (id: number, citation: number, body: object, as = owner.cookie) =>
    call('PUT', `/api/projects/${id}/citations/${citation}/review`, body, as);
  const maybe = (id: number, citation: number, value: boolean, as = owner.cookie) =>
    call('PUT', `/api/projects/${id}/citations/${citation}/maybe`, { maybe: value }, as);
  const list = async (id: number, query: string, as = owner.cookie) => {
    const res = await call('GET', `/api/projects/${id}/citations/filter?keyword_view=all&${query}`, undefined, as);
    expect(res.statusCode).toBe(200);
    return res.json().citations as Array<{
      id: number;
      maybe: boolean;
      review: { note: string | null; tags: string[]; exclusion_reason: string | null } | null;
    }>;
  };
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);

  it('offers "not in an included language" by default; a project whose reviewers gave "not in language" keeps it offered', async () => {
    const reasons = async (id: number) =>
      (await call('GET', `/api/projects/${id}/exclusion-reasons`, undefined, reviewer.cookie)).json().reasons;
    const fresh = await newProject();
    expect(await reasons(fresh.id)).toContain('not in an included language');
    expect(await reasons(fresh.id)).not.toContain('not in language');
    // A review given the earlier default before it was reworded, on a project still on the defaults.
    const earlier = await newProject();
    await label(earlier.id, earlier.cohorts[0]!, false);
    const em = t.orm.em.fork();
    await em.execute(
      `insert into citation_review (project_id, citation_id, user_id, tags, exclusion_reason) values (?, ?, ?, '{}', 'not in language')`,
      [earlier.id, earlier.cohorts[0]!, owner.user.id],
    );
    await em.execute(KEEP_LANGUAGE_REASON);
    expect(await reasons(earlier.id)).toContain('not in language');
    expect(await reasons(fresh.id)).toEqual([...DEFAULT_EXCLUSION_REASONS]);
    const filtered = await list(earlier.id, `reason=${encodeURIComponent('not in language')}`);
    expect(ids(filtered)).toEqual([earlier.cohorts[0]]);
  });

  it('offers the default exclusion reasons until a lead edits them; records keep a reason removed from the list', async () => {
    const { id, cohorts } = await newProject();
    expect(
      (await call('GET', `/api/projects/${id}/exclusion-reasons`, undefined, reviewer.cookie)).json().reasons,
    ).toEqual([...DEFAULT_EXCLUSION_REASONS]);
    await label(id, cohorts[0]!, false);
    expect((await review(id, cohorts[0]!, { exclusion_reason: 'Wrong  Population' })).json().exclusion_reason).toBe(
      'wrong population',
    );
    const twice = await call('PUT', `/api/projects/${id}/exclusion-reasons`, { reasons: ['wrong dose', 'Wrong dose'] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(reviewMessages.reasonsDuplicate('Wrong dose'));
    expect((await call('PUT', `/api/projects/${id}/exclusion-reasons`, { reasons: [] })).statusCode).toBe(422);
    const saved = await call('PUT', `/api/projects/${id}/exclusion-reasons`, {
      reasons: [' wrong   dose ', 'wrong outcome'],
    });
    expect(saved.json().reasons).toEqual(['wrong dose', 'wrong outcome']);
    expect(
      (await call('GET', `/api/projects/${id}/exclusion-reasons`, undefined, reviewer.cookie)).json().reasons,
    ).toEqual(['wrong dose', 'wrong outcome']);
    // No longer offered, still on the record it was given to.
    const refused = await review(id, cohorts[1]!, { exclusion_reason: 'wrong population' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(reviewMessages.unknownReason);
    expect((await list(id, 'reason=wrong%20population')).map((c) => c.id)).toEqual([cohorts[0]]);
  });

  it("keeps each reviewer's own note and tags, shows each their own in the list, and every member's on the record", async () => {
    const { id, trials } = await newProject('iterations');
    const mine = await review(id, trials[0]!, { note: 'Check the dose', tags: ['dose', ' Dose ', 'RCT'] });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      note: 'Check the dose',
      tags: ['dose', 'RCT'],
      exclusion_reason: null,
      maybe: false,
    });
    await review(id, trials[0]!, { note: 'Looks eligible', tags: ['elderly'] }, reviewer.cookie);
    // A field left out is kept; null clears.
    expect((await review(id, trials[0]!, { tags: ['dose'] })).json()).toMatchObject({
      note: 'Check the dose',
      tags: ['dose'],
    });
    const row = (await list(id, '', owner.cookie)).find((c) => c.id === trials[0]);
    expect(row?.review).toEqual({ note: 'Check the dose', tags: ['dose'], exclusion_reason: null, decision: null });
    expect((await list(id, '', reviewer.cookie)).find((c) => c.id === trials[0])?.review).toEqual({
      note: 'Looks eligible',
      tags: ['elderly'],
      exclusion_reason: null,
      decision: null,
    });
    const all = (
      await call('GET', `/api/projects/${id}/citations/${trials[0]}/reviews`, undefined, reviewer.cookie)
    ).json().reviews;
    expect(all.map((r: { reviewer: string; note: string }) => [r.reviewer, r.note])).toEqual([
      ['Ruth Reviewer', 'Looks eligible'],
      ['Julian Higgins', 'Check the dose'],
    ]);
    expect((await call('GET', `/api/projects/${id}/tags`)).json().tags).toEqual([
      { tag: 'dose', records: 1 },
      { tag: 'elderly', records: 1 },
    ]);
    expect((await review(id, trials[0]!, { note: null })).json().note).toBeNull();
    const long = await review(id, trials[0]!, { note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect((await review(id, 999_999, { note: 'x' })).statusCode).toBe(404);
  });

  it('takes an exclusion reason only for an excluded record, and drops it when the record is decided otherwise', async () => {
    const { id, cohorts } = await newProject('iterations');
    const early = await review(id, cohorts[0]!, { exclusion_reason: 'wrong population' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(reviewMessages.reasonNeedsExcluded);
    await label(id, cohorts[0]!, false);
    expect(
      (await review(id, cohorts[0]!, { exclusion_reason: 'wrong population', note: 'Children only' })).statusCode,
    ).toBe(200);
    await label(id, cohorts[0]!, true);
    const after = (await call('GET', `/api/projects/${id}/citations/${cohorts[0]}/reviews`)).json().reviews[0];
    expect(after).toMatchObject({ exclusion_reason: null, note: 'Children only' });
  });

  it('filters the list by tag, reason, decision (Maybe apart) and reviewer', async () => {
    const { id, trials, cohorts } = await newProject();
    await label(id, trials[0]!, true);
    await label(id, cohorts[0]!, false, reviewer.cookie);
    await label(id, cohorts[1]!, false);
    await review(id, cohorts[0]!, { exclusion_reason: 'wrong population', tags: ['adults'] }, reviewer.cookie);
    await review(id, cohorts[1]!, { exclusion_reason: 'wrong outcome' });
    await review(id, trials[1]!, { tags: ['adults'] });
    expect((await maybe(id, trials[2]!, true, reviewer.cookie)).statusCode).toBe(200);
    expect(ids(await list(id, 'tag=adults'))).toEqual(ids([{ id: cohorts[0]! }, { id: trials[1]! }]));
    expect((await list(id, 'reason=wrong%20outcome')).map((c) => c.id)).toEqual([cohorts[1]]);
    expect((await list(id, 'decision=maybe')).map((c) => [c.id, c.maybe])).toEqual([[trials[2], true]]);
    // Keywords that would hide it do not hide it from the Maybe view.
    expect((await call('PUT', `/api/projects/${id}/keywords`, { include: ['exercise'], exclude: [] })).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', `/api/projects/${id}/citations/filter?decision=unlabelled`))
        .json()
        .citations.map((c: { id: number }) => c.id),
    ).not.toContain(trials[3]);
    expect(
      (await call('GET', `/api/projects/${id}/citations/filter?decision=maybe`))
        .json()
        .citations.map((c: { id: number }) => c.id),
    ).toEqual([trials[2]]);
    expect((await call('PUT', `/api/projects/${id}/keywords`, { include: [], exclude: [] })).statusCode).toBe(200);
    expect((await list(id, 'decision=irrelevant')).length).toBe(2);
    const unlabelled = await list(id, 'decision=unlabelled');
    expect(unlabelled.length).toBe(24 - 3 - 1);
    expect(unlabelled.map((c) => c.id)).not.toContain(trials[2]);
    expect(ids(await list(id, `reviewer=${reviewer.user.id}`))).toEqual(ids([{ id: cohorts[0]! }, { id: trials[2]! }]));
    expect(ids(await list(id, `reviewer=${reviewer.user.id}&tag=adults`))).toEqual([cohorts[0]]);
    expect((await call('GET', `/api/projects/${id}/citations/filter?decision=sometimes`)).statusCode).toBe(422);
  });

  it('sets a record aside as Maybe: out of /next, out of the stopping counts, until it is decided', async () => {
    const { id, trials, cohorts } = await newProject();
    const before = (await call('GET', `/api/projects/${id}/next`)).json();
    const first = before.citation.id as number;
    await label(id, cohorts[0]!, false);
    await review(id, cohorts[0]!, { exclusion_reason: 'wrong population' });
    // A decided record set aside loses its decision (and so its reason), in the history too.
    expect((await maybe(id, cohorts[0]!, true)).json()).toMatchObject({ maybe: true, exclusion_reason: null });
    expect((await maybe(id, first, true, reviewer.cookie)).statusCode).toBe(200);
    const next = (await call('GET', `/api/projects/${id}/next`)).json();
    expect([first, cohorts[0]]).not.toContain(next.citation.id);
    expect(next.progress).toMatchObject({ total: 24, screened: 0, maybe: 2, unlabelled: 22, remaining: 24 });
    await label(id, trials[5]!, true);
    const stopping = (await call('GET', `/api/projects/${id}/stopping`)).json();
    expect(stopping).toMatchObject({ screened: 1, remaining: 23, maybe: 2 });
    expect(stopping.statement).toContain('2 records are set aside as Maybe and count as not screened until decided.');
    const history = (await call('GET', `/api/projects/${id}/decisions`)).json().decisions;
    expect(
      history.some(
        (d: { citation_id: number; to_label: boolean | null }) => d.citation_id === cohorts[0] && d.to_label === null,
      ),
    ).toBe(true);
    // Deciding settles it, for every reviewer.
    await label(id, first, true);
    expect((await list(id, 'decision=maybe')).map((c) => c.id)).toEqual([cohorts[0]]);
    expect((await call('GET', `/api/projects/${id}/next`)).json().progress).toMatchObject({ screened: 2, maybe: 1 });
    // Taken back: offered again.
    expect((await maybe(id, cohorts[0]!, false)).json().maybe).toBe(false);
    expect((await list(id, 'decision=maybe')).length).toBe(0);
  });

  it('refuses Maybe in an iteration project', async () => {
    const { id, trials } = await newProject('iterations');
    const res = await maybe(id, trials[0]!, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(reviewMessages.maybeNeedsContinuous);
  });

  it('puts notes, tags, reasons and Maybe in every export, and the excluded records per reason in PRISMA', async () => {
    const { id, trials, cohorts } = await newProject();
    // The fourth excluded by the reviewer: each record's row names who decided it.
    for (const [k, c] of cohorts.slice(0, 4).entries())
      await label(id, c, false, k === 3 ? reviewer.cookie : undefined);
    await label(id, trials[0]!, true);
    await review(id, cohorts[0]!, {
      exclusion_reason: 'wrong population',
      note: '=children only',
      tags: ['paediatric'],
    });
    await review(id, cohorts[1]!, { exclusion_reason: 'wrong population' }, reviewer.cookie);
    await review(id, cohorts[2]!, { exclusion_reason: 'wrong outcome' });
    await review(id, trials[0]!, { note: 'Key trial', tags: ['core', 'rct'] });
    await review(id, trials[0]!, { note: 'Agreed', tags: ['rct'] }, reviewer.cookie);
    await maybe(id, trials[1]!, true);

    const prisma = (await call('GET', `/api/projects/${id}/prisma`)).json();
    expect(prisma).toMatchObject({
      excluded: 4,
      excluded_reasons: [
        { reason: 'wrong population', records: 2 },
        { reason: 'wrong outcome', records: 1 },
      ],
      excluded_without_reason: 1,
    });
    expect((await call('GET', `/api/projects/${id}/prisma?format=svg`)).body).toContain('wrong population (n = 2)');

    const csv = (await call('GET', `/api/projects/${id}/download?format=csv`)).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const header = csv[0]!.split(',');
    expect(header.slice(-9)).toEqual([
      'decided_at',
      'note',
      'tags',
      'exclusion_reason',
      'maybe',
      'source_record_id',
      'source_file',
      'decided_by',
      'publication_type',
    ]);
    expect(header.slice(0, 3)).toEqual(['rank', 'id', 'title']);
    const rowOf = (citation: number) => csv.find((line) => line.split(',')[1] === String(citation))!;
    expect(rowOf(trials[0]!)).toContain('Julian Higgins: Key trial | Ruth Reviewer: Agreed,core; rct,,');
    // Who decided the record, then its publication type, close the row; an undecided one (Maybe) has nobody.
    expect(rowOf(cohorts[0]!)).toMatch(
      /Julian Higgins: =children only,paediatric,wrong population,,,labelling\.csv,Julian Higgins,$/,
    );
    expect(rowOf(trials[1]!)).toMatch(/,Maybe,,labelling\.csv,,$/);

    const ris = (await call('GET', `/api/projects/${id}/download?format=ris`)).body;
    expect(ris).toContain('N1  - Screener notes: Julian Higgins: Key trial | Ruth Reviewer: Agreed');
    expect(ris).toMatch(/Screener: Irrelevant; rank \d+; [^\r]*; exclusion reason: wrong population; tags: paediatric/);
    expect(ris).toMatch(/Screener: Unlabeled \(Maybe\)/);

    const xlsx = await call('GET', `/api/projects/${id}/download`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ranked = book.getWorksheet('Ranked citations')!;
    const headers = (ranked.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(-9)).toEqual([
      'Decided at',
      'Notes',
      'Tags',
      'Exclusion reason',
      'Maybe',
      'Record ID in file',
      'Source file',
      'Decided by',
      'Publication type',
    ]);
    const excluded = book.getWorksheet('Irrelevant')!;
    const reasons: unknown[] = [];
    excluded.eachRow((row, n) => n > 1 && reasons.push(row.getCell(headers.indexOf('Exclusion reason') + 1).value));
    expect(reasons.filter(Boolean).sort()).toEqual(['wrong outcome', 'wrong population', 'wrong population']);
    const deciders: unknown[] = [];
    excluded.eachRow((row, n) => n > 1 && deciders.push(row.getCell(headers.indexOf('Decided by') + 1).value));
    expect(deciders.sort()).toEqual(['Julian Higgins', 'Julian Higgins', 'Julian Higgins', 'Ruth Reviewer']);
    const notes = book.getWorksheet('Notes')!;
    expect(notes.rowCount).toBe(1 + 6);
    const noteCells: unknown[] = [];
    notes.eachRow((row) => noteCells.push(row.getCell(5).value));
    // A note that looks like a formula is written as text.
    expect(noteCells).toContain("'=children only");
    const prismaRows: Array<[unknown, unknown]> = [];
    book.getWorksheet('PRISMA 2020')!.eachRow((row) => prismaRows.push([row.getCell(1).value, row.getCell(2).value]));
    expect(prismaRows).toEqual(
      expect.arrayContaining([
        ['Records excluded', 4],
        ['  wrong population', 2],
        ['  wrong outcome', 1],
        ['  no reason given', 1],
      ]),
    );
  });
});
