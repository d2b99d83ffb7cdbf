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
        authors: 'Smith, John; Patel, Ravi', // AF's full names before AU's initials
        year: 2015,
        journal: 'PAIN',
        volume: '156',
        issue: '4',
        pages: '600-610',
        doi: '10.1000/pain.2015.600',
        keywords: 'mindfulness; low back pain',
        source_record_id: 'WOS:000350000000003',
        publication_type: 'Article',
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
      authors: 'Lee, Ji-Won; Park, Min', // "Author full names", without the Scopus author ids
      year: 2017,
      journal: 'Osteoporosis International',
      volume: '28',
      issue: '1 Supplement',
      pages: 'S120-S121',
      doi: '10.1000/osi.2017.120',
      keywords: 'vitamin D; fractures',
      url: 'https://www.scopus.com/inward/record.uri?eid=2-s2.0-85000000002&partnerID=40&md5=0c1e',
      source_record_id: '2-s2.0-85000000002',
      publication_type: 'Article',
    });
  });

  it('splits the "Authors" of an export without full names into one author each, and reads no author from Scopus\'s placeholder', async () => {
    const row = (authors: string, title: string) =>
      `"${authors}","","","${title}","2016","Age Ageing","45","2","","1","9","9","","","","Text.","","","Article","Final","","Scopus","2-s2.0-${title.length}"`;
    const citations = await read(
      'scopus.csv',
      scopusFile(
        row("Nováková J., O'Neill K.M., Le J.-P.", 'Hip protectors in care homes'),
        row('[No author name available]', 'Falls prevention: a consensus statement'),
        row('Smith John, Lee Kim', 'Names without initials are left as written'),
      ),
    );
    expect(citations.map((c) => c.authors)).toEqual([
      "Nováková J.; O'Neill K.M.; Le J.-P.",
      undefined,
      'Smith John, Lee Kim',
    ]);
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
    expect(await read('scopus.ris', ris)).toEqual([{ title: 'A trial', abstract: '', publication_type: 'JOUR' }]);
  });
});

/** Lines joined as a database writes them: Windows line endings, a blank line between records. */
const crlf = (...lines: string[]) => lines.join('\r\n') + '\r\n';

describe('an Ovid RIS export (MEDLINE, Embase)', () => {
  const ovid = crlf(
    'TY  - JOUR',
    'DB  - Ovid MEDLINE(R) ALL',
    'AN  - 30303112',
    'ID  - 30303112',
    'T1  - Mindfulness-based stress reduction for chronic low back pain: a randomised trial.',
    'A1  - Smith, John',
    'A1  - Patel, Ravi',
    'Y1  - 2019//',
    'N2  - BACKGROUND: Chronic low back pain is common.',
    'N2  - METHODS: We randomised 342 adults.',
    'KW  - Humans',
    'KW  - *Mindfulness',
    'JF  - Journal of Pain',
    'JA  - J Pain',
    'VL  - 20',
    'IS  - 3',
    'SP  - 123',
    'EP  - 130',
    'CY  - United States',
    'SN  - 1526-5900',
    'UR  - http://ovidsp.ovid.com/ovidweb.cgi?T=JS&PAGE=reference&D=medall&NEWS=N&AN=30303112',
    'UR  - https://dx.doi.org/10.1016/j.jpain.2018.09.001',
    'DO  - https://dx.doi.org/10.1016/j.jpain.2018.09.001',
    'ER  - ',
    '',
  );

  it('gives every field, the DOI without the resolver link Ovid writes it in', async () => {
    expect(await read('ovid.ris', ovid)).toEqual([
      {
        title: 'Mindfulness-based stress reduction for chronic low back pain: a randomised trial.',
        abstract: 'BACKGROUND: Chronic low back pain is common.\nMETHODS: We randomised 342 adults.',
        authors: 'Smith, John; Patel, Ravi',
        year: 2019,
        journal: 'Journal of Pain',
        volume: '20',
        issue: '3',
        pages: '123-130',
        doi: '10.1016/j.jpain.2018.09.001',
        keywords: 'Humans; *Mindfulness',
        url: 'http://ovidsp.ovid.com/ovidweb.cgi?T=JS&PAGE=reference&D=medall&NEWS=N&AN=30303112',
        source_record_id: '30303112',
        publication_type: 'JOUR',
      },
    ]);
  });
});

describe('a DOI written as a link or with a prefix', () => {
  it('is kept as the DOI itself, from any format (the app links it as https://doi.org/{doi})', async () => {
    const csv = await read(
      'dois.csv',
      'title,abstract,doi\n' +
        'A,Text,https://doi.org/10.1000/ABC.1\n' +
        'B,Text,http://dx.doi.org/10.1016/S0735-1097%2813%2962048-3\n' +
        'C,Text,doi:10.1000/xyz\n' +
        'D,Text,10.1000/plain\n' +
        'E,Text,https://example.org/10.1000/not-a-resolver\n',
    );
    expect(csv.map((c) => c.doi)).toEqual([
      '10.1000/ABC.1',
      '10.1016/S0735-1097(13)62048-3',
      '10.1000/xyz',
      '10.1000/plain',
      'https://example.org/10.1000/not-a-resolver',
    ]);
  });

  it('is read from ProQuest RIS and Mendeley BibTeX as the DOI itself', async () => {
    const ris = crlf('TY  - JOUR', 'T1  - Burnout among nurses', 'DO  - https://doi.org/10.1111/jonm.12750', 'ER  - ');
    expect((await read('proquest.ris', ris))[0]?.doi).toBe('10.1111/jonm.12750');
    const bib =
      '@article{Smith2019,\ndoi = {https://doi.org/10.1016/j.jpain.2018.09.001},\ntitle = {{Mindfulness}}\n}\n';
    expect((await read('mendeley.bib', bib))[0]?.doi).toBe('10.1016/j.jpain.2018.09.001');
  });
});

describe('a Web of Science BibTeX export', () => {
  it('gives the DOI and URL without the second pair of braces it writes every value in', async () => {
    const bib =
      '@article{ WOS:000460000000004,\nAuthor = {Kumar, Anil},\nTitle = {{Yoga for chronic low back pain}},\n' +
      'Journal = {{PLOS ONE}},\nYear = {{2019}},\nVolume = {{14}},\nNumber = {{2}},\nMonth = {{FEB 14}},\n' +
      'Abstract = {{Yoga was feasible.}},\nDOI = {{10.1371/journal.pone.0212345}},\nURL = {{https://example.org/yoga}},\n' +
      'ISSN = {{1932-6203}},\nKeywords = {{yoga; back pain}},\nKeywords-Plus = {{THERAPY}},\n' +
      'Unique-ID = {{WOS:000460000000004}},\n}\n';
    expect(await read('savedrecs.bib', bib)).toEqual([
      {
        title: 'Yoga for chronic low back pain',
        abstract: 'Yoga was feasible.',
        authors: 'Kumar, Anil',
        year: 2019,
        journal: 'PLOS ONE',
        volume: '14',
        issue: '2',
        doi: '10.1371/journal.pone.0212345',
        url: 'https://example.org/yoga',
        keywords: 'yoga; back pain',
        source_record_id: 'WOS:000460000000004',
        publication_type: 'article',
      },
    ]);
  });
});

describe('page ranges written with a Unicode dash', () => {
  it("read with a hyphen: Cochrane CENTRAL's RIS (U+2010) and ACM's BibTeX (en dash)", async () => {
    const central = crlf(
      'TY  - JOUR',
      'ID  - CN-01234567',
      'AU  - Smith J',
      'TI  - Mindfulness‐based stress reduction for chronic low back pain',
      'JO  - Journal of pain',
      'PY  - 2019',
      'VL  - 20',
      'IS  - 3',
      'SP  - 123‐130',
      'DO  - 10.1016/j.jpain.2018.09.001',
      'AB  - BACKGROUND: Chronic low back pain is common.',
      'ER  - ',
    );
    expect((await read('citation-export.ris', central))[0]?.pages).toBe('123-130');
    const acm =
      '@inproceedings{10.1145/3313831.3376123,\nauthor = {Smith, John},\ntitle = {Screening Citations with Active Learning},\n' +
      'year = {2020},\nbooktitle = {Proceedings of the 2020 CHI Conference},\npages = {1–13},\nnumpages = {13}\n}\n';
    expect((await read('acm.bib', acm))[0]?.pages).toBe('1-13');
  });
});

describe('an article number where a record has no pages (the duplicate search tells two articles of an issue apart by it)', () => {
  it('is read from a Scopus RIS export (C7), and kept out of pages where a record has them', async () => {
    const scopus = crlf(
      'TY  - JOUR',
      'AU  - Sharma, P.',
      'TI  - Probiotics for preterm infants',
      'PY  - 2021',
      'T2  - Pediatric Research',
      'VL  - 44',
      'IS  - 7',
      'C7  - e13001',
      'DO  - 10.1000/pr.2021.13001',
      'AB  - Text.',
      'DB  - Scopus',
      'ER  - ',
      'TY  - CONF',
      'TI  - A conference paper',
      'T2  - Journal of Physics: Conference Series',
      'C7  - 012034',
      'ER  - ',
      'TY  - JOUR',
      'TI  - A paged article',
      'SP  - 5',
      'EP  - 9',
      'C7  - 5',
      'ER  - ',
      // Outside articles and conference papers C7 is a custom field.
      'TY  - BOOK',
      'TI  - A book',
      'C7  - Second printing',
      'ER  - ',
    );
    expect((await read('scopus.ris', scopus)).map((c) => c.pages)).toEqual(['e13001', '012034', '5-9', undefined]);
  });

  it("is read from ACM's (articleno), Scopus's (art_number) and Web of Science's (Article-Number) BibTeX", async () => {
    const bib =
      '@article{10.1145/3411764.3445001,\nauthor = {Kumar, Anil},\ntitle = {Crowd Screening},\nyear = {2021},\n' +
      'issue_date = {June 2021},\nvolume = {28},\nnumber = {3},\njournal = {ACM Trans. Comput.-Hum. Interact.},\n' +
      'month = jun,\narticleno = {22},\nnumpages = {30}\n}\n' +
      '@ARTICLE{Sharma2021,\n\tauthor = {Sharma, P.},\n\ttitle = {Probiotics for preterm infants},\n\tyear = {2021},\n' +
      '\tjournal = {Pediatric Research},\n\tvolume = {44},\n\tnumber = {7},\n\tart_number = {e13001},\n\tsource = {Scopus}\n}\n' +
      '@article{ WOS:000460000000004,\nTitle = {{Yoga}},\nArticle-Number = {{e0212345}},\n}\n' +
      '@article{paged,\ntitle = {Paged},\npages = {5--9},\narticleno = {5}\n}\n';
    expect((await read('export.bib', bib)).map((c) => c.pages)).toEqual(['22', 'e13001', 'e0212345', '5-9']);
  });
});

/** Web of Science's plain-text export: a byte order mark, "FN"/"VR" lines, records from PT to ER, EF at the end. */
const WOS_PLAIN = [
  '\uFEFFFN Clarivate Analytics Web of Science',
  'VR 1.0',
  'PT J',
  'AU Smith, J',
  '   Patel, R',
  'AF Smith, John',
  '   Patel, Ravi',
  'TI Mindfulness-based stress reduction for chronic low back pain: a',
  '   randomised trial',
  'SO PAIN',
  'LA English',
  'DT Article',
  'DE mindfulness; low back pain; chronic',
  '   pain',
  'ID MEDITATION; THERAPY',
  'AB Randomised trial of MBSR versus usual care in 342 adults with chronic',
  '   low back pain.',
  'C1 [Smith, John] Univ Leeds, Leeds, England.',
  'CR Cherkin DC, 2016, JAMA-J AM MED ASSOC, V315, P1240',
  '   Kabat-Zinn J., 1990, FULL CATASTROPHE LIV',
  'NR 2',
  'TC 10',
  'SN 0304-3959',
  'J9 PAIN',
  'PD APR',
  'PY 2015',
  'VL 156',
  'IS 4',
  'BP 600',
  'EP 610',
  'DI 10.1097/j.pain.0000000000000100',
  'PG 11',
  'UT WOS:000350000000003',
  'PM 25000000',
  'ER',
  '',
  'PT J',
  'AU Kumar, A',
  'AF Kumar, Anil',
  'TI Yoga for chronic low back pain',
  'SO PLOS ONE',
  'AB Yoga was feasible.',
  'EA FEB 2019',
  'EY 2019',
  'VL 14',
  'IS 2',
  'AR e0212345',
  'DI 10.1371/journal.pone.0212345',
  'UT WOS:000460000000004',
  'ER',
  '',
  'PT J',
  'AU Nobody, A',
  'ER',
  '',
  'EF',
].join('\n');

describe('a Web of Science plain-text export', () => {
  it('is recognised in a .txt file and gives each record its fields, joining wrapped lines', async () => {
    const { format, citations, skipped } = await readCitationFile(scratch('savedrecs.txt', WOS_PLAIN), 'savedrecs.txt');
    expect(format).toBe('wos');
    expect(citations).toEqual([
      {
        title: 'Mindfulness-based stress reduction for chronic low back pain: a randomised trial',
        abstract: 'Randomised trial of MBSR versus usual care in 342 adults with chronic low back pain.',
        authors: 'Smith, John; Patel, Ravi',
        year: 2015,
        journal: 'PAIN',
        volume: '156',
        issue: '4',
        pages: '600-610',
        doi: '10.1097/j.pain.0000000000000100',
        keywords: 'mindfulness; low back pain; chronic pain',
        source_record_id: 'WOS:000350000000003',
        publication_type: 'Article',
      },
      // Early access: the year from EY; the article number for pages.
      {
        title: 'Yoga for chronic low back pain',
        abstract: 'Yoga was feasible.',
        authors: 'Kumar, Anil',
        year: 2019,
        journal: 'PLOS ONE',
        volume: '14',
        issue: '2',
        pages: 'e0212345',
        doi: '10.1371/journal.pone.0212345',
        source_record_id: 'WOS:000460000000004',
        publication_type: 'J',
      },
    ]);
    expect(skipped).toEqual([{ row: 3, reason: 'Missing title', line: 52 }]);
  });

  it('is recognised without its FN line, from the first PT line, with Windows line endings', async () => {
    const text = WOS_PLAIN.split('\n').slice(2).join('\r\n');
    const { format, citations } = await readCitationFile(scratch('part.txt', text), 'part.txt');
    expect(format).toBe('wos');
    expect(citations.map((c) => c.source_record_id)).toEqual(['WOS:000350000000003', 'WOS:000460000000004']);
  });
});

describe('an Embase CSV export', () => {
  it('gives the authors from "Author Names", pages from "First Page" and "Last Page", its id from "Medline PMID"', async () => {
    const csv =
      '\uFEFF"title","Author Names","Author Addresses","Source","Publication Year","Volume","Issue","First Page",' +
      '"Last Page","Date of Publication","Publication Type","ISSN","abstract","Author Keywords","Article Language",' +
      '"Medline PMID","Full Text Link","DOI"\r\n' +
      '"Yoga for chronic low back pain","Kumar A., Smith J.","Univ","Pain Medicine","2018","19","5","945","952",' +
      '"2018-05-01","Article","1526-2375","Yoga was feasible.","yoga; back pain","English","29000001",' +
      '"http://dx.doi.org/10.1093/pm/pny001","10.1093/pm/pny001"\r\n';
    expect(await read('embase.csv', csv)).toEqual([
      {
        title: 'Yoga for chronic low back pain',
        abstract: 'Yoga was feasible.',
        authors: 'Kumar A.; Smith J.',
        year: 2018,
        journal: 'Pain Medicine',
        volume: '19',
        issue: '5',
        pages: '945-952',
        doi: '10.1093/pm/pny001',
        keywords: 'yoga; back pain',
        publication_type: 'Article',
        source_record_id: '29000001',
      },
    ]);
  });
});

describe('a Google Scholar export from Publish or Perish (CSV)', () => {
  it('gives pages from "StartPage" and "EndPage" and the URL from "ArticleURL"', async () => {
    const csv =
      'Cites,Authors,title,Year,Source,Publisher,ArticleURL,CitesURL,GSRank,QueryDate,Type,DOI,ISSN,CitationURL,' +
      'Volume,Issue,StartPage,EndPage,ECC,CitesPerYear,CitesPerAuthor,AuthorCount,Age,abstract,FullTextURL,RelatedURL\r\n' +
      '120,"J Smith, R Patel","Mindfulness for back pain",2019,"Journal of Pain","Elsevier",' +
      '"https://www.sciencedirect.com/science/article/pii/S1526590018306","https://scholar.google.com/scholar?cites=1",1,' +
      '"2024-01-01 10:00:00","","10.1016/j.jpain.2018.09.001","","",20,3,123,130,120,24.00,60,2,5,"Chronic low back pain …","",""\r\n';
    const [citation] = await read('PoPCites.csv', csv);
    expect(citation).toMatchObject({
      journal: 'Journal of Pain',
      volume: '20',
      issue: '3',
      pages: '123-130',
      url: 'https://www.sciencedirect.com/science/article/pii/S1526590018306',
    });
  });
});

describe('a Zotero CSV export', () => {
  it('gives the keywords from "Manual Tags" (else "Automatic Tags")', async () => {
    const csv =
      '\uFEFF"Key","Item Type","Publication Year","Author","title","Publication Title","DOI","Url","abstract","Pages",' +
      '"Issue","Volume","Manual Tags","Automatic Tags","Number"\n' +
      '"ABCD1234","journalArticle","2019","Smith, John; Patel, Ravi","Mindfulness for back pain","Journal of Pain",' +
      '"10.1016/j.jpain.2018.09.001","","BACKGROUND: common.","123-130","3","20","mindfulness; back pain","Humans",""\n' +
      '"EFGH5678","journalArticle","2020","Kumar, Anil","Yoga trial","Pain Medicine","","","Yoga.","","","","","Humans; Yoga",""\n';
    expect((await read('Exported Items.csv', csv)).map((c) => c.keywords)).toEqual([
      'mindfulness; back pain',
      'Humans; Yoga',
    ]);
  });
});

describe('a PubMed CSV export (an abstract column added, which PubMed does not write)', () => {
  it('gives the journal from "Journal/Book" and the volume, issue and pages packed in "Citation"', async () => {
    const csv =
      'PMID,title,Authors,Citation,First Author,Journal/Book,Publication Year,Create Date,PMCID,NIHMS ID,DOI,abstract\n' +
      '30303112,"Mindfulness for back pain.","Smith J, Patel R.","J Pain. 2019 Mar;20(3):123-130. doi: 10.1016/j.jpain.2018.09.001. ' +
      'Epub 2018 Oct 7.","Smith J","J Pain",2019,2018/10/11,,,10.1016/j.jpain.2018.09.001,\n' +
      '31000002,"Yoga.","Kumar A.","PLoS One. 2019 Feb 14;14(2):e0212345. doi: 10.1371/journal.pone.0212345. eCollection 2019.",' +
      '"Kumar A","PLoS One",2019,2019/02/15,PMC6370001,,10.1371/journal.pone.0212345,\n' +
      '31000003,"Supplement.","Lee K.","Ann Rheum Dis. 2018 Jun;77(Suppl 2):A12-A13.","Lee K","Ann Rheum Dis",2018,2018/06/01,,,,\n' +
      '31000004,"Ahead of print.","Ng B.","J Pain. 2024 Jan 5:S1526-5900(24)00001-1. doi: 10.1016/j.jpain.2024.01.001. Online ahead of print.",' +
      '"Ng B","J Pain",2024,2024/01/06,,,10.1016/j.jpain.2024.01.001,\n';
    const citations = await read('csv-mindfulne-set.csv', csv);
    expect(citations[0]).toEqual({
      title: 'Mindfulness for back pain.',
      abstract: '',
      authors: 'Smith J, Patel R.',
      year: 2019,
      journal: 'J Pain',
      volume: '20',
      issue: '3',
      pages: '123-130',
      doi: '10.1016/j.jpain.2018.09.001',
      source_record_id: '30303112',
    });
    expect(citations.slice(1).map(({ volume, issue, pages }) => ({ volume, issue, pages }))).toEqual([
      { volume: '14', issue: '2', pages: 'e0212345' },
      { volume: '77', issue: 'Suppl 2', pages: 'A12-A13' },
      // Online ahead of print: no volume yet, and the publisher's item id after the date is not pages.
      { volume: undefined, issue: undefined, pages: undefined },
    ]);
  });

  it("leaves a file's own volume, issue and pages columns first", async () => {
    const csv = 'title,abstract,Citation,Volume,Issue,Pages\nA,Text,"J Pain. 2019;20(3):123-130.",21,4,5-9\n';
    expect(await read('other.csv', csv)).toEqual([
      { title: 'A', abstract: 'Text', volume: '21', issue: '4', pages: '5-9' },
    ]);
  });
});

describe("other databases' CSV column names", () => {
  it('are read: Cochrane "Author(s)", Dimensions "PubYear" and "Pagination"', async () => {
    const cochrane = await read(
      'citation-export.csv',
      '"Author(s)",title,Year,abstract\n"Smith J, Patel R",A trial,2019,Text\n',
    );
    expect(cochrane[0]?.authors).toBe('Smith J, Patel R');
    const dimensions = await read(
      'Dimensions-Publication.csv',
      '"Rank","Publication ID","DOI","title","abstract","Source title","PubYear","Volume","Issue","Pagination","Authors"\n' +
        '"1","pub.1100000001","10.1000/x","A trial","Text","Trials","2019","20","1","123-130","Smith, John"\n',
    );
    expect(dimensions[0]).toMatchObject({ year: 2019, pages: '123-130', journal: 'Trials' });
  });
});

describe('an EBSCOhost (CINAHL) RIS export', () => {
  const ebsco = crlf(
    'TY  - JOUR',
    'ID  - 134567890',
    'T1  - Nurse-led telephone follow-up after day surgery: a systematic review',
    'AU  - Jones, Mary',
    "AU  - O'Brien, Sean",
    'Y1  - 2019/03//',
    'N1  - Accession Number: 134567890. Language: English. Entry Date: 20190301. Publication Type: Article.',
    'KW  - Ambulatory Surgery',
    'KW  - Telephone',
    'JO  - Journal of Advanced Nursing',
    'JF  - Journal of Advanced Nursing',
    'J1  - J ADV NURS',
    'VL  - 75',
    'IS  - 3',
    'SP  - 612',
    'EP  - 620',
    'PB  - Wiley-Blackwell',
    'SN  - 0309-2402',
    'N2  - Aim: To review nurse-led follow-up.',
    'M3  - Article',
    'UR  - https://search.ebscohost.com/login.aspx?direct=true&db=ccm&AN=134567890&site=ehost-live',
    'DO  - 10.1111/jan.13890',
    'DP  - EBSCOhost',
    'DB  - CINAHL Complete',
    'ER  - ',
    '',
    'TY  - JOUR',
    'ID  - 134567891',
    'T1  - Patient experiences of day surgery',
    'AU  - Lee, K',
    'Y1  - 2020///',
    'JO  - Nursing Standard',
    'VL  - 35',
    'IS  - 2',
    'SP  - 45',
    'EP  - 50',
    'N2  - Qualitative study.',
    'UR  - https://doi.org/10.7748/ns.2020.e11234',
    'DP  - EBSCOhost',
    'DB  - CINAHL Complete',
    'ER  - ',
  );

  it('gives every field, and the DOI of a record that has it only as a doi.org link (UR)', async () => {
    const citations = await read('export.ris', `\uFEFF${ebsco}`);
    expect(citations[0]).toEqual({
      title: 'Nurse-led telephone follow-up after day surgery: a systematic review',
      abstract: 'Aim: To review nurse-led follow-up.',
      authors: "Jones, Mary; O'Brien, Sean",
      year: 2019,
      journal: 'Journal of Advanced Nursing',
      volume: '75',
      issue: '3',
      pages: '612-620',
      doi: '10.1111/jan.13890',
      keywords: 'Ambulatory Surgery; Telephone',
      url: 'https://search.ebscohost.com/login.aspx?direct=true&db=ccm&AN=134567890&site=ehost-live',
      source_record_id: '134567890',
      publication_type: 'Article',
    });
    expect(citations[1]).toMatchObject({ year: 2020, doi: '10.7748/ns.2020.e11234', pages: '45-50' });
  });
});

/** The Cochrane Library's "Export selected citation(s)" as plain text: CRLF lines, one AU a line, ‐ in pages. */
const COCHRANE_TEXT = [
  'Record #1 of 3',
  'ID: CN-02871234',
  'AU: Haddad N',
  'AU: Kowalczyk M',
  'TI: Tai chi for balance in community-dwelling older adults: a randomised trial',
  'SO: Age and ageing',
  'YR: 2020',
  'VL: 49',
  'NO: 5',
  'PG: 812‐819',
  'PM: PUBMED 32000123',
  'XR: EMBASE 2005123456',
  'PT: Journal article; Randomized Controlled Trial',
  'KY: Accidental Falls [*prevention & control]; Aged; Tai Ji',
  'DOI: 10.1093/ageing/afaa012',
  'AB: BACKGROUND: Falls are common. METHODS: 240 adults aged 65 or over were randomised to tai chi or stretching.',
  'US: https://www.cochranelibrary.com/central/doi/10.1002/central/CN-02871234/full',
  '',
  '',
  'Record #2 of 3',
  'ID: CN-01760000',
  'AU: Okonkwo A',
  'TI: ',
  'SO: Trial registry',
  'YR: 2018',
  '',
  '',
  'Record #3 of 3',
  'ID: CD013456.PUB2',
  'AU: Brennan L',
  'TI: Exercise for preventing falls in older people living in the community',
  'SO: Cochrane Database of Systematic Reviews',
  'YR: 2019',
  'NO: 1',
  'PB: John Wiley & Sons, Ltd',
  'KY: Exercise Therapy; Accidental Falls',
  'DOI: 10.1002/14651858.CD013456.pub2',
  'AB: This review found that exercise programmes reduce the rate of falls.',
  '',
].join('\r\n');

describe('a Cochrane Library plain-text export', () => {
  it('gives each trial and review its authors, year, journal, pages, DOI, keywords and Cochrane id', async () => {
    const { citations, skipped, format } = await readCitationFile(
      scratch('citation-export.txt', COCHRANE_TEXT),
      'citation-export.txt',
    );
    expect(format).toBe('cochrane');
    expect(citations).toEqual([
      {
        title: 'Tai chi for balance in community-dwelling older adults: a randomised trial',
        abstract:
          'BACKGROUND: Falls are common. METHODS: 240 adults aged 65 or over were randomised to tai chi or stretching.',
        authors: 'Haddad N; Kowalczyk M',
        year: 2020,
        journal: 'Age and ageing',
        volume: '49',
        issue: '5',
        pages: '812-819',
        doi: '10.1093/ageing/afaa012',
        keywords: 'Accidental Falls [*prevention & control]; Aged; Tai Ji',
        source_record_id: 'CN-02871234',
        publication_type: 'Journal article; Randomized Controlled Trial',
      },
      expect.objectContaining({
        title: 'Exercise for preventing falls in older people living in the community',
        journal: 'Cochrane Database of Systematic Reviews',
        doi: '10.1002/14651858.CD013456.pub2',
        source_record_id: 'CD013456.PUB2',
      }),
    ]);
    // The record without a title is reported where the file shows it: record 2, which opens on line 20.
    expect(skipped).toEqual([expect.objectContaining({ row: 2, line: 20 })]);
  });

  it('reads the records when the file starts at their first field, without the "Record #1 of N" lines', async () => {
    const cut = COCHRANE_TEXT.split('\r\n')
      .filter((line) => !line.startsWith('Record #'))
      .join('\n');
    const citations = await read('central.txt', cut);
    expect(citations.map((c) => c.source_record_id)).toEqual(['CN-02871234', 'CD013456.PUB2']);
  });
});
