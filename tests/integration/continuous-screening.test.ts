import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../helpers/multipart.ts';
import { messages } from '../../src/shared/messages.ts';
import { screeningMessages } from '../../src/shared/screening.messages.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(testDatabases())('continuous screening on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app, { first_name: 'Iain', last_name: 'Chalmers' }));
    ({ cookie: otherCookie } = await signUp(t.app, { first_name: 'Other' }));
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  /** labelling.csv: 12 statin trials (relevant here) then 12 exercise cohorts (irrelevant), as a project of the given mode. */
  /** POST /api/projects as a form with labelling.csv and these fields. */
  const postForm = async (fields: Record<string, string>) => {
    const body = await multipart(fields, { files: ['labelling.csv'] });
    return t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const newProject = async (mode?: 'iterations' | 'continuous') => {
    const res = await postForm({ name: 'Statins', ...(mode ? { screening_mode: mode } : {}) });
    expect(res.statusCode).toBe(201);
    const id = res.json().project.id as number;
    const ids = (await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id])).map(
      (r) => r.id as number,
    );
    return { id, trials: ids.slice(0, 12), cohorts: ids.slice(12), mode: res.json().project.screening_mode as string };
  };
  const label = (id: number, citation: number, value: boolean | null, as = cookie) =>
    call('PUT', `/api/projects/${id}/citations/${citation}/relevance`, { is_relevant: value }, as);
  const labelAll = async (id: number, citations: number[], value: boolean) => {
    for (const c of citations) expect((await label(id, c, value)).statusCode).toBe(200);
  };
  const next = async (id: number, query = '') => (await call('GET', `/api/projects/${id}/next${query}`)).json();
  /** Waits until the background retrain has seen every decision (no timing asserted, only the outcome). */
  const modelCaughtUp = async (id: number) => {
    await expect
      .poll(
        async () => {
          const n = await next(id);
          return n.model_trained_at !== null && n.labelled_since_training === 0 && !n.model_retraining;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    return next(id);
  };
  /** tRPC over HTTP as the web app sends it. */
  const trpc = async (kind: 'query' | 'mutation', name: string, input: object, as = cookie) => {
    const encoded = JSON.stringify({ json: input });
    const res =
      kind === 'query'
        ? await t.app.inject({
            method: 'GET',
            url: `/trpc/${name}?input=${encodeURIComponent(encoded)}`,
            headers: { cookie: as },
          })
        : await t.app.inject({
            method: 'POST',
            url: `/trpc/${name}`,
            headers: { cookie: as, 'content-type': 'application/json' },
            payload: encoded,
          });
    return { status: res.statusCode, data: res.json().result?.data?.json, error: res.json().error?.json };
  };

  it('creates projects in either mode, from JSON or a multipart upload, iterations by default, and says which', async () => {
    expect((await newProject()).mode).toBe('iterations');
    const fromUpload = await newProject('continuous');
    expect(fromUpload.mode).toBe('continuous');
    expect((await call('GET', `/api/projects/${fromUpload.id}`)).json()).toMatchObject({
      screening_mode: 'continuous',
      finished_at: null,
    });
    const fromJson = await call('POST', '/api/projects', { name: 'JSON', screening_mode: 'continuous' });
    expect(fromJson.statusCode).toBe(201);
    expect(fromJson.json().project.screening_mode).toBe('continuous');
    const bad = await call('POST', '/api/projects', { name: 'Bad', screening_mode: 'sometimes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.screening_mode).toBe('screening_mode must be "iterations" or "continuous"');
    const viaTrpc = await trpc('mutation', 'projects.create', { name: 'tRPC', screening_mode: 'continuous' });
    expect(viaTrpc.data.screening_mode).toBe('continuous');
  });

  it('takes every decision in continuous mode: no cap per class, no lock, no iteration limit', async () => {
    const { id, trials, cohorts } = await newProject('continuous');
    await labelAll(id, trials, true);
    await labelAll(id, cohorts, false);
    expect((await call('GET', `/api/projects/${id}`)).json()).toMatchObject({
      relevant_count: 12,
      irrelevant_count: 12,
    });
    // Even where an iteration project would be finished, a decision can still change, and through tRPC too.
    await t.orm.em.fork().execute('update project set current_iteration = 10 where id = ?', [id]);
    expect((await label(id, trials[0]!, false)).json()).toMatchObject({ is_relevant: false, iteration: null });
    const viaTrpc = await trpc('mutation', 'citations.setLabel', {
      projectId: id,
      citationId: trials[0],
      is_relevant: null,
    });
    expect(viaTrpc.data).toMatchObject({ is_relevant: null });
  });

  it("an undo (if_label) takes back only the caller's decision: a colleague's later one stays, with a 409 that says so", async () => {
    const { id, trials } = await newProject('continuous');
    const put = (payload: object) => call('PUT', `/api/projects/${id}/citations/${trials[0]}/relevance`, payload);
    expect((await put({ is_relevant: true })).statusCode).toBe(200);
    // A colleague (here the same account in another tab) changes it to Irrelevant; then the first undo arrives.
    expect((await put({ is_relevant: false })).statusCode).toBe(200);
    const undo = await put({ is_relevant: null, if_label: true });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(screeningMessages.changedSince(false));
    expect((await put({ is_relevant: false, if_label: false })).json()).toMatchObject({ is_relevant: false });
    // The undo of the decision that is still there takes it back.
    expect((await put({ is_relevant: null, if_label: false })).json()).toMatchObject({ is_relevant: null });
    // An undo whose decision never landed (sent while offline, then given up) asks for what is there: no refusal.
    expect((await put({ is_relevant: null, if_label: true })).statusCode).toBe(200);
  });

  it('keeps every change of a label, with who made it, when, and from what to what', async () => {
    const { id, trials } = await newProject('continuous');
    for (const value of [true, true, false, null]) await label(id, trials[0]!, value);
    const history = (await call('GET', `/api/projects/${id}/decisions`)).json();
    // Choosing the label a citation already has is no change.
    expect(history.total).toBe(3);
    expect(
      history.decisions.map((d: { from_label: unknown; to_label: unknown }) => [d.from_label, d.to_label]),
    ).toEqual([
      [false, null],
      [true, false],
      [null, true],
    ]);
    expect(history.decisions[0]).toMatchObject({
      citation_id: trials[0],
      title: 'Statin therapy trial 1: effects in heart failure',
      username: expect.any(String),
      name: 'Iain Chalmers',
    });
    expect(Date.parse(history.decisions[0].created_at)).not.toBeNaN();
    const csv = await call('GET', `/api/projects/${id}/download?format=decisions`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="literature-review-decisions-${id}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('decided_at,citation_id,title,from,to,by,kind');
    // Named as every page names people, not by the account's user name.
    expect(lines.slice(1).every((l) => l.endsWith(',Iain Chalmers,Record label'))).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',').slice(3, 5).join(' → '))).toEqual([
      'Unlabeled → Relevant',
      'Relevant → Irrelevant',
      'Irrelevant → Unlabeled',
    ]);
    const page = await trpc('query', 'screening.decisions', { projectId: id, page: 2, page_size: 2 });
    expect(page.data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.data.decisions).toHaveLength(1);
  });

  it('answers the results summary of a continuous project: its decisions belong to no iteration', async () => {
    const { id, trials, cohorts } = await newProject('iterations');
    await labelAll(id, trials.slice(0, 5), true);
    await labelAll(id, cohorts.slice(0, 5), false);
    expect((await call('PATCH', `/api/projects/${id}`, { screening_mode: 'continuous' })).statusCode).toBe(200);
    await labelAll(id, trials.slice(5, 7), true);
    await labelAll(id, cohorts.slice(5, 6), false);
    const summary = await call('GET', `/api/projects/${id}/results-summary`);
    expect(summary.statusCode).toBe(200);
    // The labels of the first iteration (the API's 0, shown as 1) are charted; the decisions after the switch are in none.
    expect(summary.json()).toMatchObject({
      per_iteration: [{ iteration: 0, relevant: 5, irrelevant: 5 }],
      unlabelled: 11,
    });
    expect((await trpc('query', 'training.summary', { projectId: id })).status).toBe(200);
  });

  it("says in the export's Summary that a project switched to continuous after its iterations' trainings", async () => {
    const { id, trials, cohorts } = await newProject('iterations');
    await labelAll(id, trials.slice(0, 5), true);
    await labelAll(id, cohorts.slice(0, 5), false);
    expect((await call('POST', `/api/projects/${id}/train`)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/projects/${id}`, { screening_mode: 'continuous' })).statusCode).toBe(200);
    await label(id, trials[5]!, true);
    const items = await summarySheet(id);
    expect(items.get('Screening mode')).toBe('Continuous (switched from iterations after 1 training)');
  });

  it('switches an iteration project to continuous, where its locked labels can change, and never back', async () => {
    const { id, trials } = await newProject('iterations');
    await label(id, trials[0]!, true);
    await t.orm.em.fork().execute('update project set current_iteration = 1 where id = ?', [id]);
    expect((await label(id, trials[0]!, false)).statusCode).toBe(409);
    const switched = await call('PATCH', `/api/projects/${id}`, { screening_mode: 'continuous' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ id, screening_mode: 'continuous', current_iteration: 1 });
    expect((await label(id, trials[0]!, false)).statusCode).toBe(200);
    const back = await call('PATCH', `/api/projects/${id}`, { screening_mode: 'iterations' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/^A continuous project cannot go back to iterations/);
    expect((await call('PATCH', `/api/projects/${id}`, { screening_mode: 'continuous' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/projects/${id}`, { screening_mode: 'both' })).statusCode).toBe(422);
    // A refused change refuses the whole request: the name sent with it is not kept either.
    const before = (await call('GET', `/api/projects/${id}`)).json().name as string;
    const mixed = await call('PATCH', `/api/projects/${id}`, { name: 'Renamed', screening_mode: 'iterations' });
    expect(mixed.statusCode).toBe(409);
    expect((await call('GET', `/api/projects/${id}`)).json()).toMatchObject({
      name: before,
      screening_mode: 'continuous',
    });
    const train = await call('POST', `/api/projects/${id}/train`);
    expect(train.statusCode).toBe(409);
    expect(train.json().message).toBe(
      'This project screens continuously: the model retrains by itself after new decisions.',
    );
    const viaTrpc = await newProject('iterations');
    expect(
      (await trpc('mutation', 'projects.setScreeningMode', { id: viaTrpc.id, screening_mode: 'continuous' })).data
        .screening_mode,
    ).toBe('continuous');
  });

  it('says the records come in file order before any model when no include keyword orders them, and keyword order when one does', async () => {
    const { id, trials, cohorts } = await newProject('continuous');
    // Continue on the keyword page with the lists left empty: the step is passed, with no keyword.
    expect((await call('PUT', `/api/projects/${id}/keywords`, { include: [], exclude: [] })).statusCode).toBe(200);
    expect((await call('GET', `/api/projects/${id}`)).json()).toMatchObject({
      keywords_selected: true,
      keywords_count: 0,
    });
    const plain = await next(id);
    expect(plain).toMatchObject({ model_trained_at: null, ordered_by_keywords: false });
    expect(plain.citation.id).toBe(trials[0]);
    // Exclude words hide records but order none: still the file's order.
    expect((await call('PUT', `/api/projects/${id}/keywords`, { include: [], exclude: ['diary'] })).statusCode).toBe(
      200,
    );
    expect((await next(id)).ordered_by_keywords).toBe(false);
    expect((await call('PUT', `/api/projects/${id}/keywords`, { include: ['exercise'], exclude: [] })).statusCode).toBe(
      200,
    );
    const ranked = await next(id);
    expect(ranked.ordered_by_keywords).toBe(true);
    expect(cohorts).toContain(ranked.citation.id);
    const listed = (await call('GET', '/api/projects')).json() as Array<{ id: number; keywords_count: number }>;
    expect(listed.find((p) => p.id === id)?.keywords_count).toBe(1);
  });

  it('offers the keyword order before any model, and the order of a model retrained in the background after decisions', async () => {
    const { id, trials, cohorts } = await newProject('continuous');
    expect((await call('PUT', `/api/projects/${id}/keywords`, { include: ['exercise'], exclude: [] })).statusCode).toBe(
      200,
    );
    const first = await next(id);
    expect(first).toMatchObject({
      model_trained_at: null,
      labelled_since_training: 0,
      progress: { total: 24, screened: 0, unlabelled: 24 },
    });
    expect(cohorts).toContain(first.citation.id);
    // Skipped citations are passed over.
    const skipped = await next(id, `?skip=${first.citation.id}`);
    expect(skipped.citation.id).not.toBe(first.citation.id);
    // Without keywords the model's order alone decides (the keywords' hold is the next test's).
    expect((await call('PUT', `/api/projects/${id}/keywords`, { include: [], exclude: [] })).statusCode).toBe(200);
    // One relevant and one irrelevant decision are enough for a model; it learns that the trials are wanted.
    await label(id, trials[0]!, true);
    await label(id, cohorts[0]!, false);
    const after = await modelCaughtUp(id);
    expect(trials).toContain(after.citation.id);
    expect(after.citation.relevance_score).toEqual(expect.any(Number));
    expect(after.progress).toEqual({
      total: 24,
      screened: 2,
      relevant: 1,
      irrelevant: 1,
      remaining: 22,
      unlabelled: 22,
      maybe: 0,
    });
    // The list shows what is left to screen first.
    const list = (await call('GET', `/api/projects/${id}/citations/filter?page=1&page_size=24`)).json();
    const unlabelled = list.citations.map((c: { is_relevant: unknown }) => c.is_relevant === null);
    expect(unlabelled).toEqual([...Array<boolean>(list.citations.length - 2).fill(true), false, false]);
    // A second page continues where the first ended.
    const second = (await call('GET', `/api/projects/${id}/citations/filter?page=2&page_size=10`)).json();
    expect(second.citations.map((c: { id: number }) => c.id)).toEqual(
      list.citations.slice(10, 20).map((c: { id: number }) => c.id),
    );
    const viaTrpc = await trpc('query', 'screening.next', { projectId: id, skip: [after.citation.id] });
    expect(viaTrpc.data.citation.id).not.toBe(after.citation.id);
    // Citations added later count at once (/next keeps the total with the keyword version they raise).
    const added = await call('POST', `/api/projects/${id}/citations`, {
      citations: [{ title: 'A late trial of exercise', abstract: 'Randomised.' }, { title: 'A late cohort' }],
    });
    expect(added.statusCode).toBeLessThan(300);
    expect((await next(id)).progress).toMatchObject({ total: 26, screened: 2, unlabelled: 24 });
  });

  it('serves the records the keywords hide only once every record they let through is screened, and says so', async () => {
    const { id, trials, cohorts } = await newProject('continuous');
    // The model is taught that the trials are wanted, while the keywords let only the exercise cohorts through.
    await label(id, trials[0]!, true);
    await label(id, cohorts[0]!, false);
    await modelCaughtUp(id);
    expect((await call('PUT', `/api/projects/${id}/keywords`, { include: ['exercise'], exclude: [] })).statusCode).toBe(
      200,
    );
    const scores = await t.orm.em
      .fork()
      .execute('select id, relevance_score from citation where project_id = ? order by relevance_score desc', [id]);
    expect(trials).toContain(scores[0]!.id);
    const first = await next(id);
    expect(cohorts).toContain(first.citation.id);
    expect(first.hidden_by_keywords).toBe(false);
    // Skipped in this sitting, the cohorts left give way to the hidden trials, marked as hidden.
    const rest = cohorts.slice(1);
    const pastSkipped = await next(id, `?skip=${rest.join(',')}`);
    expect(trials).toContain(pastSkipped.citation.id);
    expect(pastSkipped.hidden_by_keywords).toBe(true);
    // Every cohort decided: the trials come, best first, as hidden ones; nothing is left out.
    await labelAll(id, rest, false);
    const served: number[] = [];
    for (let n = await next(id); n.citation; n = await next(id)) {
      expect(n.hidden_by_keywords).toBe(true);
      served.push(n.citation.id);
      expect((await label(id, n.citation.id, true)).statusCode).toBe(200);
    }
    expect(served.sort((a, b) => a - b)).toEqual(trials.slice(1));
    const viaTrpc = await trpc('query', 'screening.next', { projectId: id, skip: [] });
    expect(viaTrpc.data).toMatchObject({ citation: null, hidden_by_keywords: false });
  });

  it('answers null once every citation is screened', async () => {
    const { id, trials, cohorts } = await newProject('continuous');
    await labelAll(id, trials, true);
    await labelAll(id, cohorts, false);
    const done = await next(id);
    expect(done.citation).toBeNull();
    expect(done.progress).toMatchObject({ screened: 24, unlabelled: 0 });
  });

  it('answers the stopping test in plain words, and refuses unclear parameters with 400', async () => {
    const { id, trials, cohorts } = await newProject('continuous');
    const none = (await call('GET', `/api/projects/${id}/stopping`)).json();
    expect(none).toMatchObject({
      screened: 0,
      relevant_found: 0,
      irrelevant_in_a_row: 0,
      remaining: 24,
      can_stop: false,
      p_value: null,
      statement: 'Not yet: no record has been screened.',
    });
    await labelAll(id, trials.slice(0, 3), true);
    await labelAll(id, cohorts.slice(0, 2), false);
    const some = (await call('GET', `/api/projects/${id}/stopping?target_recall=0.9&confidence=0.8`)).json();
    expect(some).toMatchObject({
      screened: 5,
      relevant_found: 3,
      irrelevant_in_a_row: 2,
      remaining: 19,
      can_stop: false,
      target_recall: 0.9,
      confidence: 0.8,
    });
    expect(some.statement).toBe(
      'Not yet: it cannot be said with 80 % confidence that 90 % of the relevant records are found.',
    );
    expect(some.curve.at(-1)).toEqual({ screened: 5, relevant_found: 3 });
    for (const [query, field] of [
      ['target_recall=1.5', 'target_recall'],
      ['confidence=abc', 'confidence'],
      ['confidence=1', 'confidence'],
      ['target_recall=0', 'target_recall'],
      ['target_recall=0x1', 'target_recall'],
    ]) {
      const res = await call('GET', `/api/projects/${id}/stopping?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(`^${field} must be a number above 0 and`));
    }
    // A confidence that is not 100 % is never shown as 100 %.
    expect((await call('GET', `/api/projects/${id}/stopping?confidence=0.99999`)).json().statement).toBe(
      'Not yet: it cannot be said with 99.999 % confidence that 95 % of the relevant records are found.',
    );
    expect((await call('GET', `/api/projects/${id}/next?skip=a,b`)).statusCode).toBe(400);
    const twice = await call('GET', `/api/projects/${id}/next?skip=1&skip=2`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/^skip must be citation ids separated by commas/);
    await labelAll(id, trials.slice(3), true);
    await labelAll(id, cohorts.slice(2), false);
    const all = (await trpc('query', 'screening.stopping', { projectId: id })).data;
    expect(all).toMatchObject({
      screened: 24,
      relevant_found: 12,
      remaining: 0,
      can_stop: true,
      statement: 'Every record is screened: all 12 relevant records are found.',
    });
    // With none relevant there is nothing to have found all of.
    await labelAll(id, trials, false);
    expect((await trpc('query', 'screening.stopping', { projectId: id })).data).toMatchObject({
      relevant_found: 0,
      remaining: 0,
      statement: 'Every record is screened: none was relevant.',
    });
  });

  it('says it can stop once a long run of irrelevant records makes missing 5 % unlikely', async () => {
    const created = await call('POST', '/api/projects', { name: 'Large', screening_mode: 'continuous' });
    const id = created.json().project.id as number;
    const citations = Array.from({ length: 400 }, (_, i) => ({ title: `Record ${i}`, abstract: `Abstract ${i}` }));
    expect((await call('POST', `/api/projects/${id}/citations`, { citations })).statusCode).toBe(201);
    const ids = (await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id])).map(
      (r) => r.id as number,
    );
    await labelAll(id, ids.slice(0, 20), true);
    await labelAll(id, ids.slice(20, 320), false);
    const res = (await call('GET', `/api/projects/${id}/stopping`)).json();
    expect(res).toMatchObject({
      screened: 320,
      relevant_found: 20,
      irrelevant_in_a_row: 300,
      remaining: 80,
      can_stop: true,
    });
    expect(res.p_value).toBeLessThan(0.05);
    expect(res.statement).toBe('With 95 % confidence at least 95 % of the relevant records are found.');
  });

  /** The Summary sheet of the project's Excel export, item by item. */
  const summarySheet = async (id: number) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await call('GET', `/api/projects/${id}/download`)).rawPayload as unknown as ArrayBuffer);
    const items = new Map<unknown, unknown>();
    workbook.getWorksheet('Summary')!.eachRow((row) => items.set(row.getCell(1).value, row.getCell(2).value));
    return items;
  };

  it('counts what is left alike in /next, /stopping, the lists and the export: every unlabeled record, Maybe and hidden ones among them', async () => {
    const { id, trials, cohorts } = await newProject('continuous');
    await labelAll(id, trials.slice(0, 2), true);
    await labelAll(id, cohorts.slice(0, 1), false);
    expect((await call('PUT', `/api/projects/${id}/citations/${trials[2]}/maybe`, { maybe: true })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `/api/projects/${id}/keywords`, { include: ['exercise'], exclude: [] })).statusCode).toBe(
      200,
    );
    // 24 records: 3 decided, so 21 left: the 11 undecided exercise cohorts the keywords let through, and the 10 undecided
    // statin trials they hide, one of them set aside as Maybe.
    expect((await next(id)).progress).toEqual({
      total: 24,
      screened: 3,
      relevant: 2,
      irrelevant: 1,
      remaining: 21,
      unlabelled: 20,
      maybe: 1,
    });
    expect((await call('GET', `/api/projects/${id}/stopping`)).json()).toMatchObject({ remaining: 21, maybe: 1 });
    const list = async (query: string) => (await call('GET', `/api/projects/${id}/citations/filter?${query}`)).json();
    // The Unlabeled tab: all 21 before the keywords, 11 after; the hidden ones the Maybe record among them.
    expect(await list('is_relevant=null&page=1')).toMatchObject({
      total_before_filtering: 21,
      total_after_filtering: 11,
      hidden_by_keywords: 10,
      project_hidden_by_keywords: 10,
    });
    // The Relevant tab hides nothing itself, and still gives the project's count.
    expect(await list('is_relevant=true&page=1')).toMatchObject({
      hidden_by_keywords: 0,
      project_hidden_by_keywords: 10,
    });
    const summary = await summarySheet(id);
    expect(summary.get('Unlabeled (including Maybe and those hidden by keywords)')).toBe(21);
    expect(summary.get('Set aside as Maybe (unlabeled)')).toBe(1);
    expect(summary.get('Hidden by keywords (unlabeled)')).toBe(10);
  });

  it('exports the records that carry a decision now apart from the changes recorded, an undo being a change and not a decision', async () => {
    const { id, trials, cohorts } = await newProject('continuous');
    await labelAll(id, trials.slice(0, 2), true);
    await labelAll(id, cohorts.slice(0, 1), false);
    expect((await label(id, trials[1]!, null)).statusCode).toBe(200);
    expect((await label(id, cohorts[0]!, true)).statusCode).toBe(200);
    const summary = await summarySheet(id);
    // trials[0] relevant and cohorts[0] now relevant: two records decided; three decisions, an undo and a change of mind.
    expect(summary.get('Records with a decision now (relevant or irrelevant)')).toBe(2);
    expect(summary.get('Changes recorded (each change of a decision, undos included)')).toBe(5);
    expect(summary.has('Decisions recorded')).toBe(false);
  });

  it('finishes screening and exports the mode, the decisions and the stopping test in the Summary sheet', async () => {
    const { id, trials, cohorts } = await newProject('continuous');
    await labelAll(id, trials.slice(0, 4), true);
    await labelAll(id, cohorts.slice(0, 4), false);
    await label(id, cohorts[0]!, true);
    const finished = await call('POST', `/api/projects/${id}/finish`, { target_recall: 0.9, confidence: 0.9 });
    expect(finished.statusCode).toBe(200);
    expect(Date.parse(finished.json().finished_at)).not.toBeNaN();
    expect((await call('GET', `/api/projects/${id}`)).json().finished_at).toBe(finished.json().finished_at);
    const res = await call('GET', `/api/projects/${id}/download`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Ranked citations',
      'Relevant',
      'Irrelevant',
      'Removed duplicates',
      'Decision history',
      'Notes',
      'Summary',
      'PRISMA 2020',
    ]);
    const items = new Map<unknown, unknown>();
    workbook.getWorksheet('Summary')!.eachRow((row) => items.set(row.getCell(1).value, row.getCell(2).value));
    expect(items.get('Screening mode')).toBe('Continuous');
    expect(items.has('Iteration')).toBe(false);
    expect(items.get('Records with a decision now (relevant or irrelevant)')).toBe(8);
    expect(items.get('Changes recorded (each change of a decision, undos included)')).toBe(9);
    expect(items.get('Stopping test (90 % recall, 90 % confidence)')).toBe(
      'Not yet: it cannot be said with 90 % confidence that 90 % of the relevant records are found.',
    );
    // Three significant digits, and above 1 − confidence: "Not yet".
    const p = items.get('Stopping test p-value') as number;
    expect(p).toBe(Number(p.toPrecision(3)));
    expect(p).toBeGreaterThan(0.1);
    expect(items.get('Screening finished')).toBe(finished.json().finished_at);
    expect(items.get('Stopping test when finished')).toMatch(/^Not yet: .* \(8 screened, 5 relevant found\)$/);
    const history = workbook.getWorksheet('Decision history')!;
    expect(history.rowCount).toBe(10);
    expect([4, 5, 6].map((c) => history.getRow(10).getCell(c).value)).toEqual([
      'Irrelevant',
      'Relevant',
      'Iain Chalmers',
    ]);
    // The ranked sheet says when each label was last decided; continuous decisions belong to no iteration.
    const ranked = workbook.getWorksheet('Ranked citations')!;
    const header = ranked.getRow(1).values as unknown[];
    const decided = ranked.getRow(2).getCell(header.indexOf('Decided at')).value;
    // Each sheet of records or changes keeps its header in view while scrolling, with Excel's filter buttons on it.
    for (const sheet of [ranked, history, workbook.getWorksheet('Notes')!]) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toMatch(new RegExp(`^A1:${sheet.getRow(1).getCell(sheet.actualColumnCount).address}$`));
    }
    const labelled = [...Array(ranked.rowCount).keys()]
      .slice(1)
      .map((r) => ranked.getRow(r + 1))
      .filter((row) => row.getCell(6).value !== 'Unlabeled');
    expect(labelled).toHaveLength(8);
    expect(labelled.every((row) => row.getCell(7).value === '' || row.getCell(7).value === null)).toBe(true);
    expect(
      labelled.every((row) => /^\d{4}-\d\d-\d\dT/.test(String(row.getCell(header.indexOf('Decided at')).value))),
    ).toBe(true);
    expect(decided).toBeDefined();
    // A body that is not a share is refused and the finish on record stays; one left out takes the defaults.
    const bad = await call('POST', `/api/projects/${id}/finish`, { target_recall: 'most' });
    expect(bad.statusCode).toBe(422);
    expect((await call('GET', `/api/projects/${id}`)).json().finished_at).toBe(finished.json().finished_at);
    expect((await call('POST', `/api/projects/${id}/finish`, {})).statusCode).toBe(200);
  });

  it('refuses a field spelt another way by name, where it would have been ignored, and lets other keys through', async () => {
    const projects = async () =>
      (await t.orm.em.fork().execute('select count(*)::int as n from project', []))[0]!.n as number;
    const before = await projects();
    const upload = await postForm({ name: 'Camel', screeningMode: 'continuous' });
    expect(upload.statusCode).toBe(422);
    expect(upload.json().message).toBe('Unknown field "screeningMode": did you mean "screening_mode"?');
    const json = await call('POST', '/api/projects', { name: 'Camel', screeningMode: 'continuous' });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('Unknown field "screeningMode": did you mean "screening_mode"?');
    expect(await projects()).toBe(before);

    const { id, trials } = await newProject('continuous');
    const relevance = await call('PUT', `/api/projects/${id}/citations/${trials[0]}/relevance`, { isRelevant: true });
    expect(relevance.statusCode).toBe(422);
    expect(relevance.json().message).toBe('Unknown field "isRelevant": did you mean "is_relevant"?');
    expect((await next(id)).progress.screened).toBe(0);
    // A form instead of JSON: said so, not "check your data".
    const form = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/citations/${trials[0]}/relevance`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'is_relevant=true',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe(messages.bodyNotJson);
    // A key of the client's own that names no field of the route is no mistake of spelling: let through as before.
    expect((await call('POST', '/api/projects', { name: 'Own keys', client_ref: 'A-1' })).statusCode).toBe(201);
  });

  it('refuses to finish a project with no record screened yet, and finishes it once one is', async () => {
    const { id, trials } = await newProject('continuous');
    const refused = await call('POST', `/api/projects/${id}/finish`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(screeningMessages.finishNothingScreened);
    expect((await call('GET', `/api/projects/${id}`)).json().finished_at).toBeNull();
    await label(id, trials[0]!, false);
    expect((await call('POST', `/api/projects/${id}/finish`, {})).statusCode).toBe(200);
  });

  it('records the mode and the decisions of an iteration project in its Summary sheet too, and each change in its Decision history', async () => {
    const { id, trials } = await newProject('iterations');
    await label(id, trials[0]!, true);
    await label(id, trials[1]!, false);
    await label(id, trials[1]!, null);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await call('GET', `/api/projects/${id}/download`)).rawPayload as unknown as ArrayBuffer);
    const history: unknown[][] = [];
    workbook
      .getWorksheet('Decision history')!
      .eachRow((row, n) => n > 1 && history.push([row.getCell(2).value, row.getCell(4).value, row.getCell(5).value]));
    // In the order given: the label taken back is in the history, not only in the count.
    expect(history).toEqual([
      [trials[0], 'Unlabeled', 'Relevant'],
      [trials[1], 'Unlabeled', 'Irrelevant'],
      [trials[1], 'Irrelevant', 'Unlabeled'],
    ]);
    const items = await summarySheet(id);
    expect(items.get('Screening mode')).toBe('Iterations');
    expect(items.get('Iteration')).toBe('1/10');
    expect(items.get('Records with a decision now (relevant or irrelevant)')).toBe(1);
    expect(items.get('Changes recorded (each change of a decision, undos included)')).toBe(3);
    expect(items.get('Unlabeled (including those hidden by keywords)')).toBe(23);
    expect(items.has('Set aside as Maybe (unlabeled)')).toBe(false);
  });

  it("refuses another user's project with 403 and a missing one with 404, changing nothing", async () => {
    const { id, trials } = await newProject('iterations');
    const requests: Array<[Method, string, object?]> = [
      ['GET', `/api/projects/${id}/next`],
      ['GET', `/api/projects/${id}/stopping`],
      ['GET', `/api/projects/${id}/decisions`],
      ['POST', `/api/projects/${id}/finish`, {}],
      ['PATCH', `/api/projects/${id}`, { screening_mode: 'continuous' }],
      ['PUT', `/api/projects/${id}/citations/${trials[0]}/relevance`, { is_relevant: true }],
    ];
    for (const [method, url, body] of requests)
      expect((await call(method, url, body, otherCookie)).statusCode, `${method} ${url}`).toBe(403);
    for (const [method, url, body] of requests)
      expect((await call(method, url.replace(`/${id}`, '/999999'), body)).statusCode, `${method} ${url}`).toBe(404);
    expect((await call('GET', `/api/projects/${id}`)).json()).toMatchObject({
      screening_mode: 'iterations',
      finished_at: null,
      relevant_count: 0,
    });
    expect((await trpc('query', 'screening.next', { projectId: id }, otherCookie)).status).toBe(403);
    expect((await trpc('query', 'screening.stopping', { projectId: id }, otherCookie)).status).toBe(403);
    expect(
      (await trpc('mutation', 'projects.setScreeningMode', { id, screening_mode: 'continuous' }, otherCookie)).status,
    ).toBe(403);
  });
});
