import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { readFixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

describe('a RIS file', () => {
  it('gives a journal article all its fields, with authors and keywords joined and pages as a range', async () => {
    const { format, citations } = await readFixture('citations.ris');
    expect(format).toBe('ris');
    expect(citations[0]).toEqual({
      title: 'Automation of systematic reviews: a scoping review of tools',
      abstract:
        'Objective: To map the tools that automate steps of systematic reviews. Study design: A scoping review of tools described between 2010 and 2021.',
      authors: 'Khalil, Hanan; Ameen, Daniel; Zarnegar, Armita',
      year: 2022,
      journal: 'J Clin Epidemiol',
      doi: '10.1000/jce.2022.0144',
      volume: '144',
      issue: '2',
      pages: '22-42',
      keywords: 'automation; systematic reviews; machine learning',
      url: 'https://example.org/jce/144/22',
      publication_type: 'JOUR',
    });
  });

  it('reads the older tags T1, A1, Y1, N2 and JF', async () => {
    const { citations } = await readFixture('citations.ris');
    expect(citations[1]).toEqual({
      title: 'Searching for and selecting studies',
      abstract: 'This chapter describes how to search for studies and select those eligible for a review.',
      authors: 'Lefebvre, Carol; Glanville, Julie',
      year: 2019,
      journal: 'Cochrane Handbook for Systematic Reviews of Interventions',
      pages: '67-107',
      publication_type: 'CHAP',
    });
  });

  it('uses T2 as the title only when a record has neither TI nor T1', async () => {
    const { citations } = await readFixture('citations.ris');
    expect(citations[2]).toEqual({
      title: 'Proceedings of the Workshop on Evidence Synthesis Tools',
      abstract: '',
      year: 2020,
      publication_type: 'CONF',
    });
  });

  it("never takes a journal article's T2, the journal, for its title", async () => {
    const path = scratch(
      'no-title.ris',
      'TY  - JOUR\nAU  - Nobody, A.\nPY  - 2021\nT2  - The Lancet\nAB  - An abstract.\nER  - \n' +
        'TY  - JOUR\nTI  - A titled study\nT2  - The Lancet\nER  - \n',
    );
    const { citations, skipped } = await readCitationFile(path, 'no-title.ris');
    expect(citations).toEqual([
      { title: 'A titled study', abstract: '', journal: 'The Lancet', publication_type: 'JOUR' },
    ]);
    expect(skipped).toEqual([{ row: 1, reason: 'Missing title', line: 1 }]);
  });

  it('keeps every paragraph of an abstract written as several N2 lines', async () => {
    const path = scratch(
      'ovid.ris',
      'TY  - JOUR\nTI  - A study\nN2  - Objective: to test.\nN2  - Results: it worked.\nER  - \n',
    );
    const { citations } = await readCitationFile(path, 'ovid.ris');
    expect(citations[0]!.abstract).toContain('Objective: to test.');
    expect(citations[0]!.abstract).toContain('Results: it worked.');
  });

  it('keeps the authors of both A1 and AU when a record uses both, and the full journal name JF over JO', async () => {
    const path = scratch(
      'refworks.ris',
      [
        'TY  - JOUR',
        'TI  - Hip protectors in care homes',
        'A1  - Cameron, Ian D',
        'AU  - Kurrle, Susan',
        'AU  - Cameron, Ian D',
        'JO  - Age Ageing',
        'JF  - Age and Ageing',
        'ER  - ',
        '',
      ].join('\n'),
    );
    const { citations } = await readCitationFile(path, 'refworks.ris');
    expect(citations[0]).toMatchObject({ authors: 'Cameron, Ian D; Kurrle, Susan', journal: 'Age and Ageing' });
  });

  it('reports a record without a title by its number in the file', async () => {
    const { citations, skipped } = await readFixture('citations.ris');
    expect(citations).toHaveLength(3);
    expect(skipped).toEqual([{ row: 3, reason: 'Missing title', line: 30 }]);
  });

  it('is recognized in a .txt export by its tag lines', async () => {
    expect((await readFixture('citations.ris', 'savedrecs.txt')).format).toBe('ris');
  });

  it('takes a record without a closing ER line, and a TY line with one space before the dash', async () => {
    const path = scratch(
      'loose.ris',
      'TY - JOUR\nTI  - First study\nER  -\nTY  - JOUR\nTI  - Second study\nAB  - Unfinished record\n',
    );
    const { citations } = await readCitationFile(path, 'loose.ris');
    expect(citations).toEqual([
      { title: 'First study', abstract: '', publication_type: 'JOUR' },
      { title: 'Second study', abstract: 'Unfinished record', publication_type: 'JOUR' },
    ]);
  });
});
