import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadedProject } from '../helpers/multipart.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

const url = inject('postgresUrl');
const onlyOnPostgres = 'PostgreSQL only (TEST_DATABASE_URL): PGlite has no named prepared statements';
if (!url) console.info(`[prepared-statements] skipped: ${onlyOnPostgres}`);

describe.skipIf(!url)(`statements of a click kept prepared — ${onlyOnPostgres}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // One connection, so that what it has prepared is what every request used.
    t = await createTestApp({ name: 'PostgreSQL', target: { url: url! }, orm: { pool: { min: 1, max: 1 } } });
  });
  afterAll(() => t.close());

  it('a list page and a label click reuse prepared statements, and answer as before', async () => {
    const { cookie } = await signUp(t.app);
    const { id } = await uploadedProject(t, cookie, 'Prepared', ['labelling.csv']);
    const list = () =>
      t.app
        .inject({ method: 'GET', url: `/api/projects/${id}/citations/filter?page=1&page_size=5`, headers: { cookie } })
        .then((r) => r.json());
    const first = await list();
    const citation = first.citations[0].id as number;
    for (const value of [true, null, false]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${id}/citations/${citation}/relevance`,
        headers: { cookie },
        payload: { is_relevant: value },
      });
      expect(res.json()).toMatchObject({ id: citation, is_relevant: value });
    }
    const again = await list();
    expect(again.citations.map((c: { id: number }) => c.id)).toEqual(first.citations.map((c: { id: number }) => c.id));
    expect(again.label_counts).toEqual({ relevant: 0, irrelevant: 1, iteration: 0 });

    const statements = (await t.orm.em.fork().execute('select statement from pg_prepared_statements')).map(
      (r) => r.statement as string,
    );
    const has = (part: string) => statements.some((s) => s.includes(part));
    expect(has('from app_session s join app_user u')).toBe(true);
    expect(has('with page as materialized')).toBe(true);
    expect(has('from set_citation_label(')).toBe(true);
    // Only the marked ones: the project's import, for one, is not kept.
    expect(statements.every((s) => s.startsWith('/* prepared */'))).toBe(true);
  });
});
