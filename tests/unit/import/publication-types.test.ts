import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { publicationKind } from '../../../src/shared/publication-kind.ts';
import { wosFile } from '../../helpers/database-exports.ts';
import { scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();
const types = async (name: string, content: string) =>
  (await readCitationFile(scratch(name, content), name)).citations.map((c) => c.publication_type);
const kinds = (texts: Array<string | undefined>) => texts.map((t) => publicationKind(t));

// Each file is written as the database or reference manager exports it; the record keeps the type as given.
describe("a record's publication type", () => {
  it('is read from RIS TY, or from M3 where Scopus writes its document type there (never an M3 that is no type)', async () => {
    const ris = [
      'TY  - CPAPER',
      'AU  - Lindqvist, Eva',
      'TI  - Federated learning for citation screening',
      'T2  - Proceedings of the 2022 Conference on Health Informatics',
      'PY  - 2022',
      'ER  - ',
      '',
      'TY  - CHAP',
      'TI  - Assessing risk of bias in randomised trials',
      'T2  - Cochrane Handbook for Systematic Reviews of Interventions',
      'PY  - 2019',
      'ER  - ',
      '',
      'TY  - THES',
      'TI  - Machine learning for systematic review automation',
      'PY  - 2020',
      'M3  - PhD thesis',
      'ER  - ',
      '',
      'TY  - JOUR',
      'AU  - Okafor C.',
      'TI  - Erratum: Tranexamic acid in cirrhosis',
      'T2  - Lancet Gastroenterology and Hepatology',
      'PY  - 2021',
      'M3  - Erratum',
      'DB  - Scopus',
      'N1  - Export Date: 12 March 2024',
      'ER  - ',
      '',
      'TY  - JOUR',
      'TI  - Statins and dementia',
      'M3  - 10.1016/j.jalz.2020.01.004',
      'ER  - ',
      '',
      'TY  - GEN',
      'TI  - Trial registry entry',
      'ER  - ',
      '',
    ].join('\r\n');
    const read = await types('export.ris', ris);
    // M3 is kept where it names a type ("PhD thesis" says more than THES), passed over where it is a DOI (EndNote).
    expect(read).toEqual(['CPAPER', 'CHAP', 'PhD thesis', 'Erratum', 'JOUR', 'GEN']);
    expect(kinds(read)).toEqual(['conference', 'chapter', 'thesis', 'erratum', 'article', 'other']);
  });

  it('is every PT of a PubMed record, in order, joined by "; "', async () => {
    const record = (pmid: string, title: string, ...pts: string[]) =>
      [
        `PMID- ${pmid}`,
        'OWN - NLM',
        'STAT- MEDLINE',
        `TI  - ${title}`,
        'AU  - Nguyen TH',
        'DP  - 2019 May',
        ...pts.map((pt) => `PT  - ${pt}`),
        'TA  - J Allergy Clin Immunol',
        '',
      ].join('\n');
    const nbib = [
      record(
        '30912345',
        'Omalizumab in chronic urticaria.',
        'Journal Article',
        'Randomized Controlled Trial',
        "Research Support, Non-U.S. Gov't",
      ),
      record('31023456', 'Omalizumab in chronic urticaria.', 'Comment', 'Letter'),
      record('31134567', 'Erratum: Omalizumab in chronic urticaria.', 'Published Erratum'),
      record('31245678', 'Omalizumab in chronic urticaria.', 'Retraction of Publication'),
      record('29012345', 'Omalizumab in chronic urticaria.', 'Journal Article', 'Retracted Publication'),
      record(
        '32012345',
        'Biologics for urticaria: a systematic review.',
        'Journal Article',
        'Review',
        'Systematic Review',
      ),
    ].join('\n');
    const read = await types('pubmed.nbib', nbib);
    expect(read).toEqual([
      "Journal Article; Randomized Controlled Trial; Research Support, Non-U.S. Gov't",
      'Comment; Letter',
      'Published Erratum',
      'Retraction of Publication',
      'Journal Article; Retracted Publication',
      'Journal Article; Review; Systematic Review',
    ]);
    // The retracted article itself stays an article: the notice is the record before it.
    expect(kinds(read)).toEqual(['article', 'comment', 'erratum', 'retraction', 'article', 'review']);
  });

  it("is Web of Science's document type (DT), else its publication type (PT), in both its exports", async () => {
    const plain = [
      'FN Clarivate Analytics Web of Science',
      'VR 1.0',
      'PT J',
      'AU Smith, J',
      'TI Mindfulness for chronic low back pain',
      'SO PAIN',
      'DT Correction',
      'PY 2016',
      'UT WOS:000370000000001',
      'ER',
      '',
      'PT S',
      'AU Patel, R',
      'TI Deep learning for triage',
      'SO LECTURE NOTES IN COMPUTER SCIENCE',
      'DT Proceedings Paper',
      'PY 2020',
      'ER',
      '',
      'PT J',
      'TI A record without a document type',
      'ER',
      '',
      'EF',
      '',
    ].join('\r\n');
    expect(await types('savedrecs.txt', `\uFEFF${plain}`)).toEqual(['Correction', 'Proceedings Paper', 'J']);

    const tab = wosFile([
      { PT: 'J', title: 'Mindfulness for chronic low back pain', abstract: 'Text', DT: 'Editorial Material' },
      { PT: 'J', title: 'Yoga for low back pain', abstract: 'Text', DT: 'Meeting Abstract' },
    ]);
    const read = await types('savedrecs-tab.txt', tab);
    expect(read).toEqual(['Editorial Material', 'Meeting Abstract']);
    expect(kinds(read)).toEqual(['comment', 'conference']);
  });

  it('is the BibTeX entry type', async () => {
    const bib = [
      '@Article{smith2019, title = {A trial}, year = 2019}',
      '@inproceedings{lee2020, title = {A paper}, booktitle = {Proc. of ICHI}}',
      '@incollection{wu2018, title = {A chapter}, booktitle = {A Handbook}}',
      '@phdthesis{ng2017, title = {A thesis}, school = {Oxford}}',
      '@misc{who2021, title = {A web page}, howpublished = {\\url{https://who.int}}}',
    ].join('\n\n');
    const read = await types('library.bib', bib);
    expect(read).toEqual(['article', 'inproceedings', 'incollection', 'phdthesis', 'misc']);
    expect(kinds(read)).toEqual(['article', 'conference', 'chapter', 'thesis', 'other']);
  });

  it("is EndNote XML's ref-type name", async () => {
    const record = (n: number, type: string, code: number, title: string) =>
      `<record><database name="Library.enl" path="C:\\Library.enl">Library.enl</database><source-app name="EndNote" version="20.0">EndNote</source-app><rec-number>${n}</rec-number><ref-type name="${type}">${code}</ref-type><contributors><authors><author><style face="normal" font="default" size="100%">Smith, J.</style></author></authors></contributors><titles><title><style face="normal" font="default" size="100%">${title}</style></title></titles></record>`;
    const xml = `<?xml version="1.0" encoding="UTF-8" ?><xml><records>${record(1, 'Journal Article', 17, 'A trial')}${record(2, 'Conference Proceedings', 10, 'A paper')}${record(3, 'Book Section', 5, 'A chapter')}</records></xml>`;
    const read = await types('library.xml', xml);
    expect(read).toEqual(['Journal Article', 'Conference Proceedings', 'Book Section']);
    expect(kinds(read)).toEqual(['article', 'conference', 'chapter']);
  });

  it('is read from the columns search databases and reference managers export it in', async () => {
    // Scopus: "Document Type" (title and abstract renamed as the upload dialog renames them).
    const scopus = [
      'Authors,title,Year,Source title,abstract,Document Type,Publication Stage,Source,EID',
      'Okafor C.,Tranexamic acid in cirrhosis,2021,Lancet,Text,Erratum,Final,Scopus,2-s2.0-85100000001',
      'Okafor C.,Tranexamic acid in cirrhosis,2020,Lancet,Text,Article,Final,Scopus,2-s2.0-85100000002',
    ].join('\r\n');
    expect(await types('scopus.csv', scopus)).toEqual(['Erratum', 'Article']);
    // Web of Science's full-name export: "Document Type" before "Publication Type" (J).
    const wos =
      'Publication Type\tAuthors\ttitle\tabstract\tDocument Type\nJ\tSmith, J\tA letter\tText\tLetter\nJ\tSmith, J\tA note\tText\t\n';
    expect(await types('wos.txt', wos)).toEqual(['Letter', 'J']);
    // Zotero: "Item Type"; Dimensions and Embase: "Publication Type".
    const zotero =
      'Key,Item Type,Publication Year,Author,title,abstract\nABCD1234,conferencePaper,2022,"Lee, K.",A paper,Text\n';
    expect(kinds(await types('zotero.csv', zotero))).toEqual(['conference']);
    const dimensions =
      '"Publication ID","DOI","title","abstract","PubYear","Publication Type"\n"pub.1","10.1/x","A preprint","Text","2023","preprint"\n';
    expect(kinds(await types('dimensions.csv', dimensions))).toEqual(['preprint']);
    const embase = 'title,abstract,Publication Type\nA poster,Text,Conference Abstract\n';
    expect(kinds(await types('embase.csv', embase))).toEqual(['conference']);
  });

  it('is left out where the file gives none', async () => {
    expect(await types('plain.csv', 'title,abstract\nA trial,Text\n')).toEqual([undefined]);
    expect(await types('bare.ris', 'TI  - A trial\r\nER  - \r\n')).toEqual([undefined]);
  });
});
