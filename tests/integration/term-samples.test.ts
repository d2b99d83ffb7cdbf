import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTokens } from '../../src/server/modules/citations/citation-tokens.service.ts';
import { termSamples } from '../../src/server/modules/keywords/keywords.sql.ts';
import { createTestApp, projectWithCitations, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

/**
 * The keyword suggestions' written forms come from a few citations per term, looked for a page of citations at
 * a time: a term met late is still found, and the search stops after its last page instead of reading the whole
 * project for a term it never meets (one statement over 100,000 citations had held the embedded database 46 s).
 */
describe.each(testDatabases())('term samples on $name', (db) => {
  let t: TestApp;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp(db);
    const { cookie } = await signUp(t.app);
    const citations = Array.from({ length: 12 }, (_, i) => ({
      title:
        i === 7 ? 'Helicobacter pylori eradication in adults' : `Exercise and sleep in older adults, cohort ${i + 1}`,
      abstract: i === 11 ? 'A cohort on vitamin D supplements.' : 'A prospective cohort.',
    }));
    projectId = await projectWithCitations(t.app, cookie, 'Samples', citations);
    // Citations sent as JSON are tokenised after the answer; the suggestions wait for it the same way.
    await ensureTokens(t.orm.em.fork(), projectId);
  });
  afterAll(() => t.close());

  const samples = (terms: string[], options: { pageSize: number; pages: number }) =>
    termSamples(t.orm.em.fork(), projectId, terms, 2, options);

  it('finds a term first met on a later page, and at most the samples asked for per term', async () => {
    const found = await samples(['pylorus', 'cohort'], { pageSize: 3, pages: 4 });
    expect(found.filter((s) => s.term === 'pylorus').map((s) => s.title)).toEqual([
      'Helicobacter pylori eradication in adults',
    ]);
    // Common terms stop at their samples: two, from the first page.
    expect(found.filter((s) => s.term === 'cohort').map((s) => s.title)).toEqual([
      'Exercise and sleep in older adults, cohort 1',
      'Exercise and sleep in older adults, cohort 2',
    ]);
  });

  it('stops after its last page: a term met only beyond it has no sample', async () => {
    // Pages of 3, three of them: citations 1-9. Vitamin is only in the 12th.
    expect(await samples(['vitamin'], { pageSize: 3, pages: 3 })).toEqual([]);
    expect((await samples(['vitamin'], { pageSize: 3, pages: 4 })).map((s) => s.term)).toEqual(['vitamin']);
  });
});
