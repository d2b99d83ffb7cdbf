import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/** Records as databases export them: curly apostrophes and quotation marks (U+2018/2019, U+201C/201D), or straight ones. */
const EXPORT = [
  'title,abstract',
  '"Parents’ views on screen time","Most parents said “I don’t know” when asked how long their children watch."',
  '"Alzheimer’s disease and statins","A cohort of older adults."',
  '"Don\'t panic: a straight apostrophe in a title","Typed on a keyboard."',
  '"Costs in a plain title (a control)","5% of 100_000 patients paid $1.50 [approx] each."',
].join('\r\n');

describe.each(testDatabases())('searching the citation list on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp(db);
    ({ cookie } = await signUp(t.app));
    projectId = (await uploadedProject(t, cookie, 'Quotes', [{ name: 'export.csv', data: `\uFEFF${EXPORT}\r\n` }])).id;
  });
  afterAll(() => t.close());

  async function found(search: string): Promise<string[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/citations/filter?page=1&search=${encodeURIComponent(search)}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { citations: { title: string }[]; total_after_filtering: number };
    expect(body.total_after_filtering).toBe(body.citations.length);
    return body.citations.map((c) => c.title.split(' ')[0]!).sort();
  }

  it('finds a curly apostrophe by the straight one people type, or by none', async () => {
    for (const search of ["don't know", 'don’t know', 'dont know', "DON'T KNOW", 'donʼt know'])
      expect(await found(search), search).toEqual(['Parents’']);
    for (const search of ['alzheimers disease', "Alzheimer's", 'Alzheimer´s', 'parents views'])
      expect(await found(search), search).toEqual([search.startsWith('p') ? 'Parents’' : 'Alzheimer’s']);
  });

  it('finds a straight apostrophe by a curly one', async () => {
    expect(await found('don’t panic')).toEqual(["Don't"]);
    expect(await found('dont panic')).toEqual(["Don't"]);
  });

  it('finds a phrase typed in quotation marks, straight or curly, whether the text quotes it or not', async () => {
    expect(await found('"I don\'t know"')).toEqual(['Parents’']);
    expect(await found('“a cohort”')).toEqual(['Alzheimer’s']);
    expect(await found('"')).toHaveLength(4);
  });

  it('takes every other character literally', async () => {
    for (const search of ['(a control)', '5% of 100_000', '$1.50 [approx]'])
      expect(await found(search), search).toEqual(['Costs']);
    expect(await found('1x50')).toEqual([]);
    expect(await found('a.c')).toEqual([]);
    expect(await found('.*')).toEqual([]);
  });
});
