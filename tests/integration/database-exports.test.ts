import { describe, expect, it } from 'vitest';
import { wosFile } from '../helpers/database-exports.ts';
import { appWithUploader } from '../helpers/multipart.ts';
import { testDatabases } from '../helpers/test-app.ts';

/** Two parts of one review, the same title and abstract in a journal's two years: different publications. */
const PARTS = { PT: 'J', AU: 'Okafor, C; Lindqvist, E', SO: 'HEART FAILURE REVIEWS', DT: 'Review' };
const TITLE = 'Exercise training in heart failure with preserved ejection fraction: a two-part review';
const ABSTRACT = 'This review summarises the physiology of exercise training in HFpEF.';

describe.each(testDatabases())('a Web of Science export on $name', (db) => {
  const { t, user, upload } = appWithUploader(db);

  it('keeps two records that share title and abstract but differ in year, volume, pages and DOI', async () => {
    const data = wosFile([
      {
        ...PARTS,
        title: TITLE,
        abstract: ABSTRACT,
        PY: '2020',
        VL: '25',
        IS: '2',
        BP: '45',
        EP: '58',
        DI: '10.1000/hf.2020.045',
        UT: 'WOS:000500000000001',
      },
      {
        ...PARTS,
        title: TITLE,
        abstract: ABSTRACT,
        PY: '2021',
        VL: '26',
        IS: '1',
        BP: '101',
        EP: '112',
        DI: '10.1000/hf.2021.101',
        UT: 'WOS:000600000000002',
      },
    ]);
    const { id } = await upload('WoS', [{ name: 'savedrecs.txt', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/remove-duplicates`,
      headers: { cookie: user.cookie },
    });
    expect(res.json()).toMatchObject({ duplicates_marked: 0, unique_citations: 2 });
    const rows = await t.orm.em
      .fork()
      .execute('select year, journal, pages, doi, source_record_id from citation where project_id = ? order by id', [
        id,
      ]);
    expect(rows).toEqual([
      {
        year: 2020,
        journal: 'HEART FAILURE REVIEWS',
        pages: '45-58',
        doi: '10.1000/hf.2020.045',
        source_record_id: 'WOS:000500000000001',
      },
      {
        year: 2021,
        journal: 'HEART FAILURE REVIEWS',
        pages: '101-112',
        doi: '10.1000/hf.2021.101',
        source_record_id: 'WOS:000600000000002',
      },
    ]);
  });
});
