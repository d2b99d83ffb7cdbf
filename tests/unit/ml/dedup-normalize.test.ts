import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  articleDoi,
  authorSurnames,
  expandPages,
  firstPage,
  isGenericTitle,
  isPreprintDoi,
  normalizeDoi,
  normalizeText,
  normalizeTitle,
  normalizeVolume,
} from '../../../src/server/ml/dedup/normalize.ts';

describe('normalising citation fields for comparison', () => {
  it('drops case, accents, HTML and punctuation from text', () => {
    expect(normalizeText('<i>Café</i>-au-lait &amp; Naïve   <b>STUDIES</b>!')).toBe('cafe au lait naive studies');
    expect(normalizeText('Effect of &#946;-blockers')).toBe(normalizeText('Effect of β blockers'));
  });

  it("keeps a word with an apostrophe whole and drops a database's language note from a title", () => {
    expect(normalizeText("symptom's of the confusional state")).toBe(
      normalizeText('symptoms of the confusional state'),
    );
    expect(normalizeTitle('Cerebroprotective activity of metformin. [Russian]')).toBe(
      normalizeTitle('Cerebroprotective activity of metformin'),
    );
    expect(normalizeTitle('Insulin pumps in children [Article in German]')).toBe('insulin pumps in children');
    expect(normalizeTitle('The [18F]FDG uptake in brown fat')).toBe('the 18f fdg uptake in brown fat');
  });

  it('reduces DOIs to the bare lower-case identifier, whatever wraps them', () => {
    for (const written of [
      'https://doi.org/10.1000/ABC.1',
      'http://dx.doi.org/10.1000/abc.1',
      'doi:10.1000/abc.1',
      'DOI 10.1000/abc.1.',
      'ARTN 106\n10.1000/abc.1',
    ]) {
      expect(normalizeDoi(written)).toBe('10.1000/abc.1');
    }
    expect(normalizeDoi('http://dx.doi.org/10.1016/S0735-1097%2813%2962048-3')).toBe('10.1016/s0735-1097(13)62048-3');
    expect(normalizeDoi('not a doi')).toBe('');
    expect(normalizeDoi('10.1002/(SICI)1097-0258(19980430)17:8&lt;857::AID-SIM777&gt;3.0.CO;2-E')).toBe(
      '10.1002/(sici)1097-0258(19980430)17:8<857::aid-sim777>3.0.co;2-e',
    );
    expect(articleDoi('10.1371/journal.pone.0216412.s001')).toBe('10.1371/journal.pone.0216412');
    expect(articleDoi('10.1016/j.jacc.2019.01.044')).toBe('10.1016/j.jacc.2019.01.044');
    expect(isPreprintDoi('10.1101/2021.01.12.21249687')).toBe(true);
    expect(isPreprintDoi('10.2139/ssrn.3756012')).toBe(true);
    expect(isPreprintDoi('10.1101/gr.123456.111')).toBe(false);
  });

  it('compares author lists by surname, whatever the style', () => {
    expect(authorSurnames('Deng, Chaoqun and Ravichandran, T.')).toEqual(['deng', 'ravichandran']);
    expect(authorSurnames('Smith J; Jones A')).toEqual(['smith', 'jones']);
    expect(authorSurnames('Müller K.Lewis G. F.')).toEqual(['muller', 'lewis']);
    // Given names and MEDLINE's two-letter initials drop out where the list's style shows them.
    expect(authorSurnames('Miller, John; Chen, Wei')).toEqual(['miller', 'chen']);
    expect(authorSurnames('Kim JH; Lee SH')).toEqual(['kim', 'lee']);
    expect(authorSurnames('Kessler, Daniel')).toEqual(['kessler', 'daniel']);
  });

  it('expands abbreviated page ranges and ignores pages a spreadsheet turned into dates', () => {
    expect(expandPages('123-9')).toBe('123-129');
    expect(expandPages('221-8')).toBe('221-228');
    expect(expandPages('e24')).toBe('24');
    expect(firstPage('e0137960')).toBe(firstPage('137960'));
    expect(firstPage('11-Sep')).toBe('');
  });

  it('keeps the leading number of a volume and nothing of a broken one', () => {
    expect(normalizeVolume('38 (Supplement 1)')).toBe('38');
    expect(normalizeVolume('1)')).toBe('');
    expect(normalizeVolume('(Jul)')).toBe('');
  });

  it('knows titles that many publications share', () => {
    expect(isGenericTitle(normalizeText('Editorial'))).toBe(true);
    expect(isGenericTitle(normalizeText("Authors' reply"))).toBe(true);
    expect(isGenericTitle(normalizeText('Statins and the risk of dementia in older adults'))).toBe(false);
  });
});

/** normalizeText as it was written first, in regular expressions: the one-pass version must agree with it. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const normalizedByExpressions = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/(?<=\p{L})['’](?=\p{L})/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('normalised text, the fingerprint of exact duplicates', () => {
  it('is what the regular expressions it replaced gave, for any text', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        "'",
        '’',
        "''",
        ' ',
        '  ',
        '\t\n',
        '.',
        '-',
        '&amp;',
        '&#946;',
        '&#x1D400;',
        '<i>',
        '</b>',
        'É',
        'İ',
        'ß',
        '\u0301',
        'ﬁ',
        '²',
        '٣',
        '𝐀',
        '𠀀',
        '\ud800',
        'a',
        'Z',
        '7',
      ),
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.string({ unit: 'binary-ascii', maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(normalizeText(text)).toBe(normalizedByExpressions(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('joins words at an apostrophe between letters only, and leaves no space at either end', () => {
    expect(normalizeText("  Patient's  ‘quality’ of life—1990's (n = 12)… ")).toBe(
      'patients quality of life 1990 s n 12',
    );
    expect(normalizeText("rock'n'roll l''a")).toBe('rocknroll l a');
  });
});
