import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { wosFile } from '../../helpers/database-exports.ts';
import { scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();
const read = async (name: string, content: string) => (await readCitationFile(scratch(name, content), name)).citations;

const MBSR = {
  PT: 'J',
  AU: 'Smith, J; Patel, R',
  AF: 'Smith, John; Patel, Ravi',
  title: 'Mindfulness-based stress reduction for chronic low back pain',
  SO: 'PAIN',
  DT: 'Article',
  DE: 'mindfulness; low back pain',
  ID: 'MEDITATION; THERAPY',
  abstract: 'Randomised trial of MBSR versus usual care in 342 adults with chronic low back pain.',
  J9: 'PAIN',
  PD: 'APR',
};

describe('a Web of Science tab-delimited export', () => {
  it('gives each record its authors, year, journal, volume, issue, pages, DOI, keywords and UT', async () => {
    const citations = await read(
      'savedrecs.txt',
      wosFile([
        {
          ...MBSR,
          PY: '2015',
          VL: '156',
          IS: '4',
          BP: '600',
          EP: '610',
          DI: '10.1000/pain.2015.600',
          UT: 'WOS:000350000000003',
        },
        { ...MBSR, PY: '2019', VL: '160', IS: '2', AR: 'e0042', DI: '10.1000/pain.2019.42', UT: 'WOS:000460000000004' },
      ]),
    );
    expect(citations).toEqual([
      {
        title: MBSR.title,
        abstract: MBSR.abstract,
        authors: 'Smith, J; Patel, R',
        year: 2015,
        journal: 'PAIN',
        volume: '156',
        issue: '4',
        pages: '600-610',
        doi: '10.1000/pain.2015.600',
        keywords: 'mindfulness; low back pain',
        source_record_id: 'WOS:000350000000003',
      },
      // An article number (AR) stands in for pages; the two records differ in all but title and abstract.
      expect.objectContaining({ year: 2019, volume: '160', issue: '2', pages: 'e0042', doi: '10.1000/pain.2019.42' }),
    ]);
  });

  it('takes the full author names (AF) where AU is empty, and never Keywords Plus (ID) for the record id', async () => {
    const [citation] = await read('savedrecs.txt', wosFile([{ ...MBSR, AU: '', PY: '2015', UT: '' }]));
    expect(citation?.authors).toBe('Smith, John; Patel, Ravi');
    expect(citation?.source_record_id).toBeUndefined();
  });
});

/** Scopus's CSV header, Title and Abstract renamed as the upload dialog renames them. */
const SCOPUS_HEADER =
  '\uFEFF"Authors","Author full names","Author(s) ID","title","Year","Source title","Volume","Issue","Art. No.",' +
  '"Page start","Page end","Page count","Cited by","DOI","Link","abstract","Author Keywords","Index Keywords",' +
  '"Document Type","Publication Stage","Open Access","Source","EID"';

const scopusFile = (...rows: string[]) => [SCOPUS_HEADER, ...rows].join('\r\n') + '\r\n';

describe('a Scopus CSV export', () => {
  it('takes the journal from "Source title", not "Source" (the database), and builds pages from their start and end', async () => {
    const [citation] = await read(
      'scopus.csv',
      scopusFile(
        '"Lee J.-W.; Park M.","Lee, Ji-Won (57200000003); Park, Min (57200000004)","57200000003; 57200000004",' +
          '"Vitamin D supplementation and fracture risk in older adults","2017","Osteoporosis International","28",' +
          '"1 Supplement","","S120","S121","2","4","10.1000/osi.2017.120",' +
          '"https://www.scopus.com/inward/record.uri?eid=2-s2.0-85000000002&partnerID=40&md5=0c1e",' +
          '"We pooled trials of vitamin D supplementation.","vitamin D; fractures","Aged; Humans","Article","Final","",' +
          '"Scopus","2-s2.0-85000000002"',
      ),
    );
    expect(citation).toEqual({
      title: 'Vitamin D supplementation and fracture risk in older adults',
      abstract: 'We pooled trials of vitamin D supplementation.',
      authors: 'Lee J.-W.; Park M.',
      year: 2017,
      journal: 'Osteoporosis International',
      volume: '28',
      issue: '1 Supplement',
      pages: 'S120-S121',
      doi: '10.1000/osi.2017.120',
      keywords: 'vitamin D; fractures',
      url: 'https://www.scopus.com/inward/record.uri?eid=2-s2.0-85000000002&partnerID=40&md5=0c1e',
      source_record_id: '2-s2.0-85000000002',
    });
  });

  it('gives no journal rather than "Scopus" where "Source title" is empty, and the article number where there are no pages', async () => {
    const [citation] = await read(
      'scopus.csv',
      scopusFile(
        '"Sharma P.","","","Probiotics for preterm infants","2021","","44","7","e13001","","","","","","","Text.","","",' +
          '"Review","Final","","Scopus","2-s2.0-85000000003"',
      ),
    );
    expect(citation?.journal).toBeUndefined();
    expect(citation?.pages).toBe('e13001');
  });

  it('keeps a record whose abstract is "[No abstract available]", with an empty abstract', async () => {
    const citations = await read(
      'scopus.csv',
      scopusFile(
        '"Müller A.","","","Effect of metformin on cardiovascular outcomes","2019","Journal of Diabetes Research","12","3",' +
          '"","101","110","10","15","","","[No abstract available]","","","Article","Final","","Scopus","2-s2.0-85000000001"',
      ),
    );
    expect(citations).toHaveLength(1);
    expect(citations[0]?.abstract).toBe('');
  });
});

describe("other files' journal and pages columns", () => {
  it('still take a "Source" column for the journal where the file has no other', async () => {
    expect((await read('source.csv', 'title,abstract,Source\nA trial,Text,Lancet\n'))[0]?.journal).toBe('Lancet');
  });

  it('prefer a pages column with a value to the first and last page', async () => {
    const citations = await read(
      'pages.csv',
      'title,abstract,pages,Page start,Page end\nA trial,Text,12-18,1,2\nAnother,Text,,5,9\nA range,Text,,5-9,9\n',
    );
    expect(citations.map((c) => c.pages)).toEqual(['12-18', '5-9', '5-9']);
  });
});

describe('"[No abstract available]"', () => {
  it('is read from a Scopus RIS export as an empty abstract too', async () => {
    const ris = 'TY  - JOUR\r\nTI  - A trial\r\nAB  - [No abstract available]\r\nER  - \r\n';
    expect(await read('scopus.ris', ris)).toEqual([{ title: 'A trial', abstract: '' }]);
  });
});
