import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();
const ids = async (name: string, content: string) =>
  (await readCitationFile(scratch(name, content), name)).citations.map((c) => c.source_record_id);

// Each file is written as the database or reference manager names its own record number: a team matches the
// exported decisions back to its search results by it.
describe("a record's own identifier in the file it came from", () => {
  it("is read from a spreadsheet's id column under the names search databases export it with", async () => {
    expect(await ids('plain.csv', 'id,title,abstract\n17,A trial,Text\n,An untitled id,Text\n')).toEqual([
      '17',
      undefined,
    ]);
    expect(await ids('pubmed.csv', 'PMID,title,abstract,Citation\n31234567,A trial,Text,x\n')).toEqual(['31234567']);
    expect(await ids('scopus.csv', 'Authors,title,abstract,EID\nA. B.,A trial,Text,2-s2.0-85012345678\n')).toEqual([
      '2-s2.0-85012345678',
    ]);
    expect(await ids('wos.txt', 'title\tabstract\tUT (Unique WOS ID)\nA trial\tText\tWOS:000123456700001\n')).toEqual([
      'WOS:000123456700001',
    ]);
    expect(await ids('zotero.csv', 'Key,Item Type,title,abstract\nABCD1234,journalArticle,A trial,Text\n')).toEqual([
      'ABCD1234',
    ]);
  });

  it('is read from a PubMed ID column however the export spells it (any case, with or without spaces or underscores)', async () => {
    // As ASReview-style labelled sets and Scopus write it; the walk's file had "pubmedID" and no other id column.
    expect(
      await ids('labelled.csv', '"pubmedID","title","abstract","label_included"\n"31234567","A trial","Text","1"\n'),
    ).toEqual(['31234567']);
    for (const name of ['PubMed ID', 'pubmed_id', 'PMID', 'pm_id', 'Medline PMID', 'AccessionNumber', 'Record_ID'])
      expect(await ids('named.csv', `title,${name},abstract\nA trial,4242,Text\n`), name).toEqual(['4242']);
  });

  it("keeps the database's own number where the file also has a PubMed ID (Scopus: EID beside PubMed ID)", async () => {
    const scopus = 'title,PubMed ID,abstract,Source,EID\nA trial,31234567,Text,Scopus,2-s2.0-85012345678\n';
    expect(await ids('scopus.csv', scopus)).toEqual(['2-s2.0-85012345678']);
    expect(await ids('zotero.csv', 'Key,title,abstract,pubmed_id\nABCD1234,A trial,Text,31234567\n')).toEqual([
      'ABCD1234',
    ]);
    // A row without the preferred number still gets its PubMed ID.
    expect(await ids('partial.csv', 'EID,title,abstract,PubMed ID\n,A trial,Text,31234567\n')).toEqual(['31234567']);
  });

  it('takes the next of the names when the preferred column is empty in a row (Covidence: Accession Number, Covidence #)', async () => {
    const name = 'covidence.csv';
    const { citations } = await readCitationFile(
      scratch(
        name,
        'title,abstract,Accession Number,Covidence #,Published Year\nA trial,Text,,#1234,2019\nAnother,Text,EMB-77,#1235,2020\n',
      ),
      name,
    );
    expect(citations.map((c) => [c.source_record_id, c.year])).toEqual([
      ['#1234', 2019],
      ['EMB-77', 2020],
    ]);
  });

  it('prefers a column named id to a reference manager key when a file has both', async () => {
    expect(await ids('both.csv', 'key,title,abstract,id\nZ9,A trial,Text,42\n')).toEqual(['42']);
  });

  it("is Scopus's EID in a Scopus RIS export, which has no ID or AN: read from the record's Scopus link", async () => {
    const scopus = [
      'TY  - JOUR\r\nTI  - First\r\nUR  - https://www.scopus.com/inward/record.uri?eid=2-s2.0-85012345678&doi=10.1016%2fj.x.2020.1&partnerID=40&md5=abc\r\nC2  - 31234567\r\nER  - \r\n\r\n',
      // The newer link form names the number alone.
      'TY  - JOUR\r\nTI  - Second\r\nUR  - https://www.scopus.com/pages/publications/85087654321?origin=resultslist\r\nER  - \r\n\r\n',
      // A link to elsewhere names no record.
      'TY  - JOUR\r\nTI  - Third\r\nUR  - https://example.org/paper?eid=2-s2.0-1\r\nER  - \r\n',
    ].join('');
    expect(await ids('scopus.ris', scopus)).toEqual(['2-s2.0-85012345678', '2-s2.0-85087654321', undefined]);
    // A record's own ID still comes first.
    expect(
      await ids(
        'mixed.ris',
        'TY  - JOUR\r\nID  - 9\r\nTI  - First\r\nUR  - https://www.scopus.com/inward/record.uri?eid=2-s2.0-85012345678\r\nER  - \r\n',
      ),
    ).toEqual(['9']);
  });

  it('is read from RIS (ID, else the accession number AN), PubMed (PMID), BibTeX keys and EndNote XML', async () => {
    expect(
      await ids(
        'export.ris',
        'TY  - JOUR\r\nID  - 101\r\nAN  - 555\r\nTI  - First\r\nER  - \r\n\r\nTY  - JOUR\r\nAN  - 36012345\r\nTI  - Second\r\nER  - \r\n',
      ),
    ).toEqual(['101', '36012345']);
    // Screener's own RIS export: its id in ID, the record's id in the search in a note (the file's name may hold a comma).
    expect(
      await ids(
        'results.ris',
        [
          'TY  - JOUR\r\nID  - 7\r\nTI  - First\r\nN1  - Screener: Relevant; rank 1; relevance score 0.9000\r\n',
          'N1  - Screener source: file Embase, 2024 update.ris, record 621234567\r\nER  - \r\n\r\n',
          'TY  - JOUR\r\nID  - 8\r\nTI  - Second\r\nN1  - Screener source: file scopus.csv\r\nER  - \r\n',
        ].join(''),
      ),
    ).toEqual(['621234567', '8']);
    expect(
      await ids('pubmed.nbib', 'PMID- 31234567\nTI  - A trial\nAB  - Text\n\nPMID- 30987654\nTI  - Another\n'),
    ).toEqual(['31234567', '30987654']);
    expect(
      await ids('refs.bib', '@article{smith2020trial, title = {A trial}}\n@book{jones:2019, title = {A book}}'),
    ).toEqual(['smith2020trial', 'jones:2019']);
    expect(
      await ids(
        'library.xml',
        '<?xml version="1.0"?><xml><records><record><rec-number>12</rec-number><titles><title>A trial</title></titles></record></records></xml>',
      ),
    ).toEqual(['12']);
  });
});
