import { describe, expect, it } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { readFixture, scratchDir } from './fixture.helpers.ts';

describe('a PubMed (MEDLINE) file', () => {
  it('gives a record all its fields, joining wrapped lines and preferring full author names', async () => {
    const { format, citations } = await readFixture('citations.nbib');
    expect(format).toBe('nbib');
    expect(citations[0]).toEqual({
      title:
        'Semi-automated screening of biomedical citations for systematic reviews: an evaluation across fifteen reviews.',
      abstract:
        'BACKGROUND: Citation screening is laborious. METHODS: We evaluated a semi-automated approach on fifteen completed reviews. RESULTS: Workload was reduced by half.',
      authors: 'Wallace, Byron C; Trikalinos, Thomas A',
      year: 2020,
      journal: 'BMC Bioinformatics',
      doi: '10.1000/bmc.2020.3124',
      volume: '21',
      issue: '3',
      pages: '55-64',
      keywords: 'text mining; active learning',
      source_record_id: '31234567',
    });
  });

  it('falls back to short author names, the journal abbreviation, the [doi] article id and MeSH terms', async () => {
    const { citations } = await readFixture('citations.nbib');
    expect(citations[1]).toEqual({
      title: 'Crowdsourcing the screening of randomised trials.',
      abstract: '',
      authors: 'Noel-Storr AH; Dooley G',
      year: 2019,
      journal: 'J Clin Epidemiol',
      doi: '10.1000/jce.2019.0105',
      volume: '105',
      pages: '1-9',
      keywords: 'Crowdsourcing; Randomized Controlled Trials as Topic',
      source_record_id: '30987654',
    });
  });

  it('reports a record without a title by its number in the file', async () => {
    const { citations, skipped } = await readFixture('citations.nbib');
    expect(citations).toHaveLength(2);
    expect(skipped).toEqual([{ row: 3, reason: 'Missing title', line: 39 }]);
  });

  it('is recognized in a .txt export that starts with PMID', async () => {
    const { format, citations } = await readFixture('citations.nbib', 'pubmed-export.txt');
    expect(format).toBe('nbib');
    expect(citations).toHaveLength(2);
  });
});

describe('PubMed records that are not plain journal articles', () => {
  const scratch = scratchDir();
  const NBIB = [
    'PMID- 29000001',
    'TI  - Balance training after hip fracture: a randomised trial.',
    'FAU - Okafor, Chidi',
    'AU  - Okafor C',
    'CN  - HIP-BAL Trial Investigators',
    'DP  - 2018 Jun',
    '',
    'PMID- 29000002',
    'TI  - Consensus on fall prevention in care homes.',
    'CN  - European Falls Consensus Group',
    'DP  - 2019',
    '',
    'PMID- 29000003',
    'BTI - Falls in Older People: Risk Factors and Strategies for Prevention',
    'FED - Lord, Stephen R',
    'AB  - A book on the NCBI Bookshelf.',
    'DP  - 2007',
    '',
    'PMID- 29000004',
    'TI  - [Not Available].',
    'VTI - Efeito do exercício na depressão em idosos: ensaio clínico randomizado.',
    'DP  - 2017',
    '',
  ].join('\n');

  it('keeps the groups credited as authors, a book by its book title and a title PubMed has only in its own language', async () => {
    const { citations, skipped } = await readCitationFile(scratch('pubmed.nbib', NBIB), 'pubmed.nbib');
    expect(skipped).toEqual([]);
    expect(citations.map(({ title, authors }) => ({ title, authors }))).toEqual([
      {
        title: 'Balance training after hip fracture: a randomised trial.',
        authors: 'Okafor, Chidi; HIP-BAL Trial Investigators',
      },
      { title: 'Consensus on fall prevention in care homes.', authors: 'European Falls Consensus Group' },
      { title: 'Falls in Older People: Risk Factors and Strategies for Prevention', authors: undefined },
      { title: 'Efeito do exercício na depressão em idosos: ensaio clínico randomizado.', authors: undefined },
    ]);
  });
});
