import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type FilePart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabases())('creating projects from files on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t.close());

  const createWith = async (name: string, files: FilePart[]) => {
    const body = await multipart({ name }, { files });
    return t.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie, ...body.headers }, payload: body.payload });
  };
  const uploadTo = async (projectId: number | string, files: FilePart[]) => {
    const body = await multipart({}, { file: files });
    return t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/citations`, headers: { cookie, ...body.headers }, payload: body.payload });
  };
  const projectCount = async () => Number((await t.orm.em.fork().execute('select count(*) as n from project'))[0]?.n);
  const titles = async (projectId: number) =>
    (await t.orm.em.fork().execute('select title from citation where project_id = ? order by id', [projectId])).map((r) => r.title as string);

  it('imports a CSV, reports the row without a title and keeps metadata', async () => {
    const res = await createWith('From CSV', ['citations.csv']);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.upload_summary.total_citations).toBe(3);
    expect(body.upload_summary.skipped_rows).toBe(1);
    expect(body.upload_summary.files[0]).toMatchObject({ name: 'citations.csv', format: 'csv', citations: 3, skipped: [{ row: 3, reason: 'Missing title' }] });
    expect(body.project.citations_count).toBe(3);
    const [first] = await t.orm.em.fork().execute('select authors, year, journal, doi from citation where project_id = ? order by id limit 1', [body.project.id]);
    expect(first).toMatchObject({ authors: 'Smith J; Jones A', year: 2019, journal: 'Systematic Reviews', doi: '10.1000/sr.2019.0042' });
  });

  it('imports several files of different formats in the order sent', async () => {
    const res = await createWith('Mixed formats', ['citations.ris', 'citations.xlsx', 'citations.bib', 'citations.nbib', 'citations.xml', 'citations.xls', 'semicolon.csv', 'tab.tsv']);
    expect(res.statusCode).toBe(201);
    const files = res.json().upload_summary.files as { name: string; format: string; citations: number }[];
    expect(files.map((f) => f.format)).toEqual(['ris', 'xlsx', 'bibtex', 'nbib', 'endnote-xml', 'xls', 'csv', 'tsv']);
    expect(files.every((f) => f.citations > 0)).toBe(true);
    const stored = await titles(res.json().project.id);
    expect(stored).toHaveLength(files.reduce((n, f) => n + f.citations, 0));
  });

  it('stores nothing when one of the files cannot be imported, and says which', async () => {
    const before = await projectCount();
    const res = await createWith('Half good', ['citations.csv', 'missing-abstract.csv']);
    expect(res.statusCode).toBe(400);
    expect(res.json().processing_errors).toEqual([expect.stringMatching(/^missing-abstract\.csv: Missing required column: abstract/)]);
    expect(await projectCount()).toBe(before);
  });

  it.each([
    ['notes.pdf', /^Invalid file format\. Please upload a CSV or Excel file \(\.csv, \.xlsx, \.xls\)\./],
    ['empty.csv', /^File is empty\. Please select a valid file with citation data\.$/],
    ['header-only.csv', /^File is empty\./],
    ['wrong-case.csv', /Rename "Title" to "title"/],
    ['not-really.csv', /could not be read/],
  ])('refuses %s with its own message', async (fixture, message) => {
    const res = await createWith('Bad file', [fixture]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('needs at least one file and a name in a multipart request', async () => {
    const noFile = await createWith('No file', []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('No file provided for upload');
    const noName = await createWith('', ['citations.csv']);
    expect(noName.statusCode).toBe(422);
    expect(noName.json().fields).toEqual({ name: 'Project name is required' });
  });

  it('refuses a file over 50 MB in project creation with 413', async () => {
    const big = { name: 'big.csv', data: Buffer.alloc(50 * 1024 * 1024 + 1, 'a') };
    const before = await projectCount();
    const res = await createWith('Too big', [big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File too large. Maximum file size is 50MB.');
    expect(await projectCount()).toBe(before);
  });

  it('adds a file to an existing project and counts exact duplicates across uploads', async () => {
    const created = (await createWith('Existing', ['citations.csv'])).json().project;
    const res = await uploadTo(created.id, ['bom.csv']);
    expect(res.statusCode).toBe(201);
    const again = await uploadTo(created.id, ['citations.csv']);
    expect(again.json().duplicates_info).toMatchObject({ duplicates_removed: 0, removal_strategy: 'none', processing_summary: { exact_duplicates_found: 3 } });
    expect(again.json().project.citations_count).toBe(3 + res.json().upload_summary.total_citations + 3);
  });

  it('refuses a file over 10 MB for an existing project', async () => {
    const created = (await createWith('Small only', ['citations.csv'])).json().project;
    const res = await uploadTo(created.id, [{ name: 'big.csv', data: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size exceeds maximum limit of 10MB.');
    expect(await titles(created.id)).toHaveLength(3);
  });

  it('answers "No file provided for upload" and "Invalid project ID for citation upload"', async () => {
    const created = (await createWith('Needs file', ['citations.csv'])).json().project;
    expect((await uploadTo(created.id, [])).json().message).toBe('No file provided for upload');
    const bad = await uploadTo('x1', ['citations.csv']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid project ID for citation upload');
  });
});
