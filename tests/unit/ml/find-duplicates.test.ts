import { describe, expect, it } from 'vitest';
import { findDuplicates } from '../../../src/server/ml/dedup/find-duplicates.ts';
import type { DedupRecord } from '../../../src/server/ml/dedup/types.ts';

const article: Omit<DedupRecord, 'id'> = {
  title: 'Statins and the risk of dementia in older adults: a cohort study',
  abstract:
    'We followed 3,000 adults over 65 for ten years and compared dementia incidence between statin users and non-users.',
  authors: 'Smith J; Jones A; Brown K',
  year: 2019,
  journal: 'Journal of the American Geriatrics Society',
  volume: '67',
  pages: '1021-9',
  doi: '10.1111/jgs.15800',
};
const other: Omit<DedupRecord, 'id'> = {
  title: 'Exercise training and memory in mild cognitive impairment: a randomised trial',
  abstract: 'Two hundred patients were randomised to aerobic exercise or stretching and followed for one year.',
  authors: 'Garcia M; Chen L',
  year: 2020,
  journal: 'Lancet Neurology',
  doi: '10.1016/s1474-4422(20)30001-1',
};

const removedPairs = (records: DedupRecord[]) =>
  findDuplicates(records).matches.map((m) => [m.keptId, m.removedId, m.method]);

describe('finding duplicate citations', () => {
  it('finds an exact copy and keeps the lower id', () => {
    expect(
      removedPairs([
        { id: 1, ...article },
        { id: 2, ...other },
        { id: 3, ...article },
      ]),
    ).toEqual([[1, 3, 'exact']]);
  });

  it('finds the same article exported differently (case, punctuation, DOI URL, journal abbreviation)', () => {
    const exported = {
      ...article,
      title: article.title.toUpperCase().replace(':', ' -'),
      doi: `https://doi.org/${article.doi}`,
      journal: 'J Am Geriatr Soc',
      pages: '1021-1029',
    };
    expect(
      removedPairs([
        { id: 1, ...article },
        { id: 2, ...exported },
      ]),
    ).toEqual([[1, 2, 'doi']]);
  });

  it('never merges records with different DOIs, years apart, or different first pages', () => {
    expect(
      removedPairs([
        { id: 1, ...article },
        { id: 2, ...article, doi: '10.1111/jgs.99999' },
      ]),
    ).toEqual([]);
    expect(
      removedPairs([
        { id: 1, ...article, doi: null },
        { id: 2, ...article, doi: null, year: 2022 },
      ]),
    ).toEqual([]);
    expect(
      removedPairs([
        { id: 1, ...article, doi: null },
        { id: 2, ...article, doi: null, pages: '1300-8' },
      ]),
    ).toEqual([]);
  });

  it('leaves a pair whose first pages disagree to a person, even when the DOI and title agree', () => {
    const result = findDuplicates([
      { id: 1, ...article },
      { id: 2, ...article, pages: '1022-9' },
    ]);
    expect(result.matches).toEqual([]);
    expect(result.possible).toMatchObject([
      { aId: 1, bId: 2, reason: expect.stringContaining('different first pages') },
    ]);
    const noDoi = { ...article, doi: null, abstract: '', issue: '4' };
    expect(
      findDuplicates([
        { id: 1, ...noDoi, pages: 'e8-e9' },
        { id: 2, ...noDoi, pages: 'e3' },
      ]).possible,
    ).toHaveLength(1);
    expect(
      removedPairs([
        { id: 1, ...noDoi, pages: 'e8-e9' },
        { id: 2, ...noDoi, pages: 'e3', issue: '5' },
      ]),
    ).toEqual([]);
  });

  it('never merges or suggests again a pair a person has kept apart, even through a third copy', () => {
    const records = [
      { id: 1, ...article },
      { id: 2, ...article },
      { id: 3, ...article },
    ];
    expect(findDuplicates(records, { keepApart: [[1, 2]] }).matches.map((m) => [m.keptId, m.removedId])).toEqual([
      [1, 3],
    ]);
    expect(findDuplicates(records.slice(0, 2), { keepApart: [[2, 1]] })).toMatchObject({ matches: [], possible: [] });
  });

  it('does not take two editorials for one publication', () => {
    const editorial = { title: 'Editorial', abstract: '', year: 2020, journal: 'BMJ' };
    expect(
      removedPairs([
        { id: 1, ...editorial, authors: 'Godlee F' },
        { id: 2, ...editorial, authors: 'Abbasi K' },
      ]),
    ).toEqual([]);
  });

  it('keeps a labeled record and never merges records labeled differently', () => {
    expect(
      removedPairs([
        { id: 1, ...article },
        { id: 2, ...article, is_relevant: true },
      ]),
    ).toEqual([[2, 1, 'exact']]);
    const result = findDuplicates([
      { id: 1, ...article, is_relevant: false },
      { id: 2, ...article, is_relevant: true },
    ]);
    expect(result.matches).toEqual([]);
    expect(result.conflicts).toEqual([{ aId: 1, bId: 2, similarity: 1 }]);
  });

  it('prefers the record with the longest abstract when none is labeled', () => {
    const short = { ...article, abstract: 'A cohort study.', doi: null };
    const full = { ...article, doi: null };
    expect(
      removedPairs([
        { id: 1, ...short },
        { id: 2, ...full },
      ]).map(([kept]) => kept),
    ).toEqual([2]);
  });

  it('keeps one record of a group of three and counts what it compared', () => {
    const result = findDuplicates([
      { id: 1, ...article },
      { id: 2, ...article, doi: `doi:${article.doi}` },
      { id: 3, ...article, doi: null, title: article.title.replace(': a cohort study', '') },
      { id: 4, ...other },
    ]);
    expect(result.matches.map((m) => m.removedId).sort()).toEqual([2, 3]);
    expect(new Set(result.matches.map((m) => m.keptId))).toEqual(new Set([1]));
    expect(result.summary.tfidf_comparisons).toBeGreaterThan(0);
    expect(result.summary.exact_duplicates_found + result.summary.similar_duplicates_found).toBe(2);
  });
});
