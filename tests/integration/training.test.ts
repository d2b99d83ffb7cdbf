import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedCsv } from '../helpers/http-client.ts';
import { uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabases())('training on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** labelling.csv: 12 statin trials (relevant here) then 12 exercise cohorts (irrelevant). */
  const newProject = async () => {
    const { id, citationIds: ids } = await uploadedProject(t, cookie, 'Training', ['labelling.csv']);
    return { id, trials: ids.slice(0, 12), cohorts: ids.slice(12) };
  };
  const label = async (id: number, citations: number[], value: boolean) => {
    for (const c of citations)
      expect(
        (await call('PUT', `/api/projects/${id}/citations/${c}/relevance`, { is_relevant: value })).statusCode,
      ).toBe(200);
  };

  it('refuses to train with fewer than 5 labels of a class, with the spec message', async () => {
    const { id, trials, cohorts } = await newProject();
    await label(id, trials.slice(0, 3), true);
    await label(id, cohorts.slice(0, 5), false);
    const res = await call('POST', `/api/projects/${id}/train`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      title: 'Not enough labeled citations',
      message:
        'You need at least 5 relevant and 5 irrelevant citations to train the model. Currently have: 3/5 relevant and 5/5 irrelevant.',
    });
    // The web app, which calls tRPC, gets the same title beside the message.
    const trpc = await call('POST', '/trpc/training.train', { json: { projectId: id } });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.json).toMatchObject({
      message:
        'You need at least 5 relevant and 5 irrelevant citations to train the model. Currently have: 3/5 relevant and 5/5 irrelevant.',
      data: { extra: { title: 'Not enough labeled citations' } },
    });
    expect((await call('GET', `/api/projects/${id}`)).json().current_iteration).toBe(0);
  });

  it('trains, ranks the unlabeled citations of the labeled kind first, records the run and locks the labels', async () => {
    const { id, trials, cohorts } = await newProject();
    expect(
      (await call('POST', `/api/projects/${id}/predict`, { citations: [{ title: 'x', abstract: '' }] })).statusCode,
    ).toBe(409);
    await label(id, trials.slice(0, 5), true);
    await label(id, cohorts.slice(0, 5), false);
    const res = await call('POST', `/api/projects/${id}/train`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      current_iteration: 1,
      scored: 24,
      training_run: {
        iteration: 1,
        training_size: 10,
        relevant_count: 5,
        irrelevant_count: 5,
        model_name: 'tfidf-logistic+random-forest',
      },
    });
    const list = (await call('GET', `/api/projects/${id}/citations/filter`)).json();
    const unlabelled = list.citations.filter((c: { is_relevant: boolean | null }) => c.is_relevant === null);
    expect(unlabelled.slice(0, 7).every((c: { id: number }) => trials.includes(c.id))).toBe(true);
    expect(
      unlabelled.every((c: { relevance_score?: number }) => c.relevance_score! >= 0 && c.relevance_score! <= 1),
    ).toBe(true);
    expect(list.sort_available).toBe(true);
    const locked = await call('PUT', `/api/projects/${id}/citations/${trials[0]}/relevance`, { is_relevant: false });
    expect(locked.json().message).toMatch(/^Citation locked/);
    const summary = (await call('GET', `/api/projects/${id}/results-summary`)).json();
    expect(summary).toMatchObject({
      current_iteration: 1,
      per_iteration: [{ iteration: 0, relevant: 5, irrelevant: 5 }],
      unlabelled: 14,
    });
    expect(summary.score_histogram.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(14);
    expect(summary.estimated_relevant_remaining).toBeNull();
    const history = (await call('GET', `/api/projects/${id}/iterations`)).json();
    expect(history).toMatchObject({ current_iteration: 1, iterations: [{ iteration: 1, training_size: 10 }] });
    const predicted = (
      await call('POST', `/api/projects/${id}/predict`, {
        citations: [
          { title: 'Statin trial in adults with heart failure', abstract: 'A randomised controlled trial of statins.' },
          { title: 'Exercise and diet cohort', abstract: 'Food diaries in an observational cohort.' },
        ],
      })
    ).json();
    expect(predicted.predictions, JSON.stringify(predicted)).toHaveLength(2);
    expect(predicted.predictions[0].relevance_score).toBeGreaterThan(predicted.predictions[1].relevance_score);
  });

  it("trains on a project longer than a page of the worker's reading (5,000 citations): every citation scored, every label learnt", async () => {
    const { id, citationIds: ids } = await uploadedProject(t, cookie, 'Long', [
      'labelling.csv',
      { name: 'more.csv', data: generatedCsv(5_100) },
    ]);
    expect(ids).toHaveLength(5_124);
    // Generated rows alternate statin trials (even) and exercise cohorts (odd); the last two are past the first page.
    await label(id, [...ids.slice(0, 4), ids.at(-2)!], true);
    await label(id, [...ids.slice(12, 16), ids.at(-1)!], false);
    const res = await call('POST', `/api/projects/${id}/train`);
    expect(res.json()).toMatchObject({
      current_iteration: 1,
      scored: 5_124,
      training_run: { training_size: 10, relevant_count: 5, irrelevant_count: 5 },
    });
    // The quality estimate, worked out after the scores went out, is stored with the run.
    expect(res.json().training_run.metrics.cv_auc).toBeGreaterThan(0.5);
    const [row] = await t.orm.em
      .fork()
      .execute('select count(*)::int as n from citation where project_id = ? and relevance_score is null', [id]);
    expect(row?.n).toBe(0);
    expect(
      (await call('PUT', `/api/projects/${id}/citations/${ids.at(-1)}/relevance`, { is_relevant: null })).json()
        .message,
    ).toMatch(/^Citation locked/);
  });

  /** The unlabelled citations in the list's "Most relevant first" order. */
  const unlabelledInOrder = async (id: number) =>
    (
      (await call('GET', `/api/projects/${id}/citations/filter`)).json().citations as Array<{
        id: number;
        is_relevant: boolean | null;
      }>
    )
      .filter((c) => c.is_relevant === null)
      .map((c) => c.id);

  /** Reads `order` from the top, labelling every citation read (trials relevant), until 5 cohorts are labelled. */
  const readFromTheTop = async (id: number, order: number[], trials: number[], cohorts: number[]) => {
    const read = order.slice(
      0,
      order.findIndex((c, i) => order.slice(0, i + 1).filter((x) => cohorts.includes(x)).length === 5) + 1,
    );
    await label(
      id,
      read.filter((c) => trials.includes(c)),
      true,
    );
    await label(
      id,
      read.filter((c) => cohorts.includes(c)),
      false,
    );
    return read;
  };

  it('trains a second time on the labels of both iterations and gives an interval of the relevant citations left from how deep they were read', async () => {
    const { id, trials, cohorts } = await newProject();
    await label(id, trials.slice(0, 5), true);
    await label(id, cohorts.slice(0, 5), false);
    await call('POST', `/api/projects/${id}/train`);
    expect((await call('GET', `/api/projects/${id}/results-summary`)).json().still_to_find).toEqual({
      estimate: null,
      low: null,
      high: null,
      level: 0.9,
      reason: 'no-reading',
    });
    // Read from the top of the model's order, labelling every citation read, until 5 cohorts are labelled.
    const read = await readFromTheTop(id, await unlabelledInOrder(id), trials, cohorts);
    const res = await call('POST', `/api/projects/${id}/train`);
    expect(res.json()).toMatchObject({
      current_iteration: 2,
      training_run: {
        iteration: 2,
        metrics: { reading: { pool: 14, depth: read.length, relevant: 7, in_order: true } },
      },
    });
    const summary = (await call('GET', `/api/projects/${id}/results-summary`)).json();
    expect(summary).toMatchObject({
      unlabelled: 14 - read.length,
      per_iteration: [
        { iteration: 0, relevant: 5 },
        { iteration: 1, relevant: 7, irrelevant: 5 },
      ],
    });
    // Every trial was found in the first 12 of 14: none is left, and the interval says so.
    expect(summary.still_to_find).toMatchObject({ low: 0, level: 0.9, reason: null });
    expect(summary.still_to_find.high).toBeLessThanOrEqual(2);
    expect(summary.estimated_relevant_remaining).toBe(summary.still_to_find.estimate);
  });

  it('counts the citations the keywords hide as not read: the reading is as deep as the list the reviewer saw', async () => {
    const { id, trials, cohorts } = await newProject();
    await label(id, trials.slice(0, 5), true);
    await label(id, cohorts.slice(0, 5), false);
    await call('POST', `/api/projects/${id}/train`);
    // An unlabelled trial (and a cohort) hidden by an exclude word: the list never shows them.
    const saved = await call('PUT', `/api/projects/${id}/keywords`, {
      include: [],
      exclude: [{ word: 'asthma', frequency: 1 }],
    });
    expect(saved.statusCode).toBe(200);
    const shown = await unlabelledInOrder(id);
    expect(shown).toHaveLength(14 - 2);
    const read = await readFromTheTop(id, shown, trials, cohorts);
    const res = await call('POST', `/api/projects/${id}/train`);
    expect(res.json().training_run.metrics.reading).toMatchObject({ pool: 14, depth: read.length, in_order: true });
    // The hidden trial is still to find, and the interval leaves room for it.
    const summary = (await call('GET', `/api/projects/${id}/results-summary`)).json();
    expect(summary.still_to_find.reason).toBeNull();
    expect(summary.still_to_find.high).toBeGreaterThanOrEqual(1);
  });

  it("gives no interval when an iteration was not labeled from the top of the model's order", async () => {
    const { id, trials, cohorts } = await newProject();
    await label(id, trials.slice(0, 5), true);
    await label(id, cohorts.slice(0, 5), false);
    await call('POST', `/api/projects/${id}/train`);
    const order = await unlabelledInOrder(id);
    await label(id, order.filter((c) => trials.includes(c)).slice(-5), true);
    await label(id, order.filter((c) => cohorts.includes(c)).slice(-5), false);
    await call('POST', `/api/projects/${id}/train`);
    const summary = (await call('GET', `/api/projects/${id}/results-summary`)).json();
    expect(summary.still_to_find).toEqual({
      estimate: null,
      low: null,
      high: null,
      level: 0.9,
      reason: 'not-in-order',
    });
    expect(summary.estimated_relevant_remaining).toBeNull();
  });

  it('lets only one of two simultaneous trainings run', async () => {
    const { id, trials, cohorts } = await newProject();
    await label(id, trials.slice(0, 5), true);
    await label(id, cohorts.slice(0, 5), false);
    const [a, b] = await Promise.all([
      call('POST', `/api/projects/${id}/train`),
      call('POST', `/api/projects/${id}/train`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await call('GET', `/api/projects/${id}`)).json().current_iteration).toBe(1);
  });

  it('refuses an 11th training with 409, as a label at that point, saying all 10 trainings are done', async () => {
    const { id, trials, cohorts } = await newProject();
    await label(id, trials.slice(0, 5), true);
    await label(id, cohorts.slice(0, 5), false);
    await t.orm.em.fork().execute('update project set current_iteration = 10 where id = ?', [id]);
    const res = await call('POST', `/api/projects/${id}/train`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'CONFLICT',
      message: 'All 10 trainings are done: the model cannot be trained again. Download the results to keep them.',
    });
    const labelled = await call('PUT', `/api/projects/${id}/citations/${trials[5]}/relevance`, { is_relevant: true });
    expect(labelled.statusCode).toBe(409);
    expect((await call('GET', `/api/projects/${id}`)).json().current_iteration).toBe(10);
  });
});

describe.each(testDatabases())('results download on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t.close());
  const newProject = async (name: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: { name } })).json()
      .project.id as number;
  /** A new project with these citations added as JSON. */
  const projectWith = async (name: string, citations: Array<{ title: string; abstract: string }>) => {
    const id = await newProject(name);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/citations`,
      headers: { cookie },
      payload: { citations },
    });
    expect(added.statusCode).toBeLessThan(300);
    return id;
  };
  /** The citation ids of a CSV export, in its order. */
  const csvIds = (csv: string) =>
    csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[1]));

  it('streams an xlsx with the ranked, relevant, irrelevant, removed and summary sheets, formulas neutralised', async () => {
    const id = await projectWith('Export', [
      { title: '=HYPERLINK("http://evil")', abstract: 'a' },
      { title: 'Second', abstract: 'b' },
      { title: 'Second', abstract: 'b' },
      { title: 'Third', abstract: 'c' },
    ]);
    const ids = (await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id])).map(
      (r) => r.id,
    );
    await t.orm.em
      .fork()
      .execute('update citation set relevance_score = 0.9, is_relevant = true, iteration = 0 where id = ?', [ids[3]]);
    await t.orm.em.fork().execute('update citation set duplicate_of = ? where id = ?', [ids[1], ids[2]]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/download?sort_order=desc`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="literature-review-results-${id}_desc.xlsx"`);
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
    const ranked = workbook.getWorksheet('Ranked citations')!;
    expect(ranked.rowCount).toBe(4);
    expect(ranked.getRow(2).getCell(3).value).toBe('Third');
    expect(ranked.getRow(2).getCell(6).value).toBe('Relevant');
    const titles = [2, 3, 4].map((r) => ranked.getRow(r).getCell(3).value);
    expect(titles).toContain('\'=HYPERLINK("http://evil")');
    expect(workbook.getWorksheet('Removed duplicates')!.rowCount).toBe(2);
    expect(workbook.getWorksheet('Relevant')!.rowCount).toBe(2);
    expect(workbook.getWorksheet('Irrelevant')!.rowCount).toBe(1);
    const items = new Map<unknown, unknown>();
    workbook.getWorksheet('Summary')!.eachRow((row) => items.set(row.getCell(1).value, row.getCell(2).value));
    expect(items.get('Project')).toBe('Export');
    expect(items.get('Removed duplicates')).toBe(1);
    expect(items.get('Model')).toBe('No model trained yet');
    expect(items.get('Iteration')).toBe('1/10');
    expect(ranked.getRow(2).getCell(7).value).toBe(1);
    // The spec's columns first, then what is beyond them.
    expect(ranked.getRow(1).getCell(16).value).toBe('URL');
    expect(ranked.getRow(1).getCell(17).value).toBe('Hidden by keywords');
  });

  it('exports a large project whole and in ranked order, though it is read and written a slice at a time', async () => {
    const count = 1234;
    const id = await projectWith(
      'Large export',
      Array.from({ length: count }, (_, k) => ({ title: `Study ${k}`, abstract: `Abstract ${k}` })),
    );
    // Scores that put the citations in the reverse of their import order.
    await t.orm.em
      .fork()
      .execute(
        'update citation set relevance_score = 1.0 / (1 + id - (select min(id) from citation where project_id = ?)) where project_id = ?',
        [id, id],
      );
    const ids = (await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id])).map(
      (r) => r.id as number,
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/download`, headers: { cookie } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ranked = workbook.getWorksheet('Ranked citations')!;
    expect(ranked.rowCount).toBe(count + 1);
    const exported = Array.from({ length: count }, (_, k) => ranked.getRow(k + 2).getCell(2).value);
    expect(exported).toEqual(ids);
    expect(ranked.getRow(count + 1).getCell(1).value).toBe(count);
    const csv = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${id}/download?format=csv&sort_order=asc`,
        headers: { cookie },
      })
    ).body;
    expect(csvIds(csv)).toEqual([...ids].reverse());
  });

  it("lists citations in the citation lists' order before any training: keyword relevance first, then import order", async () => {
    const id = await projectWith('Keyword order export', [
      { title: 'Exercise in older adults', abstract: 'A cohort on walking and statin use.' },
      { title: 'Statin therapy and statin adherence', abstract: 'Statin trial in older adults.' },
      { title: 'Diet in older adults', abstract: 'A cohort on statin prescriptions.' },
    ]);
    const keywords = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/keywords`,
      headers: { cookie },
      payload: { include: ['statin'], exclude: [] },
    });
    expect(keywords.statusCode).toBe(200);
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${id}/citations/filter`, headers: { cookie } })
    ).json().citations as Array<{ id: number; title: string }>;
    expect(listed[0]!.title).toBe('Statin therapy and statin adherence');
    const csv = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${id}/download?format=csv`, headers: { cookie } })
    ).body;
    expect(csvIds(csv)).toEqual(listed.map((c) => c.id));
  });

  it('marks the unlabeled citations the keywords hide, in every format', async () => {
    const id = await projectWith('Hidden export', [
      { title: 'Statin trial', abstract: 'a' },
      { title: 'Exercise cohort', abstract: 'b' },
      { title: 'Diet cohort', abstract: 'c' },
    ]);
    const ids = (await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id])).map(
      (r) => r.id,
    );
    await t.orm.em.fork().execute('update citation set is_relevant = false, iteration = 0 where id = ?', [ids[2]]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/keywords`,
      headers: { cookie },
      payload: { include: ['statin'], exclude: [] },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/download`, headers: { cookie } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ranked = workbook.getWorksheet('Ranked citations')!;
    const hidden = new Map(
      [2, 3, 4].map((r) => [ranked.getRow(r).getCell(3).value, ranked.getRow(r).getCell(17).value]),
    );
    // A labelled citation is never hidden.
    expect(Object.fromEntries(hidden)).toEqual({ 'Statin trial': null, 'Exercise cohort': 'Yes', 'Diet cohort': null });
    const items = new Map<unknown, unknown>();
    workbook.getWorksheet('Summary')!.eachRow((row) => items.set(row.getCell(1).value, row.getCell(2).value));
    expect(items.get('Hidden by keywords (unlabeled)')).toBe(1);
    const csv = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${id}/download?format=csv`, headers: { cookie } })
    ).body;
    // The reviewers' columns, then each record's source, who decided it and its type, come after the ones scripts
    // already read by position.
    expect(csv.split('\r\n')[0]).toMatch(
      /,url,hidden_by_keywords,decided_at,note,tags,exclusion_reason,maybe,source_record_id,source_file,decided_by,publication_type$/,
    );
    expect(csv).toMatch(/,Exercise cohort,b,,Unlabeled,.*,Yes,,,,,,,request,,\r\n/);
    const ris = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${id}/download?format=ris`, headers: { cookie } })
    ).body;
    expect(ris).toMatch(/TI {2}- Exercise cohort[\s\S]*hidden by keywords/);
  });

  it('says in the summary that all trainings are done, and never counts an eleventh iteration', async () => {
    const id = await newProject('Done');
    await t.orm.em.fork().execute('update project set current_iteration = 10 where id = ?', [id]);
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/download`, headers: { cookie } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const items = new Map<unknown, unknown>();
    workbook.getWorksheet('Summary')!.eachRow((row) => items.set(row.getCell(1).value, row.getCell(2).value));
    expect(items.get('Iteration')).toBe('10/10 (all trainings done)');
  });

  it('exports the ranked citations as CSV and RIS with their labels, formulas neutralised', async () => {
    const id = await projectWith('Text export', [
      { title: '=cmd|calc', abstract: 'Line one,\nline "two"' },
      { title: 'Kept', abstract: 'plain' },
    ]);
    const ids = (await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id])).map(
      (r) => r.id,
    );
    await t.orm.em
      .fork()
      .execute('update citation set relevance_score = 0.8, is_relevant = true, iteration = 0 where id = ?', [ids[1]]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/download?format=csv`,
      headers: { cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="literature-review-results-${id}_desc.csv"`);
    const body = csv.body.replace(/^\uFEFF/, '');
    expect(body.split('\r\n')[0]).toMatch(/^rank,id,title,abstract,relevance_score,label,iteration,/);
    // Iterations as people read them: a label of the first iteration (0 in the API) is in iteration 1.
    expect(body.split('\r\n')[1]).toMatch(new RegExp(`^1,${ids[1]},Kept,plain,0\\.8000,Relevant,1,`));
    expect(body).toContain(`\r\n2,${ids[0]},'=cmd|calc,"Line one,\nline ""two""",,Unlabeled,`);
    const ris = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/download?format=ris&sort_order=asc`,
      headers: { cookie },
    });
    expect(ris.headers['content-disposition']).toBe(`attachment; filename="literature-review-results-${id}_asc.ris"`);
    const records = ris.body.split('ER  - ').filter((r) => r.includes('TY  - '));
    expect(records).toHaveLength(2);
    expect(records[0]).toContain('TI  - Kept');
    expect(records[0]).toContain('N1  - Screener: Relevant; rank 1; relevance score 0.8000; labeled in iteration 1');
    expect(records[1]).toContain('N1  - Screener: Unlabeled; rank 2; relevance score none');
    expect(records[1]).toContain('AB  - Line one, line "two"');
  });
});
