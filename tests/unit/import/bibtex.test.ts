import { describe, expect, it } from 'vitest';
import { latexToUnicode } from '../../../src/server/import/latex.decoder.ts';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { importError, readFixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

describe('a BibTeX file', () => {
  it('gives an article all its fields in plain text, without braces or LaTeX accents', async () => {
    const { format, citations } = await readFixture('citations.bib');
    expect(format).toBe('bibtex');
    expect(citations[0]).toEqual({
      title: 'DNA barcoding for species identification: a Systematic Review',
      abstract: 'We reviewed 120 studies of DNA barcoding. Accuracy exceeded 90% in most taxa.',
      authors: 'Müller, Jörg; García, José; World Health Organization',
      year: 2021,
      journal: 'Molecular Ecology Resources',
      volume: '21',
      issue: '4',
      pages: '1021-1035',
      doi: '10.1000/mer.2021.1021',
      keywords: 'DNA barcoding; species identification; meta-analysis',
      url: 'https://example.org/mer_21/1021',
      source_record_id: 'mueller2021',
    });
  });

  it('reads quoted values, bare numbers, joined strings and the book title of a conference paper', async () => {
    const { citations } = await readFixture('citations.bib');
    expect(citations[1]).toEqual({
      title: 'Prioritising studies for screening with "transformer" models',
      abstract: '',
      authors: 'Chen, Li; Bjørnsson, Anna',
      year: 2020,
      journal: 'Proceedings of the Conference on Evidence Synthesis',
      pages: '45-52',
      source_record_id: 'chen2020',
    });
  });

  it('passes over @comment, @string and @preamble, and reports an entry without a title by its number', async () => {
    const { citations, skipped } = await readFixture('citations.bib');
    expect(citations).toHaveLength(2);
    expect(skipped).toEqual([{ row: 3, reason: 'Missing title' }]);
  });

  it('is unreadable when an entry is never closed, and says on which line it starts', async () => {
    const path = scratch('broken.bib', '@article{ok, title = {Fine}}\n\n@article{broken,\n  title = {Never closed\n');
    const error = await importError(readCitationFile(path, 'broken.bib'));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toBe(
      'The file could not be read as BibTeX: the entry starting on line 3 is malformed or not closed',
    );
  });

  it('takes entries written with parentheses', async () => {
    const path = scratch('parens.bib', '@Article(smith2000, Title = "A study", Year = "2000")');
    expect((await readCitationFile(path, 'parens.bib')).citations).toEqual([
      { title: 'A study', abstract: '', year: 2000, source_record_id: 'smith2000' },
    ]);
  });
});

describe('LaTeX accents', () => {
  it.each([
    ['{\\"u}ber', 'über'],
    ['\\"{o}', 'ö'],
    ["\\'{e}t\\'e", 'été'],
    ["Garc{\\'\\i}a", 'García'],
    ['\\`a la', 'à la'],
    ['\\^{o}', 'ô'],
    ['Espa\\~na', 'España'],
    ['Fran\\c{c}ais', 'Français'],
    ["Dvo\\v{r}\\'ak", 'Dvořák'],
    ['Stra{\\ss}e', 'Straße'],
    ['{\\O}stergaard', 'Østergaard'],
    ['\\L{}\\"{o}d\\\'z', 'Łödź'],
    ['Smith \\& Sons, 50\\%', 'Smith & Sons, 50%'],
    ['\\emph{in vitro} and {RNA}', 'in vitro and RNA'],
  ])('turns %s into %s', (latex, text) => {
    expect(latexToUnicode(latex)).toBe(text);
  });
});

describe('LaTeX symbols, as Zotero, Mendeley and journals export them', () => {
  it.each([
    ['p {\\textless} 0.05 and p {\\textgreater} 0.1', 'p < 0.05 and p > 0.1'],
    ['p \\textless{} 0.05 and aged \\textgreater{}65 years', 'p < 0.05 and aged >65 years'],
    ['12 \\textpm{} 3 mg, 5 $\\mu$g/kg, 37\\textdegree{}C', '12 ± 3 mg, 5 μg/kg, 37°C'],
    ['Pre\\textendash{}post {\\textbar} $\\alpha$ and $\\beta$-blockers', 'Pre–post | α and β-blockers'],
    ['$p\\le 0.05$, non\\-inferior, costs \\$5', 'p≤0.05, noninferior, costs $5'],
  ])('turns %s into %s', (latex, text) => {
    expect(latexToUnicode(latex)).toBe(text);
  });
});
