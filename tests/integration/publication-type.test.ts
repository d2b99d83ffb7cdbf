import { describe, expect, it } from 'vitest';
import { appWithUploader } from '../helpers/multipart.ts';
import { testDatabases } from '../helpers/test-app.ts';

const TITLE = 'Omalizumab for chronic spontaneous urticaria in adolescents: a randomised trial';

/** A PubMed export: the trial, the authors' reply filed under its title (no volume, pages or DOI), and a review. */
const PUBMED = [
  'PMID- 30912345',
  'OWN - NLM',
  'STAT- MEDLINE',
  `TI  - ${TITLE}`,
  'AB  - We randomised 120 adolescents to omalizumab or placebo for 24 weeks.',
  'FAU - Nguyen, Thi Ha',
  'FAU - Alvarez, Rosa',
  'DP  - 2019 May',
  'PT  - Journal Article',
  'PT  - Randomized Controlled Trial',
  'TA  - J Allergy Clin Immunol',
  '',
  'PMID- 31023456',
  'OWN - NLM',
  `TI  - ${TITLE}`,
  'FAU - Nguyen, Thi Ha',
  'FAU - Alvarez, Rosa',
  'DP  - 2019 Sep',
  'PT  - Comment',
  'PT  - Letter',
  'TA  - J Allergy Clin Immunol',
  '',
  'PMID- 32012345',
  'OWN - NLM',
  'TI  - Biologics for chronic urticaria: a systematic review',
  'DP  - 2020',
  'PT  - Journal Article',
  'PT  - Review',
  '',
].join('\n');

/** A CSV without any type, as citations imported before types were kept are. */
const UNTYPED = 'title,abstract,authors,year\nMast cells in urticaria,Text,"Kim, J",2018\n';

describe.each(testDatabases())('a citation’s publication type on $name', (db) => {
  const { t, user, upload } = appWithUploader(db);

  const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { cookie: user.cookie } });
  const citations = async (id: number) =>
    (await call('GET', `/api/projects/${id}/citations/filter?sort_order=asc`)).json().citations as Array<{
      id: number;
      title: string;
      publication_type?: string | null;
    }>;

  it('is stored as the file (or a script sending JSON) named it, trimmed, answered with the citation, and null where none was given', async () => {
    const { id } = await upload('Urticaria', [
      { name: 'pubmed.nbib', data: PUBMED },
      { name: 'old.csv', data: UNTYPED },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/citations`,
      headers: { cookie: user.cookie },
      payload: { citations: [{ title: 'Omalizumab dosing sent by a script', publication_type: ' Preprint ' }] },
    });
    expect(added.statusCode).toBe(201);
    const types = (await citations(id)).map((c) => c.publication_type).sort();
    expect(types).toEqual([
      'Comment; Letter',
      'Journal Article; Randomized Controlled Trial',
      'Journal Article; Review',
      'Preprint',
      null,
    ]);
  });

  it('goes into the RIS export as TY (JOUR when unknown) with the text in M3, and last into the CSV export', async () => {
    const { id } = await upload('Exports', [
      { name: 'pubmed.nbib', data: PUBMED },
      { name: 'old.csv', data: UNTYPED },
      { name: 'conf.ris', data: 'TY  - CPAPER\r\nTI  - Urticaria registries in Europe\r\nPY  - 2021\r\nER  - \r\n' },
    ]);
    const ris = (await call('GET', `/api/projects/${id}/download?format=ris`)).body;
    const records = ris.split('ER  - ').filter((r) => r.includes('TI  - '));
    const typeOf = (title: string) => {
      const record = records.find((r) => r.includes(`TI  - ${title}`))!;
      return [/^TY {2}- (.*)$/m.exec(record)?.[1], /^M3 {2}- (.*)$/m.exec(record)?.[1]];
    };
    expect(typeOf('Urticaria registries in Europe')).toEqual(['CPAPER', undefined]);
    expect(typeOf('Mast cells in urticaria')).toEqual(['JOUR', undefined]);
    expect(typeOf('Biologics for chronic urticaria: a systematic review')).toEqual(['JOUR', 'Journal Article; Review']);

    const csv = (await call('GET', `/api/projects/${id}/download?format=csv`)).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]!.split(',').at(-1)).toBe('publication_type');
    expect(csv.find((line) => line.includes('Urticaria registries'))).toMatch(/,CPAPER$/);
    expect(csv.find((line) => line.includes('Mast cells'))).toMatch(/,$/);
  });

  it('keeps the reply filed under the trial’s title from being removed as its duplicate: a person decides', async () => {
    const { id } = await upload('Reply', [{ name: 'pubmed.nbib', data: PUBMED }]);
    const res = await call('POST', `/api/projects/${id}/remove-duplicates`);
    expect(res.statusCode).toBe(200);
    expect(res.json().duplicate_details).toEqual([]);
    expect(await citations(id)).toHaveLength(3);
    const { possible } = (await call('GET', `/api/projects/${id}/duplicates`)).json();
    expect(possible).toEqual([
      expect.objectContaining({
        reason: expect.stringContaining('different kinds of publication'),
        a: expect.objectContaining({ title: TITLE }),
        b: expect.objectContaining({ title: TITLE }),
      }),
    ]);
    expect(possible[0].a.publication_type).not.toBe(possible[0].b.publication_type);
  });
});
