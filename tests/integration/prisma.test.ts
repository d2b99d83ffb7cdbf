import ExcelJS from 'exceljs';
import { XMLValidator } from 'fast-xml-parser';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prismaMessages } from '../../src/shared/prisma.schema.ts';
import { resultsScreenMessages } from '../../src/shared/results-screen.messages.ts';
import { uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabases())('PRISMA 2020 numbers on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const prisma = async (id: number) => (await get(`/api/projects/${id}/prisma`)).json();
  const label = (id: number, citation: number, relevant: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/citations/${citation}/relevance`,
      headers: { cookie },
      payload: { is_relevant: relevant },
    });
  /** Citations added to a project as JSON, by title. */
  const addCitations = (id: number, titles: string[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/citations`,
      headers: { cookie },
      payload: { citations: titles.map((title) => ({ title, abstract: '' })) },
    });
  /** Two files, one of them under a name that needs escaping in XML; the duplicates removed and 5 + 5 labels. */
  const screenedProject = async () => {
    const { id } = await uploadedProject(t, cookie, 'Statins & memory', [
      'labelling.csv',
      { name: 'pubmed <2024> & more.csv', data: readFileSync('tests/fixtures/duplicates.csv') },
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/projects/${id}/remove-duplicates`, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    const rows = await t.orm.em
      .fork()
      .execute('select id from citation where project_id = ? and duplicate_of is null order by id limit 10', [id]);
    for (const [i, { id: c }] of rows.entries()) await label(id, c as number, i < 5);
    return id;
  };

  it('counts records per imported file, duplicates removed, screened, excluded, included and not screened, adding up', async () => {
    const id = await screenedProject();
    const [row] = await t.orm.em
      .fork()
      .execute('select count(*)::int as removed from citation where project_id = ? and duplicate_of is not null', [id]);
    const removed = row!.removed as number;
    const p = await prisma(id);
    expect(p.sources.map((s: { name: string; records: number }) => [s.name, s.records])).toEqual([
      ['labelling.csv', 24],
      ['pubmed <2024> & more.csv', 10],
    ]);
    expect(p).toMatchObject({
      project: 'Statins & memory',
      identified: 34,
      duplicates_removed: removed,
      screened: 10,
      excluded: 5,
      included: 5,
    });
    expect(removed).toBeGreaterThan(0);
    expect(p.screenable).toBe(34 - removed);
    expect(p.not_screened).toBe(p.screenable - 10);
    expect(p.stopping_statement).toBe(prismaMessages.noModel);
    expect(p.screening_stopped).toBe(false);
  });

  it('counts the records a file held without a title as identified and removed before screening, in the numbers, the SVG and the workbook', async () => {
    const csv = 'title,abstract,PMID\nA trial of statins,Text,1\n,,11483144\nA cohort of statin users,Text,3\n';
    const { id } = await uploadedProject(t, cookie, 'Untitled rows', [{ name: 'search.csv', data: Buffer.from(csv) }]);
    const p = await prisma(id);
    expect(p).toMatchObject({ identified: 3, without_title: 1, duplicates_removed: 0, screenable: 2 });
    expect(p.sources).toEqual([{ name: 'search.csv', format: 'csv', records: 2, skipped: 1 }]);
    const svg = (await get(`/api/projects/${id}/prisma?format=svg`)).body;
    for (const text of [
      'Records identified from 1 file (n = 3)',
      'search.csv (n = 3)',
      '(1 row without a title left out)',
      'Records without a title, not imported (n = 1)',
    ])
      expect(svg).toContain(text);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(`/api/projects/${id}/download`)).rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('PRISMA 2020')!.eachRow((row) => rows.push([row.getCell(1).value, row.getCell(2).value]));
    expect(rows.slice(1, 5)).toEqual([
      ['Records identified', 3],
      ['  from search.csv', 3],
      ['Duplicate records removed', 0],
      ['Records without a title, not imported', 1],
    ]);
  });

  it('says the records were not screened "yet" while screening is under way, and "when screening stopped" once it ended', async () => {
    const id = await screenedProject();
    expect((await get(`/api/projects/${id}/prisma?format=svg`)).body).toContain('Records not screened yet (n = ');
    // All ten trainings done: the iteration workflow has ended.
    await t.orm.em.fork().execute('update project set current_iteration = 10 where id = ?', [id]);
    expect((await prisma(id)).screening_stopped).toBe(true);
    expect((await get(`/api/projects/${id}/prisma?format=svg`)).body).toContain(
      'Records not screened when screening stopped (n = ',
    );
  });

  it('after a training says what the results page says of the records left ("Still to find")', async () => {
    const id = await screenedProject();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/projects/${id}/train`, headers: { cookie } })).statusCode,
    ).toBe(200);
    const results = (await get(`/api/projects/${id}/results-summary`)).json();
    expect((await prisma(id)).stopping_statement).toBe(prismaMessages.estimate(1, results.still_to_find));
    // One training, no reading of its order yet: no estimate, and no figure from another method either.
    expect((await prisma(id)).stopping_statement).toBe(
      `After training 1 of 10: ${resultsScreenMessages.estimateUnavailable['no-reading']}`,
    );
  });

  it('in continuous mode states the stopping test while screening is under way', async () => {
    const { id, citationIds } = await uploadedProject(t, cookie, 'Continuous', ['labelling.csv'], {
      screening_mode: 'continuous',
    });
    for (const [i, c] of citationIds.slice(0, 6).entries()) await label(id, c, i < 3);
    const test = (await get(`/api/projects/${id}/stopping`)).json();
    expect((await prisma(id)).stopping_statement).toBe(`Stopping test: ${test.statement}`);
    expect(test.statement).toMatch(/^Not yet: it cannot be said with 95 % confidence/);
    expect((await prisma(id)).since_finished).toBeNull();
  });

  it('once screening was finished gives the figures and the test recorded then, and what changed since apart', async () => {
    const { id, citationIds } = await uploadedProject(t, cookie, 'Finished', ['labelling.csv'], {
      screening_mode: 'continuous',
    });
    for (const [i, c] of citationIds.slice(0, 6).entries()) await label(id, c, i < 3);
    // Finished at 90 % recall: the box gives that test, not one run afresh at 95 %.
    const settings = { target_recall: 0.9, confidence: 0.95 };
    const then = (await get(`/api/projects/${id}/stopping?target_recall=0.9&confidence=0.95`)).json();
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/finish`,
      headers: { cookie },
      payload: settings,
    });
    expect(finish.statusCode).toBe(200);
    const day = (finish.json().finished_at as string).slice(0, 10);
    const finished = await prisma(id);
    expect(finished).toMatchObject({
      screening_stopped: true,
      not_screened: then.remaining,
      stopping_statement: prismaMessages.finishedTest(day, then.statement),
      since_finished: null,
    });

    // A record set aside as Maybe afterwards (the walk: M after "Finish screening") was not there when screening
    // stopped: the figures then stay, and the Maybe is said apart.
    const maybe = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/citations/${citationIds[10]}/maybe`,
      headers: { cookie },
      payload: { maybe: true },
    });
    expect(maybe.statusCode).toBe(200);
    const afterMaybe = await prisma(id);
    expect(afterMaybe.stopping_statement).not.toMatch(/Maybe/);
    expect(afterMaybe).toMatchObject({
      screening_stopped: true,
      not_screened: then.remaining,
      stopping_statement: prismaMessages.finishedTest(day, then.statement),
      since_finished: prismaMessages.sinceFinished({ records: 0, entries: 0 }, { then: 0, now: 1 }),
    });
    const svg = (await get(`/api/projects/${id}/prisma?format=svg`)).body;
    expect(svg).toContain(`Records not screened when screening stopped (n = ${then.remaining})`);
    expect(svg).toContain('Since screening was finished: 1 record is set aside as Maybe now (none then).');

    // A record decided afterwards changes the figures: the box no longer claims them for the time screening stopped.
    await label(id, citationIds[11]!, false);
    const afterDecision = await prisma(id);
    expect(afterDecision).toMatchObject({
      screening_stopped: false,
      not_screened: then.remaining - 1,
      stopping_statement: prismaMessages.finishedWith(day, then.remaining, then.statement),
      since_finished: prismaMessages.sinceFinished({ records: 1, entries: 1 }, { then: 0, now: 1 }),
    });
    expect(afterDecision.since_finished).toBe(
      'Since screening was finished: 1 record decided or changed; 1 record is set aside as Maybe now (none then).',
    );
    expect((await get(`/api/projects/${id}/prisma?format=svg`)).body).toContain(
      `Records not screened yet (n = ${then.remaining - 1})`,
    );
    // Finishing again records the state now.
    await t.app.inject({ method: 'POST', url: `/api/projects/${id}/finish`, headers: { cookie }, payload: settings });
    expect(await prisma(id)).toMatchObject({ screening_stopped: true, since_finished: null });

    // Records imported afterwards are said too: the records not screened grew without a decision.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await addCitations(id, ['A late trial', 'A late cohort'])).statusCode).toBeLessThan(300);
    expect((await prisma(id)).since_finished).toBe('Since screening was finished: 2 records imported.');
  });

  it('counts citations added as JSON as a source of their own, and those stored without a file as a source not recorded', async () => {
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: { name: 'By script' } })
    ).json().project.id as number;
    await addCitations(id, ['One', 'Two']);
    await t.orm.em
      .fork()
      .execute(
        `insert into citation (project_id, title, abstract, exact_hash, created_at) values (?, 'Old', '', 'x', now())`,
        [id],
      );
    const p = await prisma(id);
    expect(
      p.sources.map((s: { name: string; format: string; records: number }) => [s.name, s.format, s.records]),
    ).toEqual([
      ['request', 'json', 2],
      [prismaMessages.unrecordedSource, 'unknown', 1],
    ]);
    expect(p.identified).toBe(3);
  });

  it('gives the diagram as an SVG file that is well-formed XML and holds every number', async () => {
    const id = await screenedProject();
    const p = await prisma(id);
    const res = await get(`/api/projects/${id}/prisma?format=svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="prisma-${id}.svg"`);
    expect(XMLValidator.validate(res.body)).toBe(true);
    for (const text of [
      'Records identified from 2 files (n = 34)',
      'pubmed &#60;2024&#62; &#38; more.csv (n = 10)',
      `Duplicate records removed (n = ${p.duplicates_removed})`,
      'Records screened (n = 10)',
      'Records excluded (n = 5)',
      'Records included (n = 5)',
      `Records not screened yet (n = ${p.not_screened})`,
    ]) {
      expect(res.body).toContain(text);
    }
    expect((await get(`/api/projects/${id}/prisma?format=pdf`)).statusCode).toBe(422);
  });

  it('puts the numbers in the workbook as a PRISMA 2020 sheet', async () => {
    const id = await screenedProject();
    const p = await prisma(id);
    const res = await get(`/api/projects/${id}/download`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook
      .getWorksheet('PRISMA 2020')!
      .eachRow((row) => rows.push([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]));
    expect(rows).toEqual([
      ['Box', 'Records (n)', 'Note'],
      ['Records identified', 34, null],
      ['  from labelling.csv', 24, 'csv'],
      ['  from pubmed <2024> & more.csv', 10, 'csv'],
      ['Duplicate records removed', p.duplicates_removed, null],
      ['Records after duplicates removed', p.screenable, null],
      ['Records not screened yet', p.not_screened, prismaMessages.noModel],
      ['Records screened', 10, null],
      ['Records excluded', 5, null],
      ['Records included', 5, null],
    ]);
  });
});
