import { describe, expect, it } from 'vitest';
import { findDuplicates } from '../../../src/server/ml/dedup/find-duplicates.ts';
import { journalPlace, normalizeTitle, titleShape } from '../../../src/server/ml/dedup/normalize.ts';
import { recurringTitles } from '../../../src/server/ml/dedup/prepare.ts';
import { compareTitles } from '../../../src/server/ml/dedup/title-compare.ts';
import type { DedupRecord } from '../../../src/server/ml/dedup/types.ts';

const compare = (a: string, b: string) =>
  compareTitles(normalizeTitle(a), normalizeTitle(b), titleShape(a), titleShape(b));
const relation = (a: string, b: string) => compare(a, b).relation;

describe('comparing two titles word by word', () => {
  it('takes spelling, hyphens, typos, HTML and Greek letters for the same title', () => {
    expect(
      relation(
        'A randomised multi-centre trial of paediatric behaviour therapy',
        'A randomized multicenter trial of pediatric behavior therapy',
      ),
    ).toBe('same');
    expect(
      relation(
        'Effects of <i>Helicobacter pylori</i> eradication &amp; dyspepsia',
        'Effects of Helicobacter pylori eradication and dyspepsia.',
      ),
    ).toBe('same');
    expect(
      relation(
        'Inhibition of TNF-α signalling in rheumatoid arthritis',
        'Inhibition of TNF-alpha signaling in rheumatoid arthritis',
      ),
    ).toBe('same');
    expect(
      relation(
        'Pleural effusion in cancer patients: a prospective randomized study',
        'Pleural effusion in cancer patients: a prospective randomzied study',
      ),
    ).toBe('same');
  });

  it('takes a title cut short or without its subtitle for a shortened copy', () => {
    expect(
      relation(
        'Statins and dementia in older adults: a population-based cohort study',
        'Statins and dementia in older adults',
      ),
    ).toBe('shortened');
    expect(
      relation(
        'Statins and dementia in older adults: a population-based cohort study',
        'Statins and dementia in older adults: a popul',
      ),
    ).toBe('shortened');
  });

  it('tells titles apart by a population, an opposite, a number or a kind of publication', () => {
    expect(
      compare(
        'Eculizumab in adult patients with atypical haemolytic uraemic syndrome',
        'Eculizumab in pediatric patients with atypical haemolytic uraemic syndrome',
      ),
    ).toEqual({
      relation: 'differs',
      words: ['adult', 'pediatric'],
    });
    expect(
      relation(
        'Plasma therapy-resistant atypical HUS: a controlled trial',
        'Plasma therapy-sensitive atypical HUS: a controlled trial',
      ),
    ).toBe('differs');
    expect(
      relation(
        'Cognitive rehabilitation after stroke, part 1: attention',
        'Cognitive rehabilitation after stroke, part 2: attention',
      ),
    ).toBe('differs');
    expect(
      relation(
        'Cognitive rehabilitation after stroke in older adults',
        'Cognitive rehabilitation after stroke in older adults: part 2',
      ),
    ).toBe('differs');
    expect(
      relation(
        'Erratum: Cognitive rehabilitation after stroke in older adults',
        'Cognitive rehabilitation after stroke in older adults',
      ),
    ).toBe('differs');
    expect(
      relation(
        'Cognitive rehabilitation after stroke in adults',
        'Cognitive rehabilitation after stroke in older adults',
      ),
    ).toBe('differs');
  });
});

describe('reading where a record sits in its journal', () => {
  it('reads the issue Embase writes into the volume, and ignores its article number in the issue field', () => {
    expect(journalPlace('16 (1) (no pagination)', '143', '143')).toEqual({ volume: '16', issue: '1', supplement: '' });
    expect(journalPlace('9 (no pagination)', '93', '93')).toEqual({ volume: '9', issue: '', supplement: '' });
  });

  it('keeps a supplement apart from the issue', () => {
    expect(journalPlace('61', '10 SUPPL. 1', 'E2048')).toEqual({ volume: '61', issue: '10', supplement: '1' });
    expect(journalPlace('30', 'SUPPL. 3', '51')).toEqual({ volume: '30', issue: '', supplement: '3' });
  });
});

describe('titles the project holds for different publications', () => {
  const item = (year: number, volume: string, issue: string, page: string) => ({
    title: 'book review column',
    year,
    volume,
    issue,
    page,
  });

  it('are recurring when two of three records differ in two places, or in years more than one apart', () => {
    expect(
      recurringTitles([item(2006, '35', '2', '88'), item(2006, '35', '3', '90'), item(2006, '35', '4', '92')]),
    ).toEqual(new Set(['book review column']));
    expect(recurringTitles([item(2006, '', '', ''), item(2009, '', '', ''), item(2006, '', '', '')])).toEqual(
      new Set(['book review column']),
    );
  });

  it('count a record placed exactly as another, first page and all, once: a study imported twice is not a series', () => {
    expect(
      recurringTitles([item(2018, '12', '3', '1011'), item(2018, '12', '3', '1011'), item(2017, '', '', 'S120')]),
    ).toEqual(new Set());
    // Without a page, copies cannot be told from issues of a column: each counts.
    expect(recurringTitles([item(2008, '', '', ''), item(2008, '', '', ''), item(2009, '', '', '')])).toEqual(
      new Set(['book review column']),
    );
  });

  it('are not recurring on two records alone: a pair is judged on its own', () => {
    expect(recurringTitles([item(2006, '35', '2', '88'), item(2008, '36', '3', '90')])).toEqual(new Set());
  });

  it('are recurring when three records of the title carry different years, even one apart', () => {
    expect(recurringTitles([item(2008, '', '', ''), item(2008, '', '', ''), item(2009, '', '', '')])).toEqual(
      new Set(['book review column']),
    );
  });

  it('are not recurring when the copies differ in one place only (a typing error or an online-first year)', () => {
    expect(recurringTitles([item(2006, '35', '2', '88'), item(2007, '35', '2', '88')])).toEqual(new Set());
    expect(
      recurringTitles([item(2006, '35', '2', '88'), item(2006, '35', '3', '88'), item(2006, '35', '', '88')]),
    ).toEqual(new Set());
  });
});

describe('removing duplicates safely', () => {
  const column = (id: number, volume: string, issue: string, pages: string, year = 2008): DedupRecord => ({
    id,
    title: 'Reminiscences on influential papers',
    abstract: '',
    authors: 'Winslett, Marianne',
    journal: 'SIGMOD Record',
    year,
    volume,
    issue,
    pages,
  });

  it('never removes an issue of a recurring column, even where two share a year and an author', () => {
    const records = [
      column(1, '37', '1', '62-63'),
      column(2, '37', '2', '51-52'),
      column(3, '37', '3', '55-56'),
      column(4, '38', '1', '70-71', 2009),
    ];
    expect(findDuplicates(records).matches).toEqual([]);
    const withoutPages = records.map((r) => ({ ...r, pages: '' }));
    expect(findDuplicates(withoutPages).matches).toEqual([]);
    const withoutPlace = records.map((r) => ({ ...r, pages: '', issue: '', volume: '' }));
    expect(findDuplicates(withoutPlace).matches).toEqual([]);
  });

  it('keeps offering a journal article and its conference abstract as a pair when the article is imported twice', () => {
    const article = {
      id: 1,
      title: 'Vitamin D supplementation and fracture risk in older adults: a randomised trial',
      abstract:
        'Older adults were randomly assigned to vitamin D or placebo and followed for fractures over three years.',
      authors: 'Okafor, N.; Lindqvist, E.',
      journal: 'Osteoporosis International',
      year: 2018,
      volume: '29',
      issue: '5',
      pages: '1011-1020',
      doi: '10.1000/osteo.2018.1011',
    };
    const conference = {
      ...article,
      id: 2,
      abstract:
        'Vitamin D or placebo in older adults: fractures at three years (interim results of a randomised trial).',
      journal: 'Journal of Bone and Mineral Research',
      year: 2017,
      volume: '32',
      issue: 'Suppl 1',
      pages: 'S120-S121',
      doi: null,
    };
    const pairs = (records: DedupRecord[]) => findDuplicates(records).possible.map((p) => [p.aId, p.bId]);
    expect(pairs([article, conference])).toEqual([[1, 2]]);
    // The same file imported again: its copy is removed against the article, and the pair is still offered.
    const again = findDuplicates([article, conference, { ...article, id: 3 }]);
    expect(again.matches.map((m) => [m.keptId, m.removedId])).toEqual([[1, 3]]);
    expect(again.possible.map((p) => [p.aId, p.bId])).toContainEqual([1, 2]);
  });

  it('still removes the same issue of a column exported twice', () => {
    const records = [
      column(1, '37', '1', '62-63'),
      column(2, '37', '2', '51-52'),
      { ...column(3, '37', '1', '62-63'), journal: 'ACM SIGMOD Record', authors: 'M. Winslett' },
    ];
    expect(findDuplicates(records).matches.map((m) => [m.keptId, m.removedId])).toEqual([[1, 3]]);
  });

  it('matches the same paper from two digital libraries: initials, name order and venue acronym', () => {
    const dblp = {
      id: 1,
      title: 'Query optimization for XML databases',
      abstract: '',
      authors: 'J. Smith, A. Jones',
      year: 2003,
      journal: 'VLDB',
    };
    const acm = {
      id: 2,
      title: 'Query Optimization for XML Databases.',
      abstract: '',
      authors: 'Smith, John and Jones, Anna',
      year: 2003,
      journal: 'Very Large Data Bases',
    };
    // One paper: the copy with the authors' full names is the one kept.
    expect(findDuplicates([dblp, acm]).matches.map((m) => [m.keptId, m.removedId])).toEqual([[2, 1]]);
  });

  describe('which copy is kept', () => {
    const abstract =
      'Background: Falls are common after stroke. Methods: We randomised 212 adults to a home exercise programme or usual care for 12 weeks. Results: Falls were fewer with exercise (rate ratio 0.71). Conclusions: Home exercise prevents falls after stroke.';
    // As Scopus exports it: initials, no issue or pages, the publisher's line closing the abstract.
    const scopus = {
      id: 1,
      title: 'Home exercise to prevent falls after stroke: a randomised trial',
      abstract: `${abstract} © 2019 Elsevier Ltd. All rights reserved.`,
      authors: 'Muller H., Smith J.',
      year: 2019,
      journal: 'Clinical Rehabilitation',
      doi: '10.1016/j.rehab.2019.04.002',
    };
    // As PubMed exports it: full names with their accents, volume, issue and pages.
    const pubmed = {
      ...scopus,
      id: 2,
      abstract,
      authors: 'Müller, Hans; Smith, Jennifer',
      volume: '33',
      issue: '7',
      pages: '1150-1159',
    };

    it('keeps the copy with the fuller details, not the one a copyright line makes longer', () => {
      expect(findDuplicates([scopus, pubmed]).matches.map((m) => [m.keptId, m.removedId])).toEqual([[2, 1]]);
    });

    it('keeps the copy with the whole abstract over one with more details and a cut abstract', () => {
      const cut = { ...pubmed, abstract: abstract.slice(0, 120) };
      expect(findDuplicates([scopus, cut]).matches.map((m) => [m.keptId, m.removedId])).toEqual([[1, 2]]);
    });

    it('keeps a title with its capitals over one an export wrote in small letters', () => {
      const lowercase = { ...pubmed, title: pubmed.title.toLowerCase() };
      expect(findDuplicates([lowercase, scopus]).matches.map((m) => [m.keptId, m.removedId])).toEqual([[1, 2]]);
    });

    it('keeps a labelled copy whatever the other holds', () => {
      expect(
        findDuplicates([{ ...scopus, is_relevant: true }, pubmed]).matches.map((m) => [m.keptId, m.removedId]),
      ).toEqual([[1, 2]]);
    });
  });

  it('learns from records sharing a DOI that two venue names are one journal', () => {
    const chinese = {
      abstract: '',
      authors: 'Wang L; Li X',
      year: 2012,
      volume: '92',
      journal: 'Zhonghua Yi Xue Za Zhi',
    };
    const english = { ...chinese, journal: 'National Medical Journal of China' };
    const pair = [
      { id: 1, ...chinese, title: 'Thoracoscopic talc pleurodesis for malignant pleural effusion', pages: '2998-3000' },
      { id: 2, ...english, title: 'Thoracoscopic talc pleurodesis for malignant pleural effusion', pages: '2998-3000' },
    ];
    expect(findDuplicates(pair).matches).toEqual([]);
    const withDois = [
      {
        id: 3,
        ...chinese,
        title: 'Bevacizumab and cisplatin in malignant pleural effusion',
        pages: '101-4',
        doi: '10.3760/cma.j.issn.0376-2491.2012.02.001',
      },
      {
        id: 4,
        ...english,
        title: 'Bevacizumab and cisplatin in malignant pleural effusion',
        pages: '101-4',
        doi: '10.3760/cma.j.issn.0376-2491.2012.02.001',
      },
    ];
    expect(
      findDuplicates([...pair, ...withDois])
        .matches.map((m) => [m.keptId, m.removedId])
        .sort(),
    ).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('removes a record only against the one kept, never through a third record', () => {
    const base = {
      abstract: '',
      authors: 'Licht C; Greenbaum LA',
      year: 2013,
      journal: 'Blood',
      volume: '122',
      issue: '21',
    };
    const adult = {
      id: 1,
      ...base,
      title: 'An open-label, multi-centre controlled clinical trial of eculizumab in adult patients with aHUS',
    };
    const paediatric = {
      id: 2,
      ...base,
      title: 'An open-label, multi-centre controlled clinical trial of eculizumab in paediatric patients with aHUS',
    };
    const generic = {
      id: 3,
      ...base,
      title: 'An open-label, multi-centre controlled clinical trial of eculizumab in patients with aHUS',
    };
    const result = findDuplicates([adult, paediatric, generic]);
    expect(result.matches).toEqual([]);
    expect(result.possible.map((p) => [p.aId, p.bId]).sort()).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });
});
