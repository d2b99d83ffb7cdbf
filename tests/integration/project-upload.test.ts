import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTokens } from '../../src/server/modules/citations/citation-tokens.service.ts';
import { lemmaTokens } from '../../src/server/ml/text/lemmatize.ts';
import { multipart, uploadedProject, type FilePart } from '../helpers/multipart.ts';
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
    return t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const uploadTo = async (projectId: number | string, files: FilePart[]) => {
    const body = await multipart({}, { file: files });
    return t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/citations`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const projectCount = async () =>
    Number((await t.orm.em.fork().execute('select count(*) as n from project where deleted_at is null'))[0]?.n);
  const titles = async (projectId: number) =>
    (await t.orm.em.fork().execute('select title from citation where project_id = ? order by id', [projectId])).map(
      (r) => r.title as string,
    );

  it('imports a CSV, reports the row without a title where a person finds it, and keeps metadata', async () => {
    const res = await createWith('From CSV', ['citations.csv']);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.upload_summary.total_citations).toBe(3);
    expect(body.upload_summary.skipped_rows).toBe(1);
    expect(body.upload_summary.files[0]).toMatchObject({
      name: 'citations.csv',
      format: 'csv',
      citations: 3,
      // Data row 3 is the spreadsheet's row 4 (the header is row 1); a cell above it spans three lines, so it starts on line 6.
      skipped: [{ row: 3, reason: 'Missing title', line: 6, sheet_row: 4 }],
    });
    expect(body.project.citations_count).toBe(3);
    // The project keeps the file and its skipped row after the upload's answer: the overview lists them later.
    const imports = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${body.project.id}/imports`,
      headers: { cookie },
    });
    expect(imports.statusCode).toBe(200);
    expect(imports.json().files).toEqual([
      {
        id: expect.any(Number),
        name: 'citations.csv',
        format: 'csv',
        citations: 3,
        skipped_count: 1,
        skipped: [{ row: 3, reason: 'Missing title', line: 6, sheet_row: 4 }],
        imported_at: expect.any(String),
      },
    ]);
    const [first] = await t.orm.em
      .fork()
      .execute('select authors, year, journal, doi from citation where project_id = ? order by id limit 1', [
        body.project.id,
      ]);
    expect(first).toMatchObject({
      authors: 'Smith J; Jones A',
      year: 2019,
      journal: 'Systematic Reviews',
      doi: '10.1000/sr.2019.0042',
    });
  });

  it('imports several files of different formats in the order sent', async () => {
    const res = await createWith('Mixed formats', [
      'citations.ris',
      'citations.xlsx',
      'citations.bib',
      'citations.nbib',
      'citations.xml',
      'citations.xls',
      'semicolon.csv',
      'tab.tsv',
    ]);
    expect(res.statusCode).toBe(201);
    const files = res.json().upload_summary.files as { name: string; format: string; citations: number }[];
    expect(files.map((f) => f.format)).toEqual(['ris', 'xlsx', 'bibtex', 'nbib', 'endnote-xml', 'xls', 'csv', 'tsv']);
    expect(files.every((f) => f.citations > 0)).toBe(true);
    const stored = await titles(res.json().project.id);
    expect(stored).toHaveLength(files.reduce((n, f) => n + f.citations, 0));
  });

  it("stores a BibTeX export's journals with its @string macros expanded, and no citation for the macros", async () => {
    const res = await createWith('From JabRef', ['macros.bib']);
    expect(res.statusCode).toBe(201);
    expect(res.json().upload_summary.files[0]).toMatchObject({ format: 'bibtex', citations: 4, skipped: [] });
    const rows = await t.orm.em
      .fork()
      .execute('select title, journal, pages from citation where project_id = ? order by id', [res.json().project.id]);
    expect(rows).toEqual([
      {
        title: 'Statins for primary prevention: a Systematic Review',
        journal: 'Journal of the American Medical Association',
        pages: '801-812',
      },
      {
        title: 'Exercise after myocardial infarction',
        journal: 'Journal of the American Medical Association Internal Medicine',
        pages: null,
      },
      { title: 'Sodium intake and blood pressure', journal: 'BMJ Open', pages: null },
      { title: 'Aspirin in older adults', journal: 'nejm', pages: null },
    ]);
  });

  it('stores files read at the same time in the order sent, each citation with its lemma tokens', async () => {
    const files = ['labelling.csv', 'citations.ris', 'citations.csv'];
    const alone = await Promise.all(
      files.map(async (file) => titles((await createWith(`Only ${file}`, [file])).json().project.id)),
    );
    const res = await createWith('Three at once', files);
    expect(res.statusCode).toBe(201);
    const id = res.json().project.id as number;
    expect(await titles(id)).toEqual(alone.flat());
    const [untokenised] = await t.orm.em
      .fork()
      .execute(
        'select count(*)::int as n from citation where project_id = ? and (tokens is null or token_count is null or title_token_count is null)',
        [id],
      );
    expect(untokenised).toEqual({ n: 0 });
    const [first] = await t.orm.em
      .fork()
      .execute('select title, tokens, title_token_count from citation where project_id = ? order by id limit 1', [id]);
    expect(first?.tokens).toMatch(/^\S+( \S+)+$/);
    // The ranker reads the title twice: it knows which of the tokens are the title's.
    const words = (first!.tokens as string).split(' ');
    expect(words.slice(0, first!.title_token_count as number)).toEqual(lemmaTokens(first!.title as string));
    expect(first!.title_token_count).toBeLessThan(words.length);
  });

  it('tokenises citations sent as JSON with their title marked, as an import does', async () => {
    const created = (await createWith('JSON later', ['citations.csv'])).json().project;
    const title = 'Statins in older adults: a randomised trial.';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${created.id}/citations`,
      headers: { cookie },
      payload: { citations: [{ title, abstract: 'We enrolled 400 adults in the U.S.' }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    await ensureTokens(t.orm.em.fork(), created.id);
    const [row] = await t.orm.em
      .fork()
      .execute('select tokens, title_token_count from citation where project_id = ? and title = ?', [
        created.id,
        title,
      ]);
    expect((row!.tokens as string).split(' ').slice(0, row!.title_token_count as number)).toEqual(lemmaTokens(title));
    expect(row!.title_token_count).toBe(lemmaTokens(title).length);
  });

  it('gives citations tokenised before titles were counted their title count, keeping their tokens', async () => {
    const id = (await createWith('Tokenised before', ['citations.csv'])).json().project.id as number;
    const stored = () =>
      t.orm.em
        .fork()
        .execute('select title, tokens, title_token_count from citation where project_id = ? order by id', [id]);
    const before = await stored();
    // As the migration that added the column leaves them: tokens, no count.
    await t.orm.em.fork().execute('update citation set title_token_count = null where project_id = ?', [id]);
    await ensureTokens(t.orm.em.fork(), id);
    const after = await stored();
    expect(after.map((r) => r.tokens)).toEqual(before.map((r) => r.tokens));
    expect(after.map((r) => r.title_token_count)).toEqual(after.map((r) => lemmaTokens(r.title as string).length));
  });

  it('stores nothing when one of the files cannot be imported, and says which', async () => {
    const before = await projectCount();
    const res = await createWith('Half good', ['citations.csv', 'missing-abstract.csv']);
    expect(res.statusCode).toBe(400);
    expect(res.json().processing_errors).toEqual([
      expect.stringMatching(/^missing-abstract\.csv: Missing required column: abstract/),
    ]);
    expect(await projectCount()).toBe(before);
  });

  it.each([
    ['notes.pdf', /^Invalid file format\. Please upload a CSV or Excel file \(\.csv, \.xlsx, \.xls\)\.$/],
    ['empty.csv', /^File is empty\. Please select a valid file with citation data\.$/],
    ['header-only.csv', /^File is empty\./],
    ['wrong-case.csv', /Rename "Title" to "title"/],
    ['not-really.csv', /could not be read/],
  ])('refuses %s with its own message', async (fixture, message) => {
    const res = await createWith('Bad file', [fixture]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('names the other accepted formats in a hint beside the spec message, not inside it', async () => {
    const res = await createWith('Wrong type', ['notes.pdf']);
    expect(res.json()).toMatchObject({
      message: 'Invalid file format. Please upload a CSV or Excel file (.csv, .xlsx, .xls).',
      hint: 'Bibliographic exports (.ris, .nbib, .bib, .xml, .txt) are also accepted.',
    });
    expect((await createWith('Empty', ['empty.csv'])).json().hint).toBeUndefined();
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

  it('refuses more than 20 files in one upload with 413, saying that the number is the problem', async () => {
    const before = await projectCount();
    const res = await createWith(
      'Too many',
      Array.from({ length: 21 }, () => 'citations.csv'),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Too many files: at most 20 files can be uploaded at once.');
    expect(await projectCount()).toBe(before);
  });

  it('adds a file to an existing project and counts exact duplicates across uploads', async () => {
    const created = (await createWith('Existing', ['citations.csv'])).json().project;
    const res = await uploadTo(created.id, ['bom.csv']);
    expect(res.statusCode).toBe(201);
    const again = await uploadTo(created.id, ['citations.csv']);
    expect(again.json().duplicates_info).toMatchObject({
      duplicates_removed: 0,
      removal_strategy: 'none',
      processing_summary: { exact_duplicates_found: 3 },
    });
    expect(again.json().project.citations_count).toBe(3 + res.json().upload_summary.total_citations + 3);
  });

  it('says how many of the project-wide exact duplicates the upload brought', async () => {
    const created = (
      await createWith('Duplicates so far', [
        { name: 'first.csv', data: 'title,abstract\nAspirin,a\nAspirin,a\nBeta blockers,b\n' },
      ])
    ).json();
    expect(created.duplicates_info).toMatchObject({
      duplicates_in_upload: 1,
      processing_summary: { exact_duplicates_found: 1 },
    });
    const res = await uploadTo(created.project.id, [
      { name: 'second.csv', data: 'title,abstract\nBeta blockers,b\nCoffee,c\nCoffee,c\nDiet,d\n' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().duplicates_info).toMatchObject({
      duplicates_removed: 0,
      duplicates_in_upload: 2,
      processing_summary: { exact_duplicates_found: 3 },
    });
    expect(res.json().message).toBe(
      '4 citations uploaded. In the project now, 3 citations repeat the title and abstract of an earlier one, 2 of them from this upload; nothing was removed. Duplicate removal also compares authors, year, DOI and pages before removing any.',
    );
    const clean = await uploadTo(created.project.id, [{ name: 'third.csv', data: 'title,abstract\nExercise,e\n' }]);
    expect(clean.json().duplicates_info).toMatchObject({
      duplicates_in_upload: 0,
      processing_summary: { exact_duplicates_found: 3 },
    });
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

  describe('uploading to an existing project', () => {
    const postJson = (projectId: number | string, payload: string, headers: Record<string, string> = { cookie }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/citations`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });

    it('checks the project id before the body, even when the JSON is malformed or invalid', async () => {
      for (const payload of ['{"citations": [', '{"citations": "none"}', '']) {
        const res = await postJson('abc', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Invalid project ID for citation upload');
      }
      expect((await postJson('abc', '{"citations": [', {})).statusCode).toBe(401);
    });

    it('stores a JSON citation without an abstract as empty text, as a file row with an empty cell, and documents it optional', async () => {
      const created = (
        await createWith('No abstracts', [{ name: 'a.csv', data: 'title,abstract\nFrom a file,\n' }])
      ).json().project;
      const res = await postJson(
        created.id,
        JSON.stringify({ citations: [{ title: 'Missing abstract' }, { title: 'Null abstract', abstract: null }] }),
      );
      expect(res.statusCode).toBe(201);
      const rows = await t.orm.em
        .fork()
        .execute('select title, abstract from citation where project_id = ? order by id', [created.id]);
      expect(rows).toEqual([
        { title: 'From a file', abstract: '' },
        { title: 'Missing abstract', abstract: '' },
        { title: 'Null abstract', abstract: '' },
      ]);
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
      const item =
        doc.paths['/api/projects/{id}/citations'].post.requestBody.content['application/json'].schema.properties
          .citations.items;
      expect(item.required).toEqual(['title']);
      expect(item.properties.abstract).toMatchObject({ type: ['string', 'null'], description: expect.any(String) });
    });

    it('refuses a JSON body over 20 MB with 413, saying it is the JSON that is too large', async () => {
      const created = (await createWith('Body limit', ['citations.csv'])).json().project;
      const citations = Array.from({ length: 2100 }, (_, i) => ({ title: `Study ${i}`, abstract: 'x'.repeat(10_000) }));
      const res = await postJson(created.id, JSON.stringify({ citations }));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Request body too large: at most 20 MB of JSON.');
      expect(await titles(created.id)).toHaveLength(3);
    });

    it('refuses files over 20 MB in all with the spec\'s "Files are too large" message', async () => {
      const created = (await createWith('Files limit', ['citations.csv'])).json().project;
      const rows = (n: number) => `title,abstract\n${`Study ${n},${'y'.repeat(1000)}\n`.repeat(8000)}`;
      const res = await uploadTo(
        created.id,
        [1, 2, 3].map((n) => ({ name: `part-${n}.csv`, data: rows(n) })),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Files are too large. Please reduce file sizes and try again.');
      expect(await titles(created.id)).toHaveLength(3);
    });

    it('adds several files in one request, as the "Add citations" dialog sends them', async () => {
      const created = (await createWith('Search update', ['citations.csv'])).json().project;
      const body = await multipart({}, { file: ['citations.ris'], files: ['citations.bib', 'citations.nbib'] });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${created.id}/citations`,
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().upload_summary.files.map((f: { format: string }) => f.format)).toEqual([
        'ris',
        'bibtex',
        'nbib',
      ]);
    });

    it('refuses more files than one request may carry, saying how many it takes', async () => {
      const created = (await createWith('Too many files', ['citations.csv'])).json().project;
      const body = await multipart(
        {},
        {
          files: Array.from({ length: 21 }, (_, i) => ({
            name: `part-${i}.csv`,
            data: `title,abstract\nStudy ${i},x\n`,
          })),
        },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${created.id}/citations`,
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Too many files: at most 20 files can be uploaded at once.');
      expect(await titles(created.id)).toHaveLength(3);
    });

    it.each([
      ['notes.pdf', 'Invalid file format. Please upload a CSV or Excel file (.csv, .xlsx, .xls).'],
      ['empty.csv', 'File is empty. Please select a valid file with citation data.'],
      ['missing-abstract.csv', expect.stringMatching(/^Missing required column: abstract\./)],
      ['not-really.csv', expect.stringMatching(/could not be read/)],
    ])('refuses %s with its message and leaves the citations already there unchanged', async (fixture, message) => {
      const created = (await createWith(`Keeps its citations (${fixture})`, ['citations.csv'])).json().project;
      const before = await titles(created.id);
      const res = await uploadTo(created.id, [fixture]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(message);
      expect(await titles(created.id)).toEqual(before);
    });

    it('keeps over-long fields and NUL characters from bad exports instead of failing the upload', async () => {
      const created = (await createWith('Messy export', ['citations.csv'])).json().project;
      const long = await uploadTo(created.id, [
        {
          name: 'messy.csv',
          data: `title,abstract,volume,doi\nLong fields,Abstract,${'v'.repeat(300)},10.1/${'d'.repeat(300)}\n`,
        },
      ]);
      expect(long.statusCode, long.body).toBe(201);
      const nul = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${created.id}/citations`,
        headers: { cookie },
        payload: { citations: [{ title: 'Nul\u0000 title', abstract: 'a\u0000b' }] },
      });
      expect(nul.statusCode, nul.body).toBe(201);
      const rows = await t.orm.em
        .fork()
        .execute(
          "select title, abstract, volume from citation where project_id = ? and (title like 'Nul%' or title like 'Long%') order by id",
          [created.id],
        );
      expect(rows).toEqual([
        { title: 'Long fields', abstract: 'Abstract', volume: 'v'.repeat(300) },
        { title: 'Nul title', abstract: 'ab', volume: null },
      ]);
    });

    it('rolls back the rows already inserted when a later chunk fails in the database', async () => {
      // Rows are inserted 5,000 per statement. A trigger, created for this test only, refuses row 5,001,
      // so the first statement has succeeded when the second fails.
      const em = t.orm.em.fork();
      await em.execute(`create or replace function refuse_poison() returns trigger language plpgsql as $$
        begin if new.title = 'Poison' then raise exception 'refused by test trigger'; end if; return new; end $$`);
      await em.execute(
        'create trigger refuse_poison before insert on citation for each row execute function refuse_poison()',
      );
      try {
        const rows = Array.from({ length: 5001 }, (_, i) => (i === 5000 ? 'Poison,x' : `Trial ${i},Abstract ${i}`));
        const created = (await createWith('Rollback', ['citations.csv'])).json().project;
        const before = await titles(created.id);
        const res = await uploadTo(created.id, [{ name: 'poison.csv', data: `title,abstract\n${rows.join('\n')}\n` }]);
        expect(res.statusCode).toBe(500);
        expect(res.json().message).toBe('A server error occurred. Please try again later.');
        expect(await titles(created.id)).toEqual(before);
      } finally {
        await em.execute('drop trigger refuse_poison on citation');
      }
    });
  });

  // A team matches its decisions back to its search results by each record's own number in the exported file.
  it('names the file each record came from and its identifier there, in the workbook, CSV and RIS', async () => {
    const { id } = await uploadedProject(t, cookie, 'Two searches', [
      {
        name: 'scopus.csv',
        data: 'EID,title,abstract\n2-s2.0-85000000001,Statins in heart failure,A trial.\n,Exercise in older adults,A cohort.\n',
      },
      {
        name: 'embase.ris',
        data:
          'TY  - JOUR\r\nAN  - 621234567\r\nTI  - Statins and dementia\r\n' +
          'AU  - World Health Organization and Partners\r\nAU  - Müller, Anna\r\nAB  - A trial.\r\nER  - \r\n',
      },
      // A labelled set's PubMed numbers, under a name of its own.
      {
        name: 'labelled.csv',
        data: '"pubmedID","title","abstract","label_included"\r\n"31234567","Statins after stroke","A cohort.","1"\r\n',
      },
    ]);
    const download = (query = '') =>
      t.app.inject({ method: 'GET', url: `/api/projects/${id}/download${query}`, headers: { cookie } });

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/citations`,
      headers: { cookie },
      payload: { citations: [{ title: 'Statins sent by a script', source_record_id: 'run-7/12' }] },
    });
    expect(added.statusCode, added.body).toBe(201);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download()).rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Ranked citations')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: ExcelJS.Row, header: string) => row.getCell(headers.indexOf(header) + 1).value;
    const sources = new Map<unknown, [unknown, unknown]>();
    sheet.eachRow(
      (row, n) => n > 1 && sources.set(cell(row, 'Title'), [cell(row, 'Record ID in file'), cell(row, 'Source file')]),
    );
    expect(Object.fromEntries(sources)).toEqual({
      'Statins in heart failure': ['2-s2.0-85000000001', 'scopus.csv'],
      'Exercise in older adults': [null, 'scopus.csv'],
      'Statins and dementia': ['621234567', 'embase.ris'],
      'Statins after stroke': ['31234567', 'labelled.csv'],
      'Statins sent by a script': ['run-7/12', 'request'],
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/citations/filter?search=${encodeURIComponent('Statins after stroke')}`,
      headers: { cookie },
    });
    expect(listed.json().citations).toMatchObject([{ source_record_id: '31234567' }]);

    const csv = (await download('?format=csv')).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]!.split(',').slice(-4)).toEqual(['source_record_id', 'source_file', 'decided_by', 'publication_type']);
    expect(csv.find((line) => line.includes('Statins and dementia'))).toMatch(/,621234567,embase\.ris,,JOUR$/);

    const ris = (await download('?format=ris')).body;
    expect(ris).toContain('N1  - Screener source: file embase.ris, record 621234567\r\n');
    expect(ris).toContain('N1  - Screener source: file scopus.csv\r\n');
    // Each author as imported: the "and" inside a corporate author's name does not split it.
    expect(ris).toContain('AU  - World Health Organization and Partners\r\nAU  - Müller, Anna\r\n');
  });
});
